/// The layout direction a trait collection says, UIKit's `UITraitEnvironmentLayoutDirection`, with
/// its raw values. A window's is the app's direction (``UIApplication/userInterfaceLayoutDirection``).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
