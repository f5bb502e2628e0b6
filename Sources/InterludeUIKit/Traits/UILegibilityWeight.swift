/// The weight text is drawn at, following the Bold Text setting: UIKit's `UILegibilityWeight`,
/// with its raw values.
public enum UILegibilityWeight: Int, Sendable {
    /// Not set: follow the environment.
    case unspecified = -1
    /// Bold Text is off.
    case regular = 0
    /// Bold Text is on (``UIAccessibility/isBoldTextEnabled``).
    case bold = 1
}
