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

    /// After a change of the tint adjustment mode: calls `tintColorDidChange()` on this view and on
    /// the descendants that inherit its mode, parents before children.
    func deliverTintAdjustmentModeChange() {
        tintColorDidChange()
        for subview in _subviews where subview._tintAdjustmentMode == .automatic {
            subview.deliverTintAdjustmentModeChange()
        }
    }

    /// The tint before dimming: the first one set looking up from this view, else system blue.
    var undimmedTintColor: UIColor { _tintColor ?? _superview?.undimmedTintColor ?? .systemBlue }

    /// The tint this view inherits, or nil when it sets its own tint and mode (a move cannot change it).
    var inheritedTintColor: UIColor? { _tintColor == nil || _tintAdjustmentMode == .automatic ? tintColor : nil }

    /// How a view's tint is adjusted, UIKit's `UIView.TintAdjustmentMode`, with its raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` without a superview).
        case automatic
        /// The tint as it is.
        case normal
        /// A desaturated, dimmed tint (behind alerts and popovers).
        case dimmed
    }

    /// After a move: tells the view (and the descendants that inherit from it) when the tint it
    /// inherits is not `old` any more.
    func noteInheritedTintColor(from old: UIColor?) {
        guard let old, let new = inheritedTintColor, new != old else { return }
        deliverTintColorChange()
    }
}

extension UIColor {
    /// The tint of a dimmed view. UIKit documents only "a desaturated, dimmed version"; Interlude
    /// takes the colour's grey of equal luma (ITU-R BT.601 weights on the sRGB components), keeping
    /// its alpha.
    var dimmedTint: UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
}
