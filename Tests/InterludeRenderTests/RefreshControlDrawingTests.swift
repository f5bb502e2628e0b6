import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

// What a refresh control draws (Interlude's mark; Apple shows only a picture of iOS's): ticks round
// a centre in the control's tint, appearing clockwise from twelve o'clock as the pull nears the
// trigger distance, all eight of them while refreshing.
@MainActor
@Suite("Refresh control drawn")
struct RefreshControlDrawingTests {
    @Test("a pull shows the ticks clockwise from the top; past the trigger distance all of them")
    func ticksFollowThePull() {
        let window = makeWhiteWindow(width: 200, height: 200)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let control = UIRefreshControl()
        control.tintColor = .red
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        // Pulled 60 points (0.6 of the trigger distance): the control fills the top 60 points and
        // shows four ticks, twelve o'clock to half past four. Its centre is at (100, 30).
        scrollView.contentOffset.y = -60
        window.layoutIfNeeded()
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 109, 30, RGBA(255, 0, 0), tolerance: 40, "the three o'clock tick")
        expectPixel(frame, 91, 30, RGBA(255, 255, 255), tolerance: 0, "no nine o'clock tick yet")
        // Pulled 100 points: all eight ticks; the control's centre is at (100, 70).
        scrollView.contentOffset.y = -100
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 91, 70, RGBA(255, 0, 0), tolerance: 40, "the nine o'clock tick")
        // At rest the control is above the visible area: nothing of it shows.
        scrollView.contentOffset.y = 0
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 109, 30, RGBA(255, 255, 255), tolerance: 0)
    }
}
