import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Counts a refresh control's `.valueChanged` actions and records the delegate's inset reports.
@MainActor
private final class RefreshLog: NSObject, UIScrollViewDelegate {
    var refreshes = 0
    var calls: [String] = []

    func refresh() { refreshes += 1 }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeInset") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite("UIRefreshControl")
struct RefreshControlTests {
    private func makeScrollView() -> (UIWindow, UIScrollView, UIRefreshControl, RefreshLog) {
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        // Offsets from 0 without safe-area insets (see ScrollViewTests).
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        scrollView.addSubview(content)
        let log = RefreshLog()
        scrollView.delegate = log
        let control = UIRefreshControl()
        control.addTarget(log, action: RefreshLog.refresh, for: .valueChanged)
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        return (window, scrollView, control, log)
    }

    @Test("a new control is not refreshing, has a default size, and UIKit's members")
    func defaults() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        // Apple's header: init() gives "a default height and width"; 60 is Interlude's height.
        #expect(control.bounds.height == UIRefreshControl.defaultHeight && UIRefreshControl.defaultHeight == 60)
        #expect(UIRefreshControl.refreshTriggerDistance == 100)
        control.tintColor = .red
        #expect(control.tintColor == .red)
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.attributedTitle?.string == "Pull to refresh")
    }

    @Test("installing a control makes it the first subview, right above the content; replacing or clearing removes it")
    func installation() {
        let (_, scrollView, control, _) = makeScrollView()
        // Apple's UIScrollView refreshControl page: the control associated with the scroll view.
        #expect(scrollView.subviews.first === control && control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        scrollView.contentInset.top = 20
        #expect(control.frame == CGRect(x: 0, y: -80, width: 400, height: 60))
        let replacement = UIRefreshControl()
        scrollView.refreshControl = replacement
        #expect(control.superview == nil && replacement.superview === scrollView)
        scrollView.refreshControl = nil
        #expect(replacement.superview == nil)
    }

    @Test("a drag pulling the content past the trigger distance begins refreshing and sends valueChanged once")
    func pullBeginsRefreshing() {
        let (window, scrollView, control, log) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 200), duration: 0.2)
        // The rubber band keeps a 100-point pull at about 51 points: not far enough yet.
        #expect(scrollView.contentOffset.y > -100 && scrollView.contentOffset.y < 0)
        #expect(!control.isRefreshing && log.refreshes == 0)
        window.dragMove(to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(scrollView.contentOffset.y <= -100)
        #expect(control.isRefreshing && log.refreshes == 1)
        window.dragMove(to: CGPoint(x: 200, y: 600), duration: 0.1)
        window.dragMove(to: CGPoint(x: 200, y: 450), duration: 0.1)
        #expect(log.refreshes == 1)
        // The room for the control waits for the finger to lift.
        #expect(scrollView.adjustedContentInset.top == 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 450))
        #expect(scrollView.adjustedContentInset.top == 60)
        window.advance(by: 3)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == -60) // the control in sight, right above the content
        #expect(log.refreshes == 1)
    }

    @Test("endRefreshing hides a visible control, animated on the clock, and tells no scrolling animation")
    func endRefreshingAnimatesBack() {
        let (window, scrollView, control, log) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 500), duration: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        window.advance(by: 3)
        #expect(scrollView.contentOffset.y == -60)
        log.calls = []
        // Apple's endRefreshing() page: a (partly) visible control is hidden, with an animation.
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == -60)
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        expectClose(scrollView.contentOffset.y, -30, tolerance: 1e-6) // ease in–ease out is half-way at half time
        window.advance(by: UIScrollView.scrollAnimationDuration / 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls == ["didChangeInset"])
    }

    @Test("endRefreshing with animations disabled hides the control at once")
    func endRefreshingWithoutAnimation() {
        let (window, scrollView, control, _) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 500), duration: 0.3)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        window.advance(by: 3)
        UIView.performWithoutAnimation { control.endRefreshing() }
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("beginRefreshing from code keeps room for the control without scrolling to it or sending valueChanged")
    func beginRefreshingFromCode() {
        let (window, scrollView, control, log) = makeScrollView()
        // Apple's beginRefreshing() page: for a refresh started programmatically.
        control.beginRefreshing()
        #expect(control.isRefreshing && log.refreshes == 0)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls == ["didChangeInset"])
        control.beginRefreshing()
        #expect(log.calls == ["didChangeInset"])
        // Scrolled up by hand, the content rests below the control.
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        control.endRefreshing()
        window.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls == ["didChangeInset", "didChangeInset"])
        control.endRefreshing()
        #expect(log.calls.count == 2)
    }

    @Test("a refresh ended while the finger still drags gives up its room when the finger lifts")
    func endWhileDragging() {
        let (window, scrollView, control, _) = makeScrollView()
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100))
        window.dragMove(to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 0)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 500))
        window.advance(by: 3)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("a finger on the control drags the content behind it")
    func touchOnControl() {
        let (window, scrollView, control, _) = makeScrollView()
        control.beginRefreshing()
        scrollView.contentOffset.y = -60
        #expect(window.hitTest(CGPoint(x: 200, y: 30), with: nil) === scrollView)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 30))
        window.advance(by: 0.2)
        window.dragMove(to: CGPoint(x: 200, y: 230), duration: 0.2)
        #expect(scrollView.isDragging && scrollView.contentOffset.y < -60)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 230))
    }

    @Test("the control turns while refreshing and stops when it ends")
    func spinner() throws {
        let (_, _, control, _) = makeScrollView()
        let mark = try #require(control.subviews.first { $0 is RefreshSpinnerView })
        #expect(mark.layer.animation(forKey: "spin") == nil)
        control.beginRefreshing()
        #expect(mark.layer.animation(forKey: "spin") != nil)
        control.endRefreshing()
        #expect(mark.layer.animation(forKey: "spin") == nil)
    }

    @Test("a table view controller's refreshControl is its table's")
    func tableViewController() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }
}
