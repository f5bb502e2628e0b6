/// An object in the responder chain: views, and later view controllers and the window.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain (a view's superview by default).
    open var next: UIResponder? { nil }
}

/// Responders compare by identity, as UIKit's `NSObject` subclasses do.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
