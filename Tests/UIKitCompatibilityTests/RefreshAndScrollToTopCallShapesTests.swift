import Testing
import UIKit

// Pull to refresh and the status bar tap as iOS code writes them (Apple's pages: UIRefreshControl,
// UIScrollView refreshControl, scrollsToTop, delaysContentTouches, canCancelContentTouches,
// touchesShouldBegin(_:with:in:), touchesShouldCancel(in:); UIScrollViewDelegate
// scrollViewShouldScrollToTop(_:), scrollViewDidScrollToTop(_:); UITableViewController
// refreshControl; UIScrollView bouncesHorizontally, bouncesVertically, isScrollAnimating,
// isZoomAnimating, stopScrollingAndZooming(), contentAlignmentPoint, transfersHorizontalScrollingToParent,
// transfersVerticalScrollingToParent). The `#selector(handleRefreshControl)` of Apple's sample is the method
// reference `interlude port` writes.

final class CountingRefreshControl: UIRefreshControl {
    var begins = 0
    var ends = 0

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func beginRefreshing() {
        begins += 1
        super.beginRefreshing()
    }

    override func endRefreshing() {
        ends += 1
        super.endRefreshing()
    }

    override var isRefreshing: Bool { super.isRefreshing }
}

final class ButtonFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }

    // iOS 17.4's members.
    private(set) var stops = 0

    override func stopScrollingAndZooming() {
        stops += 1
        super.stopScrollingAndZooming()
    }

    // A carousel row in a vertical feed keeps its horizontal drags at its ends.
    override var transfersHorizontalScrollingToParent: Bool {
        get { false }
        set { super.transfersHorizontalScrollingToParent = newValue }
    }

    func settle() {
        let moving: Bool = isScrollAnimating || isZoomAnimating
        if moving { stopScrollingAndZooming() }
    }
}

final class FeedViewController: UIViewController {
    let myScrollingView = ButtonFriendlyScrollView()
    private(set) var refreshes = 0
    private(set) var scrolledToTop = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        myScrollingView.frame = view.bounds
        myScrollingView.contentSize = CGSize(width: view.bounds.width, height: 3_000)
        myScrollingView.delegate = self
        myScrollingView.delaysContentTouches = false
        myScrollingView.canCancelContentTouches = true
        myScrollingView.scrollsToTop = true
        myScrollingView.bouncesHorizontally = false
        myScrollingView.bouncesVertically = true
        myScrollingView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0)
        myScrollingView.transfersVerticalScrollingToParent = true
        let transfers: Bool = myScrollingView.transfersHorizontalScrollingToParent
        _ = transfers
        view.addSubview(myScrollingView)
        configureRefreshControl()
    }

    func configureRefreshControl() {
        // Add the refresh control to your UIScrollView object.
        myScrollingView.refreshControl = UIRefreshControl()
        myScrollingView.refreshControl?.tintColor = .systemGray
        myScrollingView.refreshControl?.attributedTitle = NSAttributedString(string: "Pull to refresh")
        myScrollingView.refreshControl?.addTarget(
            self, action: FeedViewController.handleRefreshControl, for: .valueChanged)
    }

    func handleRefreshControl() {
        refreshes += 1
    }

    func finishRefreshing() {
        let control: UIRefreshControl? = myScrollingView.refreshControl
        let refreshing: Bool = control?.isRefreshing ?? false
        let title: NSAttributedString? = control?.attributedTitle
        _ = title
        if refreshing { control?.endRefreshing() }
    }
}

extension FeedViewController: UIScrollViewDelegate {
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        scrolledToTop += 1
    }
}

final class RefreshingTableController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let control = CountingRefreshControl()
        control.addTarget(self, action: RefreshingTableController.refresh, for: .valueChanged)
        refreshControl = control
    }

    func refresh(_ sender: UIRefreshControl) {
        sender.endRefreshing()
    }
}

@MainActor
@Suite("Refresh control and scroll-to-top call shapes")
struct RefreshAndScrollToTopCallShapesTests {
    @Test("a pull refreshes once, endRefreshing hides the control, a status bar tap scrolls to the top")
    func feed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = FeedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scrollView = controller.myScrollingView
        let top = -scrollView.adjustedContentInset.top
        window.sendTouch(.began, at: CGPoint(x: 200, y: 200))
        window.dragMove(to: CGPoint(x: 200, y: 650), duration: 0.4)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 650))
        #expect(controller.refreshes == 1)
        window.advance(by: 3)
        #expect(scrollView.contentOffset.y == top - UIRefreshControl.defaultHeight)
        controller.finishRefreshing()
        window.advance(by: 1)
        #expect(scrollView.contentOffset.y == top)
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scrollView.settle()
        #expect(scrollView.stops == 1 && !scrollView.isScrollAnimating)
        scrollView.contentOffset.y = 1_000
        window.simulateStatusBarTap()
        window.advance(by: 1)
        #expect(scrollView.contentOffset.y == top && controller.scrolledToTop == 1)
    }

    @Test("a table view controller's refresh control ends from its action")
    func tableController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RefreshingTableController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let control = controller.refreshControl as? CountingRefreshControl
        control?.beginRefreshing()
        control?.sendActions(for: .valueChanged)
        #expect(control?.begins == 1 && control?.ends == 1 && control?.isRefreshing == false)
    }
}
