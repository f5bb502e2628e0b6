import Foundation

/// What finds the units of a text input's document — characters, words, sentences, paragraphs,
/// lines, the document — UIKit's `UITextInputTokenizer`
/// (https://developer.apple.com/documentation/uikit/uitextinputtokenizer).
///
/// A unit is a range of the document. A direction says which side of a position is looked at:
/// forward (`.storage(.forward)`, `.layout(.right)`, `.layout(.down)`) the text after it, backward
/// (`.storage(.backward)`, `.layout(.left)`, `.layout(.up)`) the text before it (Interlude lays
/// text out left to right).
@preconcurrency @MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The range of the unit of `granularity` on `direction`'s side of `position`: forward, the
    /// one that starts at or goes on past it; backward, the one that ends at or began before it.
    /// Nil when no unit is there (between words, say).
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is where a unit of `granularity` ends (forward) or starts (backward).
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    /// The next position in `direction` where a unit ends (forward) or starts (backward); nil
    /// when there is none.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether a unit of `granularity` is on `direction`'s side of `position`: forward, one that
    /// starts at or goes on past it; backward, one that ends at or began before it.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
}
