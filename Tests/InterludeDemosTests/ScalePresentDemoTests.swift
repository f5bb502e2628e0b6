import Testing
import Interlude
import InterludeDemoScenes
import InterludeDemos

@MainActor
@Suite("Demo: scale present (seed 002)")
struct ScalePresentDemoTests {
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    func shownScale(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).affineTransform().a }

    @Test("present scales the detail up from 0 over 0.4 s; Close shrinks it to 0 over the restored home")
    func scalePresentDismiss() throws {
        let playback = ScenePlayback(ScalePresentScenes.scale)
        let home = try #require(playback.window.rootViewController as? ScaleHomeViewController)
        let times = ScalePresentScenes.scaleTimes
        playback.play(until: times.present + 0.2)
        let detail = try #require(home.lastDetail)
        #expect(abs(shownScale(detail.view) - easeInOut.solve(0.5)) < 1e-6)
        #expect(home.view.window === playback.window)
        expectGoldenFrame(playback.window, named: "scale-present")
        playback.play(until: times.present + 0.4)
        #expect(shownScale(detail.view) == 1)
        #expect(home.presentedViewController === detail && detail.presentingViewController === home)
        #expect(home.view.window == nil)

        playback.play(until: times.close)
        // The dismiss puts the presenter back under the detail at once.
        #expect(home.view.window === playback.window)
        #expect(home.view.superview === detail.view.superview)
        playback.play(until: times.close + 0.1)
        #expect(abs(shownScale(detail.view) - (1 - easeInOut.solve(0.25))) < 1e-6)
        #expect(abs(playback.probe("detail.scale") - Double(1 - easeInOut.solve(0.25))) < 1e-6)
        playback.play(until: ScalePresentScenes.scale.duration)
        #expect(home.presentedViewController == nil)
        #expect(detail.view.window == nil)
        #expect(playback.window.subviews == [home.view])
        #expect(
            home.log.entries == [
                "Home.viewWillAppear", "Home.viewDidAppear",
                "Home.viewWillDisappear", "Detail.viewWillAppear", "Home.viewDidDisappear", "Detail.viewDidAppear",
                "Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear", "Home.viewDidAppear",
            ])
    }

    @Test(
        "the spring variant overshoots past 1 and settles at 1 in 0.8 s; the keyframe dismiss swells to 1.1, then shrinks and fades"
    )
    func springAndKeyframes() throws {
        let playback = ScenePlayback(ScalePresentScenes.springKeyframes)
        let home = try #require(playback.window.rootViewController as? ScaleHomeViewController)
        let times = ScalePresentScenes.springTimes
        // The scale follows UIKit's spring fitted to settle in 0.8 s at damping ratio 0.6 (no
        // initial velocity), from the tap: sampled every frame, its largest value overshoots 1.
        let spring = UnitSpring(
            SpringParameters.fitting(duration: 0.8, dampingRatio: Double(SpringKeyframeAnimationController.damping)))
        var largest: CGFloat = 0, expectedLargest = 0.0, time = times.present
        while time < times.present + 0.8 {
            time += 1.0 / 60
            playback.play(until: time)
            if let detail = home.lastDetail { largest = max(largest, shownScale(detail.view)) }
            expectedLargest = max(expectedLargest, spring.progress(at: time - times.present))
        }
        let detail = try #require(home.lastDetail)
        #expect(expectedLargest > 1.09, "damping 0.6 overshoots by several percent")
        #expect(abs(Double(largest) - expectedLargest) < 1e-9, "largest \(largest), spring \(expectedLargest)")
        playback.play(until: times.present + 0.8 + 1e-6)
        #expect(shownScale(detail.view) == 1)
        #expect(home.presentedViewController === detail)

        largest = 0
        var smallestOpacity: Float = 1
        time = times.close
        while time < times.close + 0.6 - 1e-9 {
            time += 1.0 / 120
            playback.play(until: time)
            largest = max(largest, shownScale(detail.view))
            smallestOpacity = min(smallestOpacity, (detail.view.layer.presentation() ?? detail.view.layer).opacity)
        }
        // The first keyframe ends exactly at 1.1 at 0.15 s, a sample time (a keyframe time is hit at
        // its value); the linear fade of the last half ends at 0 with the last sample.
        #expect(abs(largest - SpringKeyframeAnimationController.swell) < 1e-9)
        #expect(abs(smallestOpacity) < 1e-6)
        playback.play(until: ScalePresentScenes.springKeyframes.duration)
        #expect(home.presentedViewController == nil)
        #expect(detail.view.window == nil)
        #expect(home.view.window === playback.window)
    }
}
