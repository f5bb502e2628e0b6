/// The kind of device an interface is designed for, UIKit's `UIUserInterfaceIdiom`, with its raw
/// values. Interlude's windows are `.phone`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac running the app with the Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
