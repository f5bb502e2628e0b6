/// The contrast colors are shown with, following the Increase Contrast setting: UIKit's
/// `UIAccessibilityContrast`, with its raw values.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not set: follow the environment.
    case unspecified = -1
    /// Increase Contrast is off.
    case normal = 0
    /// Increase Contrast is on (``UIAccessibility/isDarkerSystemColorsEnabled``).
    case high = 1
}
