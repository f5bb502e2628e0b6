import Foundation

/// Methods a text view's delegate implements to approve and follow editing, UIKit's
/// `UITextViewDelegate`; it is also the text view's scroll view delegate. Every method is optional
/// (a default implementation is provided).
///
/// Order when a text view becomes first responder: `textViewShouldBeginEditing`, then (the
/// previous first responder resigns) `textViewDidBeginEditing`; for each change typed:
/// `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChangeSelection` (the caret
/// moved) and `textViewDidChange`; when it resigns: `textViewShouldEndEditing` (not asked when
/// forced), then `textViewDidEndEditing`. Changes made in code call none of them.
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
    /// The selection (here, the caret at the end) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
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
}
