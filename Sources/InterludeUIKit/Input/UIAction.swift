/// A closure-based action for controls, UIKit's `UIAction`.
///
/// `button.addAction(UIAction { action in … }, for: .touchUpInside)`. While the handler runs,
/// ``sender`` is the control that sent the action.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Closure type run when the action is performed.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// A name that identifies an action among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Short display title. Defaults to the empty string.
    open override var title: String {
        get { menuTitle }
        set { menuTitle = newValue }
    }
    /// The image shown with the title (a button made with this primary action shows it).
    /// Defaults to nil.
    open override var image: UIImage? {
        get { menuImage }
        set { menuImage = newValue }
    }
    /// A longer title for discovery interfaces; nil by default.
    open var discoverabilityTitle: String?
    /// How the action is shown in menus. Defaults to none.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a check mark in menus. Defaults to `.off`.
    open var state: UIMenuElement.State
    /// Identifier; a fresh unique one unless given.
    public let identifier: Identifier
    /// The control performing the action, while its handler runs; nil otherwise.
    public private(set) var sender: Any?
    let handler: Handler

    private static var identifierCounter = 0

    /// An action running `handler`, with its title, image and menu attributes.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        if let identifier {
            self.identifier = identifier
        } else {
            Self.identifierCounter += 1
            self.identifier = Identifier("interlude.action.\(Self.identifierCounter)")
        }
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
