/// An object in the responder chain: views, and later view controllers and the window.
///
/// Touches go to the view a touch began in (see `UIWindow.sendEvent(_:)`); the default
/// implementations of the `touches…` methods pass them up to `next`, as UIKit's do.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder; subclasses override `next`.
    public override init() {}

    // Associated objects (`objc_setAssociatedObject`) are released with the responder.
    deinit { AssociatedObjects.objectWillDeallocate(ObjectIdentifier(self)) }

    /// The next responder in the chain (a view's superview by default).
    open var next: UIResponder? { nil }

    /// One or more fingers went down. Default: forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved. Default: forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted. Default: forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches (a gesture recognizer took them, or the view left the window).
    /// Default: forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
