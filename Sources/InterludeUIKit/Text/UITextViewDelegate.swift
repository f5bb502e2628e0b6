import Foundation

/// Methods a text view's delegate implements to approve and follow editing, UIKit's
/// `UITextViewDelegate`; it is also the text view's scroll view delegate. Every method is optional
/// (a default implementation is provided).
///
/// Order when a text view becomes first responder: `textViewShouldBeginEditing`, then (the
/// previous first responder resigns) `textViewDidBeginEditing`; for each change typed:
/// `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChangeSelection` (the caret
/// moved) and `textViewDidChange`; when it resigns: `textViewShouldEndEditing` (not asked when
/// forced), then `textViewDidEndEditing`. Text changes made in code call none of them; a change of
/// `selectedRange` in code tells `textViewDidChangeSelection`. A tap on a link in a selectable text
/// view that is not editable asks `textView(_:shouldInteractWith:in:interaction:)`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (the text view may resign). Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended: the text view resigned.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (`selectedRange`) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether the text view may act on the link `URL` in `characterRange` (UTF-16 offsets) the
    /// user tapped: for `.invokeDefaultAction`, opening it with `UIApplication`. By default, what
    /// the older `textView(_:shouldInteractWith:in:)` answers.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
    /// The iOS 7 form of the link question, asked when the delegate does not implement the one with
    /// an interaction. Default true.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    /// True: editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True: editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True: every change is allowed.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// What `textView(_:shouldInteractWith:in:)` answers.
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { self.textView(textView, shouldInteractWith: URL, in: characterRange) }
    /// True: the text view opens the link, as by default
    /// (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:)-98tho).
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        true
    }
}

/// How the user interacts with a link or attachment in a text view, UIKit's `UITextItemInteraction`
/// (https://developer.apple.com/documentation/uikit/uitextiteminteraction). A tap asks for the
/// default action; Interlude has no long press or preview on text items.
public enum UITextItemInteraction: Int, Sendable {
    /// The default action: opening the link.
    case invokeDefaultAction = 0
    /// A list of actions for the item.
    case presentActions = 1
    /// A preview of the item's content.
    case preview = 2
}
