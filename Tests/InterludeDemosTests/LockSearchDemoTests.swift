import Testing
import Interlude
import InterludeExport
@testable import InterludeDemoScenes
@testable import InterludeDemos

/// y of the cubic Bézier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1) where its x is `x`, solved by
/// bisection on the curve parameter (independent of Interlude's solver).
func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// The LockSearch demo (seed 003, parts 20–23), played through its scenes.
@MainActor
@Suite("Demo: LockSearch")
struct LockSearchDemoTests {
    private func open(_ scene: ScriptedScene) throws -> (ScenePlayback, LockScreenViewController) {
        let playback = ScenePlayback(scene)
        let lock = try #require(playback.window.rootViewController as? LockScreenViewController)
        return (playback, lock)
    }

    @Test("the widget list is a UITableView of UITableViewCells; the icons are a UICollectionView; the bar a UISearchBar")
    func realClasses() throws {
        let (playback, lock) = try open(LockSearchScenes.searchBlur)
        playback.play(until: 0.8)
        let favorites = try #require(lock.favorites)
        #expect(lock.tableView.visibleCells.count == 3)
        #expect(lock.tableView.visibleCells.map { String(describing: type(of: $0)) } == ["WidgetCell", "UpNextCell", "EditCell"])
        // Rows are self-sizing: each card's constraints plus the 12 pt gap (no separators).
        #expect(lock.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 16, width: 390, height: 142))
        #expect(lock.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 158, width: 390, height: 116))
        #expect(lock.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 274, width: 390, height: 56))
        #expect(favorites.cardView.frame == CGRect(x: 16, y: 0, width: 358, height: 130))
        #expect(favorites.widgetHeight.constant == 130 && favorites.widgetHeight.firstItem === favorites.cardView)
        let icons = favorites.widgetView.collectionView
        #expect(icons.numberOfItems(inSection: 0) == 4 && icons.visibleCells.count == 4)
        let second = try #require(favorites.widgetView.iconCell(at: 1))
        // Four 70 pt icons and five equal gaps of (358 − 280) / 5 = 15.6 pt, 8 pt from the top.
        #expect(abs(second.frame.minX - (15.6 * 2 + 70)) < 1e-9 && second.frame.minY == 8)
        #expect(lock.searchBar.showsSearchResultsButton && lock.searchBar.delegate === lock)
    }

    @Test(
        "opening: the list scales up from 0.67 and fades in (0.33 s); the clock's top constraint drops from −60 by 150 to 90 on the spring"
    )
    func opening() throws {
        let (playback, lock) = try open(LockSearchScenes.searchBlur)
        playback.play(until: 0)
        #expect(abs(playback.probe("list.scale") - 0.67) < 1e-9 && playback.probe("list.opacity") == 0)
        #expect(lock.dateTopConstraint.constant == -60, "viewWillAppear lifted the label from 40 by 100")
        #expect(lock.dateTopConstraint.firstItem === lock.timeLabel && lock.dateTopConstraint.secondItem === lock.view)
        #expect(lock.timeLabel.frame.minY == -60 && lock.dateLabel.frame.minY == 24)
        // viewDidAppear comes with the window's first frame: the constraint holds its new constant
        // at once, and the label's shown top follows the spring UIKit fits to 1 s at damping ratio
        // 0.55 (its centre is 42 pt lower) from −60 to 90, overshooting on the way.
        let start = 1.0 / 60
        playback.play(until: start)
        #expect(lock.dateTopConstraint.constant == 90, "viewDidAppear added 150 to the −60 of viewWillAppear")
        let spring = UnitSpring(SpringParameters.fitting(duration: 1, dampingRatio: 0.55))
        var overshoot = -Double.infinity
        for frame in 1...30 {
            let t = start + Double(frame) / 60
            playback.play(until: t)
            let top = playback.probe("time.y") - 42
            overshoot = max(overshoot, top)
            #expect(abs(top - (-60 + 150 * spring.progress(at: t - start))) < 1e-6, "frame \(frame): \(top)")
        }
        #expect(overshoot > 90, "a 0.55 damping ratio overshoots")
        playback.play(until: 0.4)
        #expect(abs(playback.probe("list.scale") - 1) < 1e-9 && abs(playback.probe("list.opacity") - 1) < 1e-9)
        playback.play(until: 0.95)
        #expect(lock.timeLabel.frame.minY == 90 && lock.dateLabel.frame.minY == 174)
        #expect(lock.log.entries == ["Lock.viewWillAppear", "Lock.viewDidAppear"])
    }

