import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos

@MainActor
@Suite("Demo: PushAndPop (seed 000, iOS 10)")
struct PushAndPopDemoTests {
    @Test(
        "the push is grabbed mid-flight (paused), scrubbed back by the finger, and released: it reverses on the finger's spring")
    func grabReverse() throws {
        let playback = ScenePlayback(PushAndPopScenes.grabReverse)
        let navigation = try #require(playback.window.rootViewController as? PushPopNavigationController)
        let root = try #require(navigation.viewControllers.first as? PushAndPopRootViewController)
        let s = PushAndPopScenes.reverse
        playback.play(until: s.grab)
        let transition = try #require(navigation.transition)
        let animator = try #require(transition.animator)
        let page = try #require(root.lastPage)
        #expect(transition.operation == .push && animator.isRunning)
        // The pan begins on the second move (12 points > 10 of hysteresis), 2 frames after the touch.
        let began = s.grab + 2.0 / 60
        playback.play(until: began)
        #expect(!animator.isRunning)
        let grabbed = (began - s.push) / PushPopTransition.duration
        #expect(abs(Double(animator.fractionComplete) - grabbed) < 1e-9)
        // Paused, the animator scrubs linearly: the page is at (1 − fraction) of the width.
        playback.play(until: s.grab + s.drag / 2)
        // 0.125 s in, the last move was the 7th (of 6 points each): 42 points, 30 past the start of the pan.
        let moved: CGFloat = 42 - 12
        #expect(abs(Double(animator.fractionComplete) - (grabbed - Double(moved) / 390)) < 1e-9)
        #expect(abs(shownFrame(of: page.view).minX - 390 * (1 - animator.fractionComplete)) < 1e-6)
        expectGoldenFrame(playback.window, named: "pushandpop-grab")
        // Released moving right at 360 points per second: reversed, continuing at about that speed.
        playback.play(until: s.grab + s.drag)
        #expect(animator.isReversed && animator.isRunning)
        // The spring starts at the finger's speed, 360 points per second (a spring from rest starts at
        // 0): the page's speed at release, from two short steps (x = v·t + a·t²/2 ⇒ v = (4·x₁ − x₂) / 2t).
        let releasedX = shownFrame(of: page.view).minX
        let dt = 0.0005
        playback.play(until: s.grab + s.drag + dt)
        let x1 = shownFrame(of: page.view).minX - releasedX
        playback.play(until: s.grab + s.drag + 2 * dt)
        let x2 = shownFrame(of: page.view).minX - releasedX
        let startSpeed = (4 * x1 - x2) / (2 * dt)
        #expect(abs(startSpeed - 360) < 5, "started at \(startSpeed) points per second")
        playback.play(until: PushAndPopScenes.grabReverse.duration)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window == nil && root.view.window === playback.window)
        #expect(shownFrame(of: root.view) == playback.window.bounds)
        #expect(navigation.transition?.animator == nil)
        #expect(
            root.log.entries == [
                "Home.viewWillAppear", "Home.viewDidAppear",
                "Home.viewWillDisappear", "Page.viewWillAppear",
                "Page.viewWillDisappear", "Page.viewDidDisappear",
                "Home.viewWillAppear", "Home.viewDidAppear",
            ])
    }

    @Test("the pop is grabbed, pulled back, then thrown: it finishes on a spring and pops")
    func grabThrow() throws {
        let playback = ScenePlayback(PushAndPopScenes.grabThrow)
        let navigation = try #require(playback.window.rootViewController as? PushPopNavigationController)
        let root = try #require(navigation.viewControllers.first as? PushAndPopRootViewController)
        let s = PushAndPopScenes.toss
        playback.play(until: s.back)
        let page = try #require(root.lastPage)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window === playback.window)
        let transition = try #require(navigation.transition)
        #expect(transition.operation == .pop)
        let animator = try #require(transition.animator)
        let began = s.grab + 2.0 / 60
        playback.play(until: began)
        let grabbed = (began - s.back) / PushPopTransition.duration
        #expect(abs(Double(animator.fractionComplete) - grabbed) < 1e-9)
        // Pulled 80 points left (the 13.3 of hysteresis not counted): the pop goes back.
        playback.play(until: s.grab + s.pull)
        let pulled = grabbed - Double(80 - 80.0 / 12 * 2) / 390
        #expect(abs(Double(animator.fractionComplete) - pulled) < 1e-9)
        #expect(abs(shownFrame(of: page.view).minX - 390 * CGFloat(pulled)) < 1e-6)
        // Thrown 200 points right at 1333 points per second: it finishes forward.
        playback.play(until: s.grab + s.pull + s.throwTime)
        #expect(!animator.isReversed && animator.isRunning)
        playback.play(until: PushAndPopScenes.grabThrow.duration)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window == nil && root.view.window === playback.window)
        #expect(shownFrame(of: root.view) == playback.window.bounds)
        #expect(
            Array(root.log.entries.suffix(4)) == [
                "Page.viewWillDisappear", "Home.viewWillAppear",
                "Page.viewDidDisappear", "Home.viewDidAppear",
            ])
    }
}
