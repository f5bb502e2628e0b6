import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos

@MainActor
@Suite("Demo: slide navigation and tabs (seed 000)")
struct SlideDemoTests {
    /// UIView.animate's default curve, which the scrubbed container time follows.
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    @Test("the push slides the page in from the right over 0.3 s")
    func push() throws {
        let playback = ScenePlayback(SlideScenes.interactivePop)
        let app = try #require(playback.window.rootViewController as? SlideTabBarController)
        playback.play(until: SlideScenes.openTime + 0.15)
        let page = try #require(app.lastPage)
        #expect(abs(shownFrame(of: page.view).minX - 195) < 1e-6)
        #expect(abs(shownFrame(of: app.inbox.view).minX - -195) < 1e-6)
        playback.play(until: SlideScenes.openTime + 0.3)
        #expect(app.inboxNavigation.viewControllers == [app.inbox, page])
        #expect(app.inbox.view.window == nil)
    }

    @Test("the edge pan scrubs the pop by translation / (width / 3) and, released at 0.85, finishes")
    func interactivePopFinishes() throws {
        let playback = ScenePlayback(SlideScenes.interactivePop)
        let app = try #require(playback.window.rootViewController as? SlideTabBarController)
        playback.play(until: SlideScenes.openTime + 0.3)
        let page = try #require(app.lastPage)
        app.log.clear()
        // Halfway through the move the finger is 55 points from where it went down: 55 / 130.
        playback.play(until: SlideScenes.panStart + SlideScenes.panDuration / 2)
        let percent: CGFloat = 55 / 130
        #expect(abs(app.navigationDelegate.interactionController.percentComplete - percent) < 1e-9)
        #expect(abs(shownFrame(of: page.view).minX - 390 * easeInOut.solve(Double(percent))) < 1e-6)
        #expect(abs(shownFrame(of: app.inbox.view).minX - (-390 + 390 * easeInOut.solve(Double(percent)))) < 1e-6)
        #expect(app.inboxNavigation.viewControllers == [app.inbox])
        expectGoldenFrame(playback.window, named: "slide-interactive-pop")
        // Released at 110 / 130: the rest, (1 − 0.846) × 0.3 s ≈ 0.046 s, runs on its own.
        playback.play(until: SlideScenes.panStart + SlideScenes.panDuration + 0.05)
        #expect(page.view.window == nil)
        #expect(app.inbox.view.window === playback.window)
        #expect(shownFrame(of: app.inbox.view) == playback.window.bounds)
        #expect(app.navigationDelegate.interactive == false)
        #expect(
            app.log.entries == [
                "Message.viewWillDisappear", "Inbox.viewWillAppear",
                "Message.viewDidDisappear", "Inbox.viewDidAppear",
            ])
    }

    @Test("released at 0.4 the pop is cancelled: the page slides back in 0.12 s and stays on top")
    func cancelledPop() throws {
        let playback = ScenePlayback(SlideScenes.cancelledPop)
        let app = try #require(playback.window.rootViewController as? SlideTabBarController)
        playback.play(until: SlideScenes.openTime + 0.3)
        let page = try #require(app.lastPage)
        app.log.clear()
        playback.play(until: SlideScenes.cancelLiftTime)
        #expect(abs(app.navigationDelegate.interactionController.percentComplete - 0.4) < 1e-9)
        #expect(abs(shownFrame(of: page.view).minX - 390 * easeInOut.solve(0.4)) < 1e-6)
        #expect(abs(playback.probe("page.x") - 390 * easeInOut.solve(0.4)) < 1e-6)
        playback.play(until: SlideScenes.cancelLiftTime + 0.12 + 1e-6)
        #expect(app.inboxNavigation.viewControllers == [app.inbox, page])
        #expect(shownFrame(of: page.view) == playback.window.bounds)
        #expect(page.view.window === playback.window)
        #expect(app.inbox.view.window == nil)
        #expect(
            app.log.entries == [
                "Message.viewWillDisappear", "Inbox.viewWillAppear",
                "Inbox.viewWillDisappear", "Inbox.viewDidDisappear",
                "Message.viewWillAppear", "Message.viewDidAppear",
            ])
    }

    @Test("tapping tab items slides right to a later tab and left to earlier ones")
    func tabs() throws {
        let playback = ScenePlayback(SlideScenes.tabs)
        let app = try #require(playback.window.rootViewController as? SlideTabBarController)
        let views = try #require(app.viewControllers).map(\.view!)
        try #require(views.count == 3)
        playback.play(until: 0.3 + 0.15)
        #expect(app.selectedIndex == 2)
        #expect(abs(shownFrame(of: views[2]).minX - 195) < 1e-6)
        #expect(abs(shownFrame(of: views[0]).minX - -195) < 1e-6)
        playback.play(until: 1.0 + 0.15)
        #expect(app.selectedIndex == 1)
        #expect(abs(shownFrame(of: views[1]).minX - -195) < 1e-6)
        #expect(abs(shownFrame(of: views[2]).minX - 195) < 1e-6)
        playback.play(until: 1.7 + 0.15)
        #expect(abs(shownFrame(of: views[0]).minX - -195) < 1e-6)
        playback.play(until: SlideScenes.tabs.duration)
        #expect(app.selectedIndex == 0)
        #expect(views[0].window === playback.window && views[1].window == nil && views[2].window == nil)
        #expect(
            app.log.entries == [
                "Inbox.viewWillAppear", "Inbox.viewDidAppear",
                "Inbox.viewWillDisappear", "Settings.viewWillAppear", "Inbox.viewDidDisappear", "Settings.viewDidAppear",
                "Settings.viewWillDisappear", "Archive.viewWillAppear", "Settings.viewDidDisappear", "Archive.viewDidAppear",
                "Archive.viewWillDisappear", "Inbox.viewWillAppear", "Archive.viewDidDisappear", "Inbox.viewDidAppear",
            ])
    }
}
