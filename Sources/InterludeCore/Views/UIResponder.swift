/// An object in the responder chain: views, and later view controllers and the window.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain (a view's superview by default).
    open var next: UIResponder? { nil }
}
