/// The display a window is on.
///
/// There is no physical screen under Interlude: `UIScreen.main` measures the key window, or an
/// iPhone-sized 390 × 844 pt area (3 px per point) before any window is key.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen apps run on.
    public static let main = UIScreen()

    /// The default size when no window is key: an iPhone 14/15 in points.
    static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The screen's rectangle in points: the key window's bounds, or 390 × 844.
    public var bounds: CGRect {
        UIWindow.allWindows.last(where: \.isKeyWindow).map { CGRect(origin: .zero, size: $0.bounds.size) } ?? Self.defaultBounds
    }

    /// Pixels per point. Defaults to 3.
    public var scale: CGFloat = 3
}
