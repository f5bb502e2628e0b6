import Foundation

/// Methods a text field's delegate implements to approve and follow editing, UIKit's
/// `UITextFieldDelegate`. Every method is optional (a default implementation is provided).
///
/// Order when a field becomes first responder: `textFieldShouldBeginEditing`, then (the previous
/// first responder resigns) `textFieldDidBeginEditing`; when it resigns:
/// `textFieldShouldEndEditing` (not asked when forced), then `textFieldDidEndEditing(_:reason:)`,
/// whose default calls `textFieldDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field may resign). Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`. The default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`. Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; return whether the field does its default (nothing more here).
    /// Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection (here, the caret at the end) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// True: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True: editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True: every change is allowed.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// True: clearing is allowed.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
