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

    // MARK: First responder (see `UIResponder+FirstResponder.swift` for the rules)

    /// Whether the responder can take keyboard input. Default false; text fields say true.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become its window's first responder; true when it is one afterwards. Fails when
    /// ``canBecomeFirstResponder`` is false, the responder is in no window, or the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { becomeFirstResponderInWindow() }

    /// Whether the responder lets another take over keyboard input. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status; true when it is no longer first responder. Override to
    /// refuse (return false) or to react; call super.
    @discardableResult
    open func resignFirstResponder() -> Bool { resignFirstResponderInWindow() }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { windowForFirstResponder?.textInput.firstResponder === self }

    /// A view shown instead of the system keyboard while the responder is first responder. Nil by default.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard while the responder is first responder. Nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Lays out the input views again. Does nothing here (they are not drawn).
    open func reloadInputViews() {}

    /// Called on objects loaded from an Interface Builder archive once all of them are connected.
    ///
    /// In UIKit this is an `NSObject` method; here it lives on the responders (views, controllers,
    /// the application), the objects archives hold. Interlude loads no nibs or storyboards, so it
    /// never calls it: it exists so that overrides (`super.awakeFromNib()` first, as UIKit asks)
    /// compile and can be called from code that builds the objects itself. Does nothing by default.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it renders a designable object on its canvas; Interlude
    /// never calls it. Does nothing by default.
    open func prepareForInterfaceBuilder() {}

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
