import Interlude
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A view's pixels, compared exactly, at the screen's scale.
    public static var image: Snapshotting { .image() }

    /// A view's pixels as presented now, compared with the given tolerances.
    ///
    /// A view outside any window is put at the top-left corner of a window of its size (or `size`)
    /// for the snapshot, then put back where it was; a view in a window is drawn where it is. Only
    /// the view and its subviews are drawn, on a transparent background.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS test code; Interlude always draws the whole
    ///     hierarchy, visual effects included.
    ///   - precision: The share of bytes that must match, 0…1 (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A size for the view instead of its own.
    ///   - scale: Pixels per point; nil for the screen's (`UIScreen.main.scale`, 3).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, scale: CGFloat? = nil
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback {
            view in
            onMainActor {
                let host = SnapshotHost.hosting(view, size: size)
                defer { host.dispose() }
                return SnapshotImage.image(SnapshotHost.render(view, scale: scale ?? UIScreen.main.scale))
            }
        }
    }

    /// A view's pixels `seconds` from now: the clock of its window (a fresh one when it has none)
    /// advances by `seconds`, frame by frame, then the view is drawn.
    ///
    /// - Parameters:
    ///   - seconds: How far to advance the clock first (≥ 0).
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A size for a view outside any window instead of its own.
    ///   - scale: Pixels per point; defaults to 1.
    public static func image(
        at seconds: Double, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
    ) -> Snapshotting {
        frames(at: [seconds], precision: precision, perceptualPrecision: perceptualPrecision, size: size, scale: scale)
    }

    /// A filmstrip of a view at several moments: one PNG with the view at each time (seconds from
    /// now, ascending) side by side, each labelled with its time. The view's window clock is
    /// advanced to each time in turn.
    ///
    /// - Parameters:
    ///   - times: Seconds from now, ascending, each ≥ 0.
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - size: A size for a view outside any window instead of its own.
    ///   - scale: Pixels per point; defaults to 1.
    public static func frames(
        at times: [Double], precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1
    ) -> Snapshotting {
        SnapshotMoments.check(times)
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in
                onMainActor {
                    let host = SnapshotHost.hosting(view, size: size)
                    defer { host.dispose() }
                    let start = host.window.clock.now
                    let frames = times.map { time in
                        host.window.advance(to: start + time)
                        return SnapshotHost.render(view, scale: scale)
                    }
                    return SnapshotImage.image(SnapshotMoments.strip(frames, times: times))
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's hierarchy as text, one view a line (see ``recursiveDescription(size:)``).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's hierarchy as text, one view a line, subviews indented with `   | `, as UIKit's
    /// `recursiveDescription` prints it without addresses:
    /// `<UILabel; frame = (20 40; 200 21); text = 'Hello'; layer = <CALayer>>`.
    ///
    /// Frames are model values; `alpha`, `hidden`, `opaque = NO`, `clipsToBounds`,
    /// `userInteractionEnabled = NO` and a non-identity `transform` appear when they differ from
    /// the defaults.
    ///
    /// - Parameter size: A size for the view instead of its own (it is laid out at that size).
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            onMainActor {
                let host = SnapshotHost.hosting(view, size: size)
                defer { host.dispose() }
                view.layoutIfNeeded()
                return ViewDescription.recursive(view)
            }
        }
    }
}
