/// How the status bar animates a change of its visibility, UIKit's `UIStatusBarAnimation`, with
/// its raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade. The default.
    case fade = 1
    /// A slide.
    case slide = 2
}
