/// A search bar's position, UIKit's rules (https://developer.apple.com/documentation/uikit/uibarpositioning,
/// .../uibarpositioningdelegate/position(for:), .../uibarposition/topattached): the bar asks its
/// delegate when it moves to a window (and here also when the delegate is set while it is in
/// one); `.top` until a delegate answers. At `.topAttached` its background runs up to the top of
/// the window, behind the status bar ("Bars with this position draw their background extended
/// upwards").
extension UISearchBar: UIBarPositioning {
    /// Asks the delegate for the position, in a window.
    func askPosition() {
        guard window != nil, let delegate else { return }
        let position = delegate.position(for: self)
        guard position != positionFromDelegate else { return }
        positionFromDelegate = position
        setNeedsLayout()
    }

    /// Places the background's extension above the bar: up to the window's top at `.topAttached`,
    /// in the bar's background color; none otherwise.
    func layoutAttachedBackground() {
        guard barPosition == .topAttached, let window, let color = backgroundColor else {
            attachedBackground.isHidden = true
            return
        }
        let top = max(0, convert(CGPoint.zero, to: window).y)
        attachedBackground.isHidden = top == 0
        attachedBackground.backgroundColor = color
        attachedBackground.frame = CGRect(x: 0, y: -top, width: bounds.width, height: top)
    }
}