    @Test(
        "search: blur to .dark (20 pt), list to 0.75 and 0.33 on the seed's Bézier (0.57, −0.4, 0.96, 0.87) over 0.55 s; Cancel reverses"
    )
    func searchBlur() throws {
        let (playback, lock) = try open(LockSearchScenes.searchBlur)
        playback.play(until: 1.0)
        #expect(lock.searchBar.isFirstResponder && lock.log.entries.last == "search began")
        // The curve starts below zero: early on the list grows a little before it shrinks.
        playback.play(until: 1.0 + 0.55 * 0.2)
        let early = bezierProgress(0.57, -0.4, 0.96, 0.87, at: 0.2)
        #expect(early < 0 && abs(playback.probe("list.scale") - (1 - 0.25 * early)) < 1e-9)
        #expect(playback.probe("blur.radius") == 0, "a blur below nil's 0 shows none")
        playback.play(until: 1.0 + 0.55 * 0.6)
        let p = bezierProgress(0.57, -0.4, 0.96, 0.87, at: 0.6)
        #expect(abs(playback.probe("blur.radius") - 20 * p) < 1e-9)
        #expect(abs(playback.probe("list.scale") - (1 - 0.25 * p)) < 1e-9)
        #expect(abs(playback.probe("list.opacity") - (1 - 0.67 * p)) < 1e-6, "opacity is a Float")
        playback.play(until: 2.0)
        #expect(playback.probe("blur.radius") == 20 && playback.probe("list.scale") == 0.75)
        #expect(abs(playback.probe("list.opacity") - 0.33) < 1e-6)
        playback.play(until: 2.9)
        #expect(!lock.searchBar.isFirstResponder && lock.log.entries.last == "search ended")
        #expect(lock.blurView.effect == nil && playback.probe("blur.radius") == 0 && playback.probe("list.scale") == 1)
    }

