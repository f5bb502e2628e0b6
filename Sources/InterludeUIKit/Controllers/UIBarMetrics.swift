/// The bar heights a background image is set for, UIKit's `UIBarMetrics` (with its raw values).
public enum UIBarMetrics: Int, Sendable {
    /// The standard height.
    case `default` = 0
    /// The compact height (iPhone in landscape).
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits, UIKit's `UIBarPosition` (with its raw values).
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching up behind the status bar.
    case topAttached = 3
}
