/// An action a table row reveals when swiped, UIKit's `UIContextualAction`
/// (https://developer.apple.com/documentation/uikit/uicontextualaction): a button with a title
/// or image on a colored background, grouped in a ``UISwipeActionsConfiguration``.
///
/// Tapping the button (or a full swipe, for a configuration's first action) calls the
/// ``handler`` with the action, the button's view and a completion block; the row closes when
/// the handler calls the completion — with `true` if it performed the action, `false` if not.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the button looks, UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A standard action: a gray button unless ``UIContextualAction/backgroundColor`` is set.
        case normal = 0
        /// An action that deletes data: a red button unless ``UIContextualAction/backgroundColor`` is set.
        case destructive = 1
    }

    /// The block run when the action is chosen: the action, the view that showed it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style, fixed at creation.
    public let style: Style
    /// The block run when the user chooses the action.
    public let handler: Handler
    /// The button's title. Defaults to the title given at creation.
    open var title: String?
    /// The button's image, shown above the title (or alone). Defaults to nil.
    open var image: UIImage?
    /// The button's background: `systemRed` for `.destructive`, `systemGray` for `.normal` until
    /// set (Interlude's colors, after iOS's).
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: UIColor?

    /// An action in `style` titled `title` that runs `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a row reveals when swiped from one edge, UIKit's `UISwipeActionsConfiguration`
/// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration): returned by
/// the table delegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
///
/// The first action is the outermost button (rightmost for trailing actions in a left-to-right
/// layout) and the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
