import Testing
@testable import InterludeUIKit

// `UIToolbar.setItems(_:animated:)` (https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:)):
// "If true, animate the change" — the old items cross-fade into the new ones (0.25 s, Interlude's
// value: Apple documents none). The new items are the toolbar's at once.
@MainActor
@Suite("UIToolbar.setItems(_:animated:)")
struct ToolbarItemsAnimationTests {
    private func titled(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    @Test("animated, the old items fade out over the new ones on the window clock")
    func crossFade() throws {
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 400, height: 44))
        window.addSubview(toolbar)
        toolbar.setItems([titled("Old")], animated: false)
        window.layoutIfNeeded()
        let layersBefore = window.layer.sublayers?.count ?? 0
        let new = [titled("New")]
        toolbar.setItems(new, animated: true)
        #expect(toolbar.items?.first === new.first, "the new items at once")
        let overlay = try #require(window.layer.sublayers?.last)
        #expect(window.layer.sublayers?.count == layersBefore + 1, "the old items' picture over the bar")
        #expect(overlay.frame == toolbar.frame)
        window.advance(by: 0)
        window.advance(by: BarItemChange.duration / 2)
        let opacity = try #require(overlay.presentation()).opacity
        #expect(opacity > 0.3 && opacity < 0.7, "half faded: \(opacity)")
        window.advance(by: BarItemChange.duration)
        #expect(window.layer.sublayers?.count == layersBefore, "the old picture is gone at the end")
    }

    @Test("not animated, or outside a window, the change is immediate")
    func immediate() {
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 400, height: 44))
        toolbar.setItems([titled("A")], animated: true)
        #expect(toolbar.items?.count == 1)
        window.addSubview(toolbar)
        let count = window.layer.sublayers?.count
        toolbar.setItems([titled("B")], animated: false)
        #expect(window.layer.sublayers?.count == count)
    }
}
