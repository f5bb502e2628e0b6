import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

@MainActor
private final class SearchEvents: NSObject, UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    var calls: [String] = []
    var presentsItself = false
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func presentSearchController(_ searchController: UISearchController) {
        calls.append("present")
        if presentsItself, let source = searchController.searchedController {
            source.present(searchController, animated: false)
        }
    }
    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update \(searchController.searchBar.text ?? "")")
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
}

/// Whether `a` is within a millionth of a point of `b` (safe areas come through conversions).
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// `UISearchController` and `UINavigationItem.searchController`: activation and its delegate
/// calls, the results updater, the presentation, and the search bar's row in the navigation bar.
@MainActor
@Suite("UISearchController")
struct SearchControllerTests {
    private final class ScrollingController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            scrollView.backgroundColor = .white
            view = scrollView
        }
    }

    private func makeSearch(
        results: UIViewController? = nil, largeTitles: Bool = false
    ) -> (UIWindow, UINavigationController, ScrollingController, UISearchController, SearchEvents) {
        let root = ScrollingController()
        root.title = "Mail"
        let search = UISearchController(searchResultsController: results)
        let events = SearchEvents()
        search.delegate = events
        search.searchResultsUpdater = events
        search.searchBar.delegate = events
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = makeWindow(root: navigation)
        return (window, navigation, root, search, events)
    }

    // UIKit's header (UISearchController.h): hidesNavigationBarDuringPresentation "default is
    // YES", automaticallyShowsSearchResultsController and automaticallyShowsCancelButton default
    // YES, obscuresBackgroundDuringPresentation "default is NO for apps linked on iOS 15.0 and
    // later"; dimsBackgroundDuringPresentation "has the same behavior". hidesSearchBarWhenScrolling
    // defaults to true (Apple's UINavigationItem page).
    @Test("defaults follow UIKit's header")
    func defaults() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(!search.isActive && search.hidesNavigationBarDuringPresentation)
        #expect(!search.obscuresBackgroundDuringPresentation && !search.dimsBackgroundDuringPresentation)
        search.dimsBackgroundDuringPresentation = true
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.automaticallyShowsSearchResultsController && search.automaticallyShowsCancelButton)
        #expect(search.searchResultsController === results && results.parent === search)
        #expect(search.modalPresentationStyle == .custom && search.transitioningDelegate === search)
        #expect(UISearchController().searchResultsController == nil)
        #expect(UINavigationItem(title: "x").hidesSearchBarWhenScrolling)
        #expect(UINavigationItem(title: "x").searchController == nil)
    }

    // UIKit's header: presentSearchController(_:) is "Called after the search controller's search
    // bar has agreed to begin editing"; updateSearchResults(for:) is called "when the search bar
    // becomes the first responder or the search bar's text changes" (Apple's
    // updateSearchResults(for:) page); the will/did methods surround the automatic presentation.
    @Test("tapping the search bar: the bar's delegate, then present, willPresent, update; didPresent when the animation ends")
    func activationOrder() {
        let (window, _, root, search, events) = makeSearch()
        let field = search.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: 60, y: 18), to: window))
        #expect(search.isActive && search.searchBar.isFirstResponder)
        #expect(events.calls == ["shouldBegin", "didBegin", "present", "willPresent", "update "])
        window.advance(by: UISearchController.transitionDuration + 0.05)
        #expect(events.calls.last == "didPresent")
        #expect(root.presentedViewController === search && search.presentingViewController === root.navigationController)
        events.calls = []
        field.insertText("a")
        field.insertText("b")
        #expect(events.calls == ["update a", "update ab"])
        withExtendedLifetime(window) {}
    }

    // Cancel: the bar's delegate hears of the tap first; the controller clears the text, ends
    // editing and dismisses (Apple's UISearchBar showsCancelButton page; UIKit's header says the
    // controller shows the Cancel button while search is active and hides it after).
    @Test("Cancel clears the text, ends editing and dismisses: willDismiss, update, didDismiss; the Cancel button comes and goes")
    func cancelOrder() {
        let (window, _, root, search, events) = makeSearch()
        let bar = search.searchBar
        #expect(!bar.showsCancelButton)
        window.tap(at: bar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        window.advance(by: 0.5)
        #expect(bar.showsCancelButton)
        bar.searchTextField.insertText("x")
        events.calls = []
        bar.layoutIfNeeded()
        window.tap(at: bar.cancelButton.convert(CGPoint(x: bar.cancelButton.bounds.midX, y: 18), to: window))
        #expect(!search.isActive && !bar.isFirstResponder && bar.text == "")
        #expect(events.calls == ["cancel", "didEnd", "willDismiss", "update "])
        window.advance(by: 0.5)
        #expect(events.calls.last == "didDismiss")
        #expect(!bar.showsCancelButton)
        #expect(root.presentedViewController == nil && search.presentingViewController == nil)
        #expect(search.viewIfLoaded?.window == nil)
        withExtendedLifetime(window) {}
    }

    @Test("isActive set in code presents without first responder or update, and false dismisses with will/did")
    func activeInCode() {
        let (window, _, _, search, events) = makeSearch()
        search.isActive = true
        #expect(search.isActive && !search.searchBar.isFirstResponder)
        window.advance(by: 0.5)
        search.isActive = false
        #expect(!search.isActive)
        window.advance(by: 0.5)
        #expect(events.calls == ["present", "willPresent", "didPresent", "willDismiss", "didDismiss"])
        withExtendedLifetime(window) {}
    }

    @Test("isActive stays false while the searched controller is off screen")
    func activeOffScreen() {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let events = SearchEvents()
        search.delegate = events
        root.navigationItem.searchController = search
        search.isActive = true
        #expect(!search.isActive && search.presentingViewController == nil)
        #expect(events.calls == ["present"])
    }

    // UIKit's header: the will/did methods "will not be called if you present or dismiss the search
    // controller yourself".
    @Test("a delegate that presents the controller itself gets no will/did calls; isActive still reads true")
    func delegatePresents() {
        let (window, _, _, search, events) = makeSearch()
        events.presentsItself = true
        search.isActive = true
        window.advance(by: 0.5)
        #expect(search.isActive && search.presentingViewController != nil)
        #expect(events.calls == ["present"])
        withExtendedLifetime(window) {}
    }

    // Apple's definesPresentationContext page: the presenting controller is the nearest ancestor
    // that defines the presentation context; a search presentation is a context presentation.
    @Test("the search presents over the nearest controller defining the presentation context")
    func presentationContext() {
        let (window, _, root, search, _) = makeSearch()
        root.definesPresentationContext = true
        search.isActive = true
        window.advance(by: 0.5)
        #expect(search.presentingViewController === root && root.presentedViewController === search)
        let container = search.presentationController?.containerView
        #expect(container?.superview === root.view.superview, "the container lies over the context's view")
        search.isActive = false
        window.advance(by: 0.5)
        #expect(root.presentedViewController == nil && container?.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test("results: shown while the text is not empty; showsSearchResultsController takes over; the dimming view obscures")
    func resultsVisibility() {
        let results = UIViewController()
        let (window, navigation, _, search, _) = makeSearch(results: results)
        search.obscuresBackgroundDuringPresentation = true
        window.tap(at: search.searchBar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        window.advance(by: 0.5)
        let searchView = search.view as! SearchControllerView
        searchView.layoutIfNeeded()
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(results.view.isHidden && !searchView.dimmingView.isHidden)
        #expect(searchView.dimmingView.convert(CGPoint.zero, to: window).y == barBottom)
        search.searchBar.searchTextField.insertText("q")
        #expect(!results.view.isHidden && results.view.convert(CGPoint.zero, to: window).y == barBottom)
        search.showsSearchResultsController = false
        searchView.layoutIfNeeded()
        #expect(results.view.isHidden && !search.automaticallyShowsSearchResultsController)
        // A tap on the dimming view cancels, as Cancel does.
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(!search.isActive && search.searchBar.text == "")
        window.advance(by: 0.5)
        withExtendedLifetime(window) {}
    }

    @Test("without obscuring, touches below the search bar reach the searched content while active")
    func touchesPassThrough() {
        let (window, _, root, search, _) = makeSearch()
        search.isActive = true
        window.advance(by: 0.5)
        let hit = window.hitTest(CGPoint(x: 200, y: 600), with: nil)
        #expect(hit === root.view)
        withExtendedLifetime(window) {}
    }

    // UIKit's header: setting showsCancelButton on the search controller's bar "will change the
    // UISearchController's automaticallyShowsCancelButton property to NO".
    @Test("setting the bar's showsCancelButton turns automaticallyShowsCancelButton off")
    func cancelButtonTakeOver() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.showsCancelButton = false
        #expect(!search.automaticallyShowsCancelButton)
    }

    // The search bar's row: 52 points (Interlude's; Apple documents none), under the 44-point row
    // and under the large title's 52-point area.
    @Test("the navigation bar grows by the search bar's row, under the title and under the large title")
    func barHeights() {
        let (window, navigation, root, search, _) = makeSearch()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(search.searchBar.superview === bar.searchArea)
        #expect(search.searchBar.convert(CGPoint.zero, to: bar) == CGPoint(x: 0, y: 44))
        #expect(close(root.view.safeAreaInsets.top, 47 + 96))
        let (largeWindow, largeNavigation, largeRoot, largeSearch, _) = makeSearch(largeTitles: true)
        let largeBar = largeNavigation.navigationBar
        largeBar.layoutIfNeeded()
        #expect(largeBar.frame.height == 148)
        #expect(largeSearch.searchBar.convert(CGPoint.zero, to: largeBar) == CGPoint(x: 0, y: 96))
        #expect(close(largeRoot.view.safeAreaInsets.top, 47 + 148))
        withExtendedLifetime(largeWindow) {}
        root.navigationItem.searchController = nil
        window.advance(by: 0)
        #expect(bar.frame.height == 44 && search.searchBar.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test("scrolling up collapses the search bar's row first, then the large title; the safe area keeps the expanded bar")
    func collapseWhenScrolling() {
        let (window, navigation, root, search, _) = makeSearch(largeTitles: true)
        let bar = navigation.navigationBar
        let scrollView = root.view as! UIScrollView
        let top = -(47 + 148.0)
        #expect(close(scrollView.contentOffset.y, top))
        scrollView.contentOffset.y = top + 30
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 118 && bar.searchArea.frame.height == 22 && bar.largeTitleArea.frame.height == 52)
        scrollView.contentOffset.y = top + 70
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 78 && bar.searchArea.frame.height == 0 && bar.largeTitleArea.frame.height == 34)
        #expect(close(scrollView.adjustedContentInset.top, 47 + 148))
        scrollView.contentOffset.y = top + 500
        #expect(bar.frame.height == 44)
        scrollView.contentOffset.y = top
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 148 && bar.searchArea.frame.height == 52)
        root.navigationItem.hidesSearchBarWhenScrolling = false
        scrollView.contentOffset.y = top + 500
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 96 && bar.searchArea.frame.height == 52, "only the large title collapses")
        withExtendedLifetime((window, search)) {}
    }

    @Test("while active, the bar keeps only the search row (animated), and gets its rows back after")
    func hidesNavigationBar() {
        let (window, navigation, root, search, _) = makeSearch()
        let bar = navigation.navigationBar
        search.isActive = true
        window.advance(by: UISearchController.transitionDuration / 2)
        let midway = bar.layer.presentation()?.bounds.height ?? 0
        #expect(midway > 52 && midway < 96, "the bar shortens over the presentation")
        window.advance(by: 0.5)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 52))
        #expect(bar.titleLabel.alpha == 0 && search.searchBar.convert(CGPoint.zero, to: bar).y == 0)
        #expect(bar.titleLabel.frame.maxY <= 0, "the title's row slid up out of the bar")
        #expect(close(root.view.safeAreaInsets.top, 47 + 52))
        search.isActive = false
        window.advance(by: 0.5)
        #expect(bar.frame.height == 96 && bar.titleLabel.alpha == 1 && bar.titleLabel.frame.minY == 0)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        window.advance(by: 0.5)
        #expect(bar.frame.height == 96)
        withExtendedLifetime(window) {}
    }

    @Test(
        "a search bar in the content: its navigation controller's bar hides while active; the results start under the search bar")
    func searchBarInContent() {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.showsSearchResultsController = true
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        search.searchBar.frame = CGRect(x: 0, y: 200, width: 390, height: 56)
        root.view.addSubview(search.searchBar)
        search.searchBar.layoutIfNeeded()
        window.tap(at: search.searchBar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        window.advance(by: 0.5)
        #expect(search.isActive && search.presentingViewController === navigation)
        #expect(navigation.isNavigationBarHidden)
        #expect(results.view.convert(CGPoint.zero, to: window).y == search.searchBar.convert(CGPoint(x: 0, y: 56), to: window).y)
        search.isActive = false
        window.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && search.presentingViewController == nil)
        withExtendedLifetime(window) {}
    }

    @Test("the search controller is freed once its navigation item lets it go, after a search too")
    func freed() {
        let (window, _, root, _, _) = makeSearch()
        weak var weakSearch: UISearchController?
        weakSearch = root.navigationItem.searchController
        root.navigationItem.searchController?.isActive = true
        window.advance(by: 0.5)
        root.navigationItem.searchController?.isActive = false
        window.advance(by: 0.5)
        #expect(weakSearch != nil)
        root.navigationItem.searchController = nil
        window.advance(by: 0)
        #expect(weakSearch == nil)
        withExtendedLifetime(window) {}
    }

    @Test("the search bar is drawn in the navigation bar's search row")
    func drawn() {
        let (window, navigation, _, search, _) = makeSearch()
        search.searchBar.placeholder = "Search"
        navigation.navigationBar.layoutIfNeeded()
        let frame = window.renderFrame(scale: 1)
        // The row is y 91…143; the field (36 points, a light gray fill) sits 8 points in.
        let field = frame.pixel(x: 200, y: 117)
        let outside = frame.pixel(x: 3, y: 117)
        #expect(field.r < 250 && field.r > 200, "the field's fill")
        #expect(outside.r > 245, "the bar's background around it")
        let placeholderInk = (105..<130).flatMap { y in (30..<120).map { x in frame.pixel(x: x, y: y).r } }.min() ?? 255
        #expect(placeholderInk < 200, "the placeholder or the glyph is drawn")
        withExtendedLifetime(window) {}
    }
}
