/// When views hear that their tint changed, UIKit's rule
/// (https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()): the view whose
/// `tintColor` is set, and every subview that inherits the changed tint. A view that inherits its
/// tint also hears it when a move to another superview (or out of one) changes the tint it
/// inherits. Views that set their own tint stop the change from reaching their subviews.
extension UIView {
    /// Calls `tintColorDidChange()` on this view and on the descendants that inherit its tint,
    /// parents before children.
    func deliverTintColorChange() {
        tintColorDidChange()
        for subview in _subviews where subview._tintColor == nil { subview.deliverTintColorChange() }
    }

    /// The tint this view inherits, or nil when it sets its own (a move cannot change it).
    var inheritedTintColor: UIColor? { _tintColor == nil ? tintColor : nil }

    /// After a move: tells the view (and the descendants that inherit from it) when the tint it
    /// inherits is not `old` any more.
    func noteInheritedTintColor(from old: UIColor?) {
        guard let old, let new = inheritedTintColor, new != old else { return }
        deliverTintColorChange()
    }
}
