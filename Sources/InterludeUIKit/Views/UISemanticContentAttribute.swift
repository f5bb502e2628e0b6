/// What a view's content means for right-to-left layouts, UIKit's `UISemanticContentAttribute`,
/// with its raw values: whether the view flips when the interface reads right to left
/// (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute).
public enum UISemanticContentAttribute: Int, Sendable {
    /// The default: the view follows the layout direction of its environment.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): always laid out left to right.
    case playback = 1
    /// Controls that stand for physical directions (a D-pad, text-alignment segments): always
    /// laid out left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
