import Interlude
import InterludeExport
import SnapshotTesting

extension Snapshotting where Value == ScriptedScene, Format == UIImage {
    /// A scene at one moment: built in a fresh window, its cues played up to `seconds` from its
    /// start (the clock advancing frame by frame), then the window drawn — the frame
    /// `interlude render SCENE --time SECONDS` writes.
    ///
    /// - Parameters:
    ///   - seconds: Seconds from the start of the scene's script (≥ 0).
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A window size instead of the scene's own.
    ///   - scale: Pixels per point; defaults to 1.
    public static func image(
        at seconds: Double, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
    ) -> Snapshotting {
        frames(at: [seconds], precision: precision, perceptualPrecision: perceptualPrecision, size: size, scale: scale)
    }

    /// A filmstrip of a scene: one PNG with the window at each time (seconds from the scene's start,
    /// ascending) side by side, each labelled with its time.
    ///
    /// - Parameters:
    ///   - times: Seconds from the start of the script, ascending, each ≥ 0.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A window size instead of the scene's own.
    ///   - scale: Pixels per point; defaults to 1.
    public static func frames(
        at times: [Double], precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
    ) -> Snapshotting {
        SnapshotMoments.check(times)
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { scene in
                onMainActor {
                    let previousClock = MediaClock.key
                    defer { MediaClock.key = previousClock }
                    let (window, script) = scene.instantiate(size: size)
                    var player = ScriptPlayer(window: window, script: script)
                    let frames = times.map { time in
                        player.play(until: time)
                        return window.renderFrame(scale: scale)
                    }
                    return SnapshotImage.image(SnapshotMoments.strip(frames, times: times))
                }
            }
    }
}

extension Snapshotting where Value == ScriptedScene, Format == String {
    /// Every appearance callback the scene's controllers receive over its whole duration, in order,
    /// one a line with the time it was sent (see ``appearanceLog(until:size:)``).
    public static var appearanceLog: Snapshotting { .appearanceLog() }

    /// Every appearance callback the scene's controllers receive from the moment it is built until
    /// `seconds` from its start (its own duration when nil), in the order sent:
    ///
    /// ```
    /// 0.000 s  HomeViewController "Home": viewWillAppear(false)
    /// 0.000 s  HomeViewController "Home": viewIsAppearing(false)
    /// 0.017 s  HomeViewController "Home": viewDidAppear(false)
    /// 0.100 s  HomeViewController "Home": viewWillDisappear(true)
    /// 0.100 s  CardViewController: viewWillAppear(true)
    /// ```
    ///
    /// Times are seconds on the window's clock from the scene's start; controllers are named by
    /// class and title.
    ///
    /// - Parameters:
    ///   - seconds: How long to play the scene.
    ///   - size: A window size instead of the scene's own.
    public static func appearanceLog(until seconds: Double? = nil, size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { scene in
            onMainActor {
                let previousClock = MediaClock.key
                defer { MediaClock.key = previousClock }
                let log = AppearanceLogRecorder()
                return log.recording {
                    let (window, script) = scene.instantiate(size: size)
                    log.start = window.clock.now
                    log.clock = window.clock
                    var player = ScriptPlayer(window: window, script: script)
                    player.play(until: seconds ?? scene.duration)
                }
            }
        }
    }
}
