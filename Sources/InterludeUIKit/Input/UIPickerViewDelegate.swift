import Foundation

/// How a picker view sizes and fills its rows and whom it tells of the user's choices, UIKit's
/// `UIPickerViewDelegate`. Every method is optional (a default implementation is provided).
///
/// A row shows the view from ``pickerView(_:viewForRow:forComponent:reusing:)`` when the delegate
/// implements it; otherwise a centred label with ``pickerView(_:attributedTitleForRow:forComponent:)``
/// when that gives one, else ``pickerView(_:titleForRow:forComponent:)``, as UIKit chooses.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of `component`'s rows. The default shares the picker's width equally among the
    /// components (see ``UIPickerView``).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows. The default is ``UIPickerView/defaultRowHeight``.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, drawn in the picker's label font and color. Default nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; preferred to the plain title when not nil. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The view of a row, given a view that left the wheel to reuse (or nil). The default makes the
    /// picker's own title label.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    /// The user chose `row` of `component`: the wheel came to rest on it after a drag or a tap.
    /// Not called for ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// The picker's width shared equally among the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    /// ``UIPickerView/defaultRowHeight``.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// Nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// The picker's title label for the row (see ``UIPickerViewDelegate``).
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.titleLabel(forRow: row, inComponent: component, reusing: view)
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
