/// The display a window is on.
///
/// There is no physical screen under Interlude: each window is its own device. `UIScreen.main`
/// measures the window a controller's view is being loaded for (the window it becomes the root of,
/// or the window of its parent or presenter), else the key window, else an iPhone-sized
/// 390 × 844 pt area (3 px per point). So a view loads at its own window's size however many
/// windows exist, and whichever of them is key.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen apps run on.
    public static let main = UIScreen()

    /// The default size when no window is key: an iPhone 14/15 in points.
    static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The screen's rectangle in points: the size of the window a view is being loaded for, else
    /// of the key window, else 390 × 844.
    public var bounds: CGRect {
        (loadingWindow ?? UIWindow.allWindows.last(where: \.isKeyWindow)).map { CGRect(origin: .zero, size: $0.bounds.size) }
            ?? Self.defaultBounds
    }

    /// The window whose controller's view is being loaded (innermost load first).
    private weak var loadingWindow: UIWindow?

    /// Runs `body` (a view being loaded) with ``bounds`` measuring `window`, when there is one.
    func measuring<T>(_ window: UIWindow?, _ body: () -> T) -> T {
        guard let window else { return body() }
        let outer = loadingWindow
        loadingWindow = window
        defer { loadingWindow = outer }
        return body()
    }

    /// Pixels per point. Defaults to 3.
    public var scale: CGFloat = 3

    /// Pixels per point of the physical screen: ``scale``, since no display zoom rescales the
    /// interface here.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels with the device upright in portrait, whatever the
    /// orientation (https://developer.apple.com/documentation/uikit/uiscreen/nativebounds): the
    /// ``bounds`` times ``nativeScale``, the shorter side as the width.
    public var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(
            x: 0, y: 0, width: min(size.width, size.height) * nativeScale,
            height: max(size.width, size.height) * nativeScale)
    }
}
