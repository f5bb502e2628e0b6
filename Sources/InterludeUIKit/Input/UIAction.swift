/// A closure-based action for controls, UIKit's `UIAction`.
///
/// `button.addAction(UIAction { action in … }, for: .touchUpInside)`. While the handler runs,
/// ``sender`` is the control that sent the action.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// Closure type run when the action is performed.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// A name that identifies an action among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Short display title. Defaults to the empty string.
    open var title: String
    /// Identifier; a fresh unique one unless given.
    public let identifier: Identifier
    /// The control performing the action, while its handler runs; nil otherwise.
    public private(set) var sender: Any?
    let handler: Handler

    private static var identifierCounter = 0

    /// An action running `handler`.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        if let identifier {
            self.identifier = identifier
        } else {
            Self.identifierCounter += 1
            self.identifier = Identifier("interlude.action.\(Self.identifierCounter)")
        }
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
