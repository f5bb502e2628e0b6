import Foundation

/// Text input the system's text services drive, UIKit's `UITextInput`: positions and ranges in a
/// document, the selection, replacement, a tokenizer, and where the text is on screen. `UITextView`
/// and `UITextField` adopt it.
///
/// Interlude's protocol holds the members its text inputs implement; marked text, the input
/// delegate, writing directions, `position(within:farthestIn:)` and
/// `characterRange(byExtending:in:)` are not part of it yet (see the API audit).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`; nil when it reaches outside the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` places from `position`.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` places (characters, or lines up and down) from `position` in a
    /// layout direction.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// Whether `position` comes before, at or after `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How many places `toPosition` is after `from`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// What finds the document's characters, words, sentences, paragraphs and lines.
    var tokenizer: UITextInputTokenizer { get }
    /// The rectangle around the part of `range` on its first line.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangle the caret is drawn in at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles a selection of `range` is drawn in, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position of `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}
