/// How much room an interface has in one dimension, UIKit's `UIUserInterfaceSizeClass`, with its
/// raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not set: a trait collection that does not say.
    case unspecified = 0
    /// A constrained dimension: every iPhone's width, and its height in landscape.
    case compact = 1
    /// An expansive dimension: an iPhone's height in portrait.
    case regular = 2
}
