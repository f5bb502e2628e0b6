import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
private final class SearchLog: NSObject, UISearchBarDelegate {
    var calls: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldEnd")
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("changed \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("resultsList") }
}

@MainActor
@Suite("UISearchBar")
struct SearchBarTests {
    private func makeBar() -> (UIWindow, UISearchBar, SearchLog) {
        let window = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 400, height: 56))
        let log = SearchLog()
        bar.delegate = log
        bar.placeholder = "Search"
        window.addSubview(bar)
        bar.layoutIfNeeded()
        return (window, bar, log)
    }

    // UIKit: showsSearchResultsButton "indicat[es] whether the results list button is displayed"
    // (https://developer.apple.com/documentation/uikit/uisearchbar/showssearchresultsbutton); a tap
    // on it calls searchBarResultsListButtonClicked(_:)
    // (https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarresultslistbuttonclicked(_:)).
    @Test("the results-list button sits at the end of the field, and a tap on it tells the delegate without editing")
    func resultsListButton() {
        let (window, bar, log) = makeBar()
        #expect(bar.resultsListButton.superview == nil)
        bar.showsSearchResultsButton = true
        bar.layoutIfNeeded()
        let button = bar.resultsListButton
        #expect(button.superview === bar.searchTextField && !button.isHidden)
        #expect(button.frame == CGRect(x: 384 - 30, y: 8, width: 30, height: 20))
        #expect(bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds).maxX == 354)
        window.tap(at: button.convert(CGPoint(x: 15, y: 10), to: window))
        #expect(log.calls == ["resultsList"])
        #expect(!bar.isFirstResponder)
        bar.showsSearchResultsButton = false
        #expect(bar.searchTextField.rightView == nil)
    }

    @Test("tapping the field, typing, return and Cancel reach the delegate in UIKit's terms")
    func delegateCalls() {
        let (window, bar, log) = makeBar()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 384, height: 36))
        window.tap(at: CGPoint(x: 100, y: 128))
        #expect(bar.isFirstResponder)
        bar.searchTextField.insertText("c")
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("t")
        bar.searchTextField.deleteBackward()
        bar.searchTextField.insertText("\n")
        #expect(bar.text == "ca")
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        window.tap(at: CGPoint(x: bar.cancelButton.frame.midX, y: 128))
        _ = bar.resignFirstResponder()
        #expect(
            log.calls == [
                "shouldBegin", "didBegin", "changed c", "changed ca", "changed cat", "changed ca", "search", "cancel",
                "shouldEnd", "didEnd",
            ])
        bar.text = "dog"
        #expect(log.calls.last == "didEnd") // setting the text in code tells nothing
    }

    @Test("showing the Cancel button animated slides the field's end and fades the button in")
    func cancelButtonAnimation() {
        let (window, bar, _) = makeBar()
        #expect(bar.cancelButton.isHidden)
        bar.setShowsCancelButton(true, animated: true)
        let width = bar.cancelButton.frame.width
        #expect(width > 50)
        let shownWidth = 384 - width - 8
        #expect(bar.searchTextField.frame.width == shownWidth)
        window.advance(by: UISearchBar.cancelButtonAnimationDuration / 2)
        expectClose(bar.searchTextField.layer.presentation()!.frame.width, (384 + shownWidth) / 2, tolerance: 1e-6)
        expectClose(CGFloat(bar.cancelButton.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(by: UISearchBar.cancelButtonAnimationDuration / 2)
        #expect(bar.showsCancelButton && !bar.cancelButton.isHidden)
        bar.setShowsCancelButton(false, animated: true)
        window.advance(by: UISearchBar.cancelButtonAnimationDuration)
        #expect(bar.cancelButton.isHidden)
        #expect(bar.searchTextField.frame.width == 384)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
    }
}
