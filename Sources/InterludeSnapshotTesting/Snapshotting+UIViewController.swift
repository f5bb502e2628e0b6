import Interlude
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller's pixels, compared exactly, on a screen of `UIScreen.main`'s size.
    public static var image: Snapshotting { .image() }

    /// A view controller's pixels on a device, compared with the given tolerances.
    ///
    /// A controller not on screen becomes the root of a fresh window of the device's size for the
    /// snapshot (it appears, and disappears again afterwards). A controller already shown as a
    /// window's root is drawn with its whole window — controllers it presents and transitions in
    /// flight included — at the window's size; any other controller on screen is drawn alone.
    ///
    /// - Parameters:
    ///   - config: The device: screen size (and safe area, see ``ViewImageConfig``).
    ///   - drawHierarchyInKeyWindow: Accepted for iOS test code; Interlude always draws the whole hierarchy.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A size instead of the device's.
    ///   - scale: Pixels per point; nil for the screen's (`UIScreen.main.scale`, 3).
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat? = nil
    ) -> Snapshotting {
        frames(
            at: nil, on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, scale: scale)
    }

    /// A view controller's pixels on a screen of `size` (`UIScreen.main`'s when nil).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS test code; Interlude always draws the whole hierarchy.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: The screen size in points.
    ///   - scale: Pixels per point; nil for the screen's (`UIScreen.main.scale`, 3).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, scale: CGFloat? = nil
    ) -> Snapshotting {
        image(
            on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, scale: scale)
    }

    /// A view controller's pixels `seconds` from now: its window's clock (a fresh window's when it
    /// is not on screen) advances by `seconds`, frame by frame, then it is drawn as ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:scale:)`` draws it.
    ///
    /// Start a transition, then snapshot it in flight:
    ///
    /// ```swift
    /// home.present(card, animated: true)
    /// assertSnapshot(of: home, as: .image(at: 0.15))
    /// ```
    ///
    /// - Parameters:
    ///   - seconds: How far to advance the clock first (≥ 0).
    ///   - config: The device for a controller not on screen.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - scale: Pixels per point; defaults to 1.
    public static func image(
        at seconds: Double, on config: ViewImageConfig = ViewImageConfig(), precision: Float = 1,
        perceptualPrecision: Float = 1, scale: CGFloat = 1
    ) -> Snapshotting {
        frames(at: [seconds], on: config, precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    }

    /// A filmstrip of a view controller at several moments: one PNG with the controller (as
    /// ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:scale:)`` draws it) at
    /// each time, seconds from now, side by side and labelled with the time.
    ///
    /// - Parameters:
    ///   - times: Seconds from now, ascending, each ≥ 0.
    ///   - config: The device for a controller not on screen.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - scale: Pixels per point; defaults to 1.
    public static func frames(
        at times: [Double], on config: ViewImageConfig = ViewImageConfig(), precision: Float = 1,
        perceptualPrecision: Float = 1, scale: CGFloat = 1
    ) -> Snapshotting {
        SnapshotMoments.check(times)
        return frames(
            at: times, on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: nil, scale: scale)
    }

    /// The controller at `times` (seconds from now; nil: now, without moving the clock).
    private static func frames(
        at times: [Double]?, on config: ViewImageConfig, precision: Float, perceptualPrecision: Float, size: CGSize?,
        scale: CGFloat?
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback {
            controller in
            onMainActor {
                let screen = size ?? config.size ?? UIScreen.main.bounds.size
                let host = SnapshotHost.hosting(controller, size: screen, safeArea: config.safeArea)
                defer { host.dispose() }
                let pixelScale = scale ?? UIScreen.main.scale
                guard let times else {
                    return SnapshotImage.image(SnapshotHost.render(controller, in: host.window, scale: pixelScale))
                }
                let start = host.window.clock.now
                let frames = times.map { time in
                    host.window.advance(to: start + time)
                    return SnapshotHost.render(controller, in: host.window, scale: pixelScale)
                }
                return SnapshotImage.image(SnapshotMoments.strip(frames, times: times))
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller hierarchy as text, with each view's presentation now:
    ///
    /// ```
    /// <HomeViewController "Home">, state: disappeared, view: <UIView> frame = (0 0; 390 844)
    ///    + <CardViewController>, state: appearing, view: <CardView> frame = (0 420.5; 390 423.5), alpha = 0.5
    /// ```
    ///
    /// Children are indented with `   | `, presented controllers with `   + `. Frames are the views'
    /// presentation frames in their superviews; `alpha` and `transform` (affine `[a, b, c, d, tx, ty]`,
    /// else the 4 × 4 matrix row by row) appear when not 1 and identity. A controller not on screen is
    /// first shown as the root of a window of `UIScreen.main`'s size, as iOS's strategy does.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            onMainActor {
                let host = SnapshotHost.hosting(controller, size: UIScreen.main.bounds.size, safeArea: .zero)
                defer { host.dispose() }
                return ViewDescription.hierarchy(controller)
            }
        }
    }

    /// The appearance callbacks sent while the clock of the controller's window advances `seconds`
    /// (frame by frame), in order, with their times from now — the rest of a transition started
    /// just before, for instance:
    ///
    /// ```swift
    /// home.present(card, animated: true)
    /// assertSnapshot(of: home, as: .appearanceLog(over: 0.6))
    /// ```
    ///
    /// ```
    /// 0.500 s  HomeViewController "Home": viewDidDisappear(true)
    /// 0.500 s  CardViewController: viewDidAppear(true)
    /// ```
    ///
    /// A controller not on screen is first shown as the root of a fresh window of
    /// `UIScreen.main`'s size, and its own appearance is logged at 0.
    ///
    /// - Parameter seconds: How far to advance the clock (≥ 0).
    public static func appearanceLog(over seconds: Double) -> Snapshotting {
        SnapshotMoments.check([seconds])
        return SimplySnapshotting.lines.pullback { controller in
            onMainActor {
                let log = AppearanceLogRecorder()
                var host: SnapshotHost?
                let text = log.recording {
                    let shown = SnapshotHost.hosting(controller, size: UIScreen.main.bounds.size, safeArea: .zero)
                    host = shown
                    log.start = shown.window.clock.now
                    log.clock = shown.window.clock
                    shown.window.advance(to: log.start + seconds)
                }
                // Taking a fresh window down again is not part of the log.
                host?.dispose()
                return text
            }
        }
    }

    /// The controller's view hierarchy as text (see `Snapshotting<UIView, String>.recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view hierarchy as text, on a device.
    ///
    /// - Parameters:
    ///   - config: The device for a controller not on screen.
    ///   - size: A size instead of the device's.
    public static func recursiveDescription(on config: ViewImageConfig = ViewImageConfig(), size: CGSize? = nil)
        -> Snapshotting
    {
        SimplySnapshotting.lines.pullback { controller in
            onMainActor {
                let host = SnapshotHost.hosting(
                    controller, size: size ?? config.size ?? UIScreen.main.bounds.size, safeArea: config.safeArea)
                defer { host.dispose() }
                controller.view.layoutIfNeeded()
                return ViewDescription.recursive(controller.view)
            }
        }
    }
}
