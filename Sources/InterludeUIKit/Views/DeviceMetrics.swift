/// The device an Interlude window stands for: an iPhone 14 — the 390 × 844-point, 3-pixels-per-point
/// screen that `UIScreen.main` and the scripted scenes already use — in whatever size the window has.
///
/// A window's safe-area insets are this device's, by orientation (a window wider than tall is in
/// landscape): in portrait the status bar at the top, which on this device is as tall as the
/// sensor housing (47 points), and the home indicator at the bottom (34 points); in landscape the
/// housing's 47 points on both sides and 21 points at the bottom, with no status bar (iPhones hide
/// it in landscape). Apple documents the screen's size and scale in the Human Interface
/// Guidelines' layout specifications
/// (https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions)
/// but publishes the insets only as what `safeAreaInsets` returns on the device or its simulator;
/// the numbers here are those values.
enum DeviceMetrics {
    /// The screen in points, portrait.
    static let portraitSize = CGSize(width: 390, height: 844)
    /// Pixels per point.
    static let scale: CGFloat = 3
    /// The status bar's height in portrait, in points.
    static let statusBarHeight: CGFloat = 47
    /// A full-screen window's safe-area insets in portrait.
    static let portraitSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// A full-screen window's safe-area insets in landscape.
    static let landscapeSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// Whether a window of `size` is in landscape (wider than tall).
    static func isLandscape(_ size: CGSize) -> Bool { size.width > size.height }

    /// The safe-area insets of a window of `size`.
    static func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        isLandscape(size) ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The status bar's frame in a window of `size` while it shows (zero in landscape, where
    /// iPhones have none).
    static func statusBarFrame(for size: CGSize) -> CGRect {
        isLandscape(size) ? .zero : CGRect(x: 0, y: 0, width: size.width, height: statusBarHeight)
    }
}
