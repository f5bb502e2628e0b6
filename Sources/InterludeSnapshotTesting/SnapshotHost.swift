import Interlude

/// Puts a view or a view controller on screen for a snapshot and takes it off again afterwards,
/// as swift-snapshot-testing does on iOS; one already in a window stays where it is.
@MainActor
final class SnapshotHost {
    /// The window the snapshot is taken in.
    let window: UIWindow
    /// Whether the host made `window` (and so takes it down in ``dispose()``).
    let ownsWindow: Bool
    private var restore: () -> Void

    private init(window: UIWindow, ownsWindow: Bool, restore: @escaping () -> Void) {
        self.window = window
        self.ownsWindow = ownsWindow
        self.restore = restore
    }

    /// `view`'s own window, or a fresh one of `size` (the view's size when nil) holding the view at
    /// its top-left corner, with no safe-area insets (as on iOS).
    static func hosting(_ view: UIView, size: CGSize?) -> SnapshotHost {
        if let window = view.window { return SnapshotHost(window: window, ownsWindow: false, restore: {}) }
        let previousClock = MediaClock.key
        let superview = view.superview, index = superview?.subviews.firstIndex(of: view)
        // Center and bounds rather than the frame, which a transform makes ambiguous.
        let center = view.center, bounds = view.bounds
        let shown = size ?? bounds.size
        let window = SnapshotWindow(frame: CGRect(origin: .zero, size: shown))
        window.backgroundColor = nil
        view.bounds.size = shown
        view.center = CGPoint(x: shown.width / 2, y: shown.height / 2)
        window.addSubview(view)
        window.layoutIfNeeded()
        return SnapshotHost(window: window, ownsWindow: true) {
            view.removeFromSuperview()
            view.bounds = bounds
            view.center = center
            if let superview { superview.insertSubview(view, at: min(index ?? 0, superview.subviews.count)) }
            MediaClock.key = previousClock
        }
    }

    /// `controller`'s window when its view is on screen, or a fresh window of `size` with the
    /// controller as its root, appeared (one clock step taken so `viewDidAppear` has been sent); a
    /// fresh window reports `safeArea` as its safe-area insets.
    static func hosting(_ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets) -> SnapshotHost {
        if let window = controller.viewIfLoaded?.window {
            return SnapshotHost(window: window, ownsWindow: false, restore: {})
        }
        let previousClock = MediaClock.key
        let window = SnapshotWindow(frame: CGRect(origin: .zero, size: size))
        window.configuredSafeArea = safeArea
        window.backgroundColor = .white
        window.rootViewController = controller
        window.advance(by: 0)
        return SnapshotHost(window: window, ownsWindow: true) {
            window.rootViewController = nil
            window.isHidden = true
            MediaClock.key = previousClock
        }
    }

    /// Takes down what `hosting` put up; the view or controller is back where it was.
    func dispose() {
        restore()
        restore = {}
    }

    /// `view` drawn alone (its own bounds, transparent where it draws nothing) as presented now.
    static func render(_ view: UIView, scale: CGFloat) -> RenderedFrame {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else {
            return RenderedFrame(width: 0, height: 0, bytesPerRow: 0, pixels: [], scale: scale, time: 0)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }
        return SnapshotImage.frame(image)
    }

    /// What the snapshot of `controller` shows: its window when it is the window's root (presented
    /// controllers and transitions in flight included), else its view alone.
    static func render(_ controller: UIViewController, in window: UIWindow, scale: CGFloat) -> RenderedFrame {
        if window.rootViewController === controller { return window.renderFrame(scale: scale) }
        return render(controller.view, scale: scale)
    }
}
