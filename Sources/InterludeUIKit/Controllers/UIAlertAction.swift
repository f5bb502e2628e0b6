/// One button of an alert or action sheet (``UIAlertController``): its title, its style, whether
/// it can be tapped, and the block run when it is.
///
/// UIKit runs the handler once the alert controller has been dismissed (see
/// ``UIAlertController``); a disabled action's button ignores taps.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, NSCopying {
    /// How an action's button looks and where it goes, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain button, in the alert's tint colour.
        case `default` = 0
        /// The button that cancels: at most one per alert controller; bold in an alert (unless
        /// another action is preferred), on its own card at the bottom of an action sheet.
        case cancel = 1
        /// A button that may change or delete data, in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button responds to taps. Defaults to true; a disabled button is drawn grey.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { owner?.actionDidChange(self) } }
    }

    /// The block run with the action when the user selects it.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert controller the action was added to (it holds the action).
    weak var owner: UIAlertController?

    /// Creates an action titled `title` in `style`; `handler` runs with it when the user selects it.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, storedHandler: handler)
    }

    /// Creates a default-style action with no title and no handler.
    public override convenience init() {
        self.init(title: nil, style: .default, storedHandler: nil)
    }

    private init(title: String?, style: Style, storedHandler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        handler = storedHandler
        super.init()
    }

    /// A new action with the same title, style, handler and enabled state, in no alert controller.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated {
            let copy = UIAlertAction(title: title, style: style, storedHandler: handler)
            copy.isEnabled = isEnabled
            return MainActorCopy(copy)
        }.value
    }
}
