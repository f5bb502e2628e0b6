/// Light or dark appearance, UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: follow the environment (as an override: no override).
    case unspecified = 0
    /// The light appearance: Interlude's windows' unless overridden.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
