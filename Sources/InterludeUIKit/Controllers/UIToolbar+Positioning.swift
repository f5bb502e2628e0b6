/// A bar that has a position (https://developer.apple.com/documentation/uikit/uibarpositioning).
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar sits, which decides the side its shadow is drawn on.
    var barPosition: UIBarPosition { get }
}

/// The object a bar asks for its position when the bar moves to a window
/// (https://developer.apple.com/documentation/uikit/uibarpositioningdelegate). Its method is optional.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// The position of `bar`, which was added to a window.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.bottom` for a toolbar, `.top` for a navigation or search bar: "Delegates for the
    /// UINavigationBar and UISearchBar classes return the value UIBarPosition.top by default. The
    /// delegate of the UIToolbar class returns the value UIBarPosition.bottom by default" (Apple's
    /// page for `position(for:)`). One default for all three, so that a class that is the
    /// delegate of several kinds of bar needs none of its own.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { bar is UIToolbar ? .bottom : .top }
}

/// A toolbar's delegate (https://developer.apple.com/documentation/uikit/uitoolbardelegate).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A toolbar's position, UIKit's rules: it asks its delegate when it moves to a window (and here
/// also when the delegate is set while it is in one); `.bottom` until then. At `.top` or
/// `.topAttached` the shadow is drawn below the bar ("any shadow would be drawn below the bar",
/// Apple's page for `UIBarPosition.top`); otherwise above it.
extension UIToolbar: UIBarPositioning {
    func askPosition() {
        guard window != nil, let delegate else { return }
        let position = delegate.position(for: self)
        guard position != positionFromDelegate else { return }
        positionFromDelegate = position
        background.shadowEdge = position == .top || position == .topAttached ? .bottom : .top
        // The older background and shadow images are set per position.
        applyAppearance()
    }
}
