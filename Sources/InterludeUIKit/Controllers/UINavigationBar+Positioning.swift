/// A navigation bar's position, UIKit's rules (https://developer.apple.com/documentation/uikit/uibarpositioning,
/// .../uibarpositioningdelegate/position(for:), .../uibarposition): a standalone bar asks its
/// delegate when it moves to a window (and here also when the delegate is set while it is in
/// one); `.top` until a delegate answers. A navigation controller's bar is `.topAttached`, the
/// answer UIKit's navigation controller gives as its bar's delegate. At `.topAttached` the
/// background runs up to the top of the window, behind the status bar ("Bars with this position
/// draw their background extended upwards"); at `.bottom` the shadow is drawn above the bar ("any
/// shadow would be drawn above the bar"), otherwise below it.
extension UINavigationBar: UIBarPositioning {
    /// Asks the delegate for the position, in a window.
    func askPosition() {
        guard window != nil, owningNavigationController == nil, let delegate else { return }
        let position = delegate.position(for: self)
        guard position != positionFromDelegate else { return }
        positionFromDelegate = position
        background.shadowEdge = position == .bottom ? .top : .bottom
        setNeedsLayout()
    }

    /// How far the background reaches above the bar: a navigation controller's ``backgroundExtent``,
    /// or for a standalone bar at `.topAttached` the distance to the top of its window.
    var shownBackgroundExtent: CGFloat {
        if owningNavigationController != nil { return backgroundExtent }
        guard barPosition == .topAttached, let window else { return 0 }
        return max(0, convert(CGPoint.zero, to: window).y)
    }
}