    @Test(
        "selecting an icon cell jiggles the icon ±π/8; a tap while it runs is ignored; the next one starts a new jiggle"
    )
    func jiggleGuard() throws {
        let (playback, lock) = try open(LockSearchScenes.searchBlur)
        playback.play(until: 2.9)
        let icon = try #require(lock.favorites?.widgetView.iconCell(at: 1))
        playback.play(until: 3.0)
        #expect(lock.favorites?.widgetView.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let first = icon.animator
        #expect(first?.isRunning == true)
        var angles: [Double] = []
        for frame in 1...20 {
            playback.play(until: 3.0 + Double(frame) / 60)
            angles.append(playback.probe("icon.rotation"))
            if frame == 9 { #expect(icon.animator === first, "the tap at 3.15 s was ignored") }
        }
        // The keyframes reach −π/8 at 0.25 and +π/8 at 0.75 (where the third keyframe cuts the
        // second short), then 0 at 1, on the animator's time mapped by its default ease-in-out.
        let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
        let keyTimes = [0, 0.25, 0.75, 1], keyAngles = [0, -Double.pi / 8, Double.pi / 8, 0]
        let expected = (1...20).map { frame -> Double in
            let u = easeInOut.solve(min(1, Double(frame) / 60 / 0.33))
            let segment = (0..<3).first { u <= keyTimes[$0 + 1] } ?? 2
            let f = (u - keyTimes[segment]) / (keyTimes[segment + 1] - keyTimes[segment])
            return keyAngles[segment] + (keyAngles[segment + 1] - keyAngles[segment]) * f
        }
        for (frame, (angle, expectedAngle)) in zip(angles, expected).enumerated() {
            #expect(abs(angle - expectedAngle) < 1e-9, "frame \(frame + 1): \(angle), expected \(expectedAngle)")
        }
        #expect(icon.icon.transform.isIdentity)
        playback.play(until: 3.6)
        #expect(icon.animator !== first && icon.animator?.isRunning == true)
    }

    @Test(
        "Show More springs the card's height constraint 130 → 230 pt (damping ratio 300/(2√(30·1000)) ≈ 0.87 overshoots); the table grows the row and moves the rows below by 100 pt"
    )
    func showMore() throws {
        let (playback, lock) = try open(LockSearchScenes.showMore)
        playback.play(until: 0.75)
        let card = try #require(lock.favorites)
        let row = IndexPath(row: 0, section: 0)
        #expect(card.widgetHeight.constant == 130 && lock.tableView.rectForRow(at: row).height == 142)
        #expect(playback.probe("edit.top") == 274)
        playback.play(until: 0.8)
        #expect(card.showsMore && card.showMoreButton.currentTitle == "Show Less")
        // The constraint holds its new constant at once, and endUpdates measured the row from it.
        #expect(card.widgetHeight.constant == 230)
        #expect(lock.tableView.rectForRow(at: row).height == 242)
        #expect(card.widgetView.collectionView.numberOfItems(inSection: 0) == 8, "the second row is loaded at once")
        var heights: [Double] = [], editTops: [Double] = []
        for frame in 1...84 {
            playback.play(until: 0.8 + Double(frame) / 60)
            heights.append(playback.probe("favorites.height"))
            editTops.append(playback.probe("edit.top"))
        }
        // The card's height follows the physical spring with the initial velocity's dx (5 per
        // second); the rows below move their position's y, which takes the velocity's dy (0): the
        // table's row animation runs inside the animator, on its spring. The animator lasts the
        // spring's settling time, under the 1.4 s sampled, after which the values are the model's.
        let spring = UnitSpring(mass: 30, stiffness: 1000, damping: 300, initialVelocity: 5)
        let springY = UnitSpring(mass: 30, stiffness: 1000, damping: 300, initialVelocity: 0)
        try #require(spring.settlingDuration() < 84.0 / 60)
        for frame in [1, 6, 12, 24, 36] {
            let t = Double(frame) / 60
            #expect(abs(heights[frame - 1] - (130 + 100 * spring.progress(at: t))) < 1e-6, "card, frame \(frame)")
            #expect(abs(editTops[frame - 1] - (274 + 100 * springY.progress(at: t))) < 1e-6, "Edit row, frame \(frame)")
        }
        let expected = (1...84).map { 130 + 100 * spring.progress(at: Double($0) / 60) }
        #expect(abs((heights.max() ?? .nan) - (expected.max() ?? .nan)) < 1e-6, "overshoot of the 0.87 damping ratio")
        #expect(heights.last == 230 && editTops.last == 374)
        #expect(card.cardView.frame.height == 230 && card.frame.height == 242)
        #expect(card.widgetView.iconCell(at: 4) != nil, "the second row of icons shows")
        playback.play(until: 4.0)
        #expect(!card.showsMore && card.showMoreButton.currentTitle == "Show More" && card.widgetHeight.constant == 130)
        #expect(lock.tableView.rectForRow(at: row).height == 142 && playback.probe("edit.top") == 274)
        #expect(card.widgetView.collectionView.numberOfItems(inSection: 0) == 4 && card.widgetView.iconCell(at: 4) == nil)
    }

    @Test(
        "press preview: scrubbed by the press (blur 20 × p, menu 1.5× then turning −π/8), finished into the menu, reset by a tap")
    func previewFinished() throws {
        let (playback, lock) = try open(LockSearchScenes.preview)
        // The press begins 0.2 s after the finger goes down at 0.8 s and deepens over 0.8 s.
        playback.play(until: 1.2)
        #expect(abs(playback.probe("preview.fractionComplete") - 0.25) < 1e-9)
        #expect(abs(playback.probe("blur.radius") - 5) < 1e-6 && abs(playback.probe("menu.scale") - 1.25) < 1e-6)
        playback.play(until: 1.6)
        let t = lock.previewEffectView.layer.presentation()!.affineTransform()
        #expect(abs(atan2(Double(t.b), Double(t.a)) + .pi / 16) < 1e-6, "halfway through the second keyframe")
        #expect(abs(playback.probe("menu.scale") - 1.5) < 1e-6)
        playback.play(until: 1.8)
        #expect(lock.previewAnimator == nil && lock.log.entries.suffix(2) == ["preview started", "preview finished"])
        #expect(lock.blurView.isUserInteractionEnabled)
        playback.play(until: 2.4)
        // The icon's frame in the lock screen: (16 + 15.6 + 5, 270 + 16 + 36 + 8) = (36.6, 330), 60 pt.
        let menu = lock.previewEffectView.frame
        #expect(abs(menu.minX - (36.6 - 36.6 / 2.5)) < 1e-6 && abs(menu.minY - (390 - 140)) < 1e-6)
        #expect(abs(menu.width - 180) < 1e-6 && abs(menu.height - 60) < 1e-6)
        #expect(playback.probe("blur.radius") == 20 && lock.previewEffectView.contentView.alpha == 1)
        expectGoldenFrame(playback.window, named: "locksearch-preview-menu")
        playback.play(until: 3.6)
        #expect(lock.log.entries.last == "menu dismissed")
        #expect(lock.previewEffectView.superview == nil && lock.previewView?.superview == nil)
        #expect(lock.blurView.effect == nil && !lock.blurView.isUserInteractionEnabled)
    }

    @Test("press preview released early: the animator reverses from where the press left it and cleans up at .start")
    func previewCancelled() throws {
        let (playback, lock) = try open(LockSearchScenes.preview)
        playback.play(until: 4.3)
        #expect(lock.log.entries.last == "preview cancelled")
        let animator = try #require(lock.previewAnimator)
        #expect(animator.isReversed && animator.isRunning)
        #expect(abs(playback.probe("blur.radius") - 20 * 0.375) < 1e-6, "0.3 s of the 0.8 s press")
        // After the linear scrub the reversed animator restarts its ease-in curve from what shows
        // (0.375) back to 0 over the time left, 0.375 × 0.5 s: 0.15 s later is 0.8 of that time.
        playback.play(until: 4.45)
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        #expect(abs(playback.probe("blur.radius") - 20 * 0.375 * (1 - easeIn.solve(0.8))) < 1e-9)
        playback.play(until: 5.0)
        #expect(lock.previewEffectView.superview == nil && lock.previewView?.superview == nil)
        #expect(lock.blurView.effect == nil && playback.probe("blur.radius") == 0)
    }

    @Test("Edit presents the settings in 0.75 s: the blur (aux, ease-out) and the slide; Cancel dismisses and unblurs")
    func settings() throws {
        let (playback, lock) = try open(LockSearchScenes.settings)
        playback.play(until: 0.8 + 0.375)
        let settings = try #require(lock.settingsController)
        #expect(abs(playback.probe("transition.fractionComplete") - 0.5) < 1e-9)
        // The animation's solver stops within CubicBezier.defaultEpsilon of x, and the ease-out's
        // slope at 0.5 is below 2: within 20 × 2 × ε of the bisected value.
        #expect(
            abs(playback.probe("blur.radius") - 20 * bezierProgress(0, 0, 0.58, 1, at: 0.5))
                < 20 * 2 * CubicBezier.defaultEpsilon)
        playback.play(until: 1.6)
        #expect(lock.presentedViewController === settings)
        #expect(settings.view.transform == CGAffineTransform(translationX: 0, y: 100) && settings.view.alpha == 1)
        #expect(playback.probe("settings.top") == 100 && playback.probe("blur.radius") == 20)
        #expect(lock.view.window === playback.window, "over full screen keeps the lock screen")
        playback.play(until: 3.4)
        #expect(lock.presentedViewController == nil && settings.view.window == nil)
        #expect(playback.window.subviews == [lock.view])
        #expect(lock.blurView.effect == nil && playback.probe("blur.radius") == 0)
        #expect(
            lock.log.entries == [
                "Lock.viewWillAppear", "Lock.viewDidAppear",
                "Settings.viewWillAppear", "Settings.viewDidAppear",
                "Settings.viewWillDisappear", "Settings.viewDidDisappear",
            ])
    }

    @Test("pull down: progress (−offset − 30) / 90 scrubs the transition; released at 0.32 it cancels, past 0.5 it finishes")
    func pullToPresent() throws {
        let (playback, lock) = try open(LockSearchScenes.pullToPresent)
        playback.play(until: 1.3)
        let progress = Double(LockScreenViewController.pullProgress(lock.tableView))
        #expect(progress > 0 && abs(playback.probe("transition.fractionComplete") - progress) < 1e-9)
        playback.play(until: 1.4)
        #expect(lock.presentTransition.animator?.isReversed == true, "released below half")
        playback.play(until: 2.2)
        #expect(lock.presentedViewController == nil && playback.window.subviews == [lock.view])
        #expect(lock.blurView.effect == nil && lock.tableView.transform.isIdentity)
        playback.play(until: 2.95)
        #expect(
            abs(
                playback.probe("transition.fractionComplete")
                    - Double(LockScreenViewController.pullProgress(lock.tableView))) < 1e-9)
        playback.play(until: 4.2)
        #expect(lock.presentedViewController === lock.settingsController)
        #expect(playback.probe("settings.top") == 100 && playback.probe("blur.radius") == 20)
        #expect(lock.tableView.contentOffset.y == 0, "the list bounced back under the settings")
        #expect(
            lock.log.entries == [
                "Lock.viewWillAppear", "Lock.viewDidAppear",
                "Settings.viewWillAppear", "Settings.viewWillDisappear", "Settings.viewDidDisappear",
                "Settings.viewWillAppear", "Settings.viewDidAppear",
            ])
    }

    @Test("a touch pauses Edit's presentation where it is; a swipe up cancels it, a swipe down finishes it")
    func pauseAndSwipe() throws {
        let (playback, lock) = try open(LockSearchScenes.pauseAndSwipe)
        playback.play(until: 1.0)
        let paused = playback.probe("transition.fractionComplete")
        #expect(abs(paused - 0.2 / 0.75) < 1e-9)
        #expect(lock.presentTransition.animator?.isRunning == false)
        playback.play(until: 1.12)
        #expect(playback.probe("transition.fractionComplete") == paused, "still paused until the finger is 40 pt away")
        playback.play(until: 1.25)
        #expect(lock.presentTransition.animator?.isReversed == true)
        playback.play(until: 2.0)
        #expect(lock.presentedViewController == nil && lock.blurView.effect == nil)
        playback.play(until: 2.6)
        #expect(lock.presentTransition.animator?.isRunning == false)
        playback.play(until: 4.2)
        #expect(lock.presentedViewController === lock.settingsController)
        #expect(playback.probe("settings.top") == 100 && playback.probe("blur.radius") == 20)
    }
}
