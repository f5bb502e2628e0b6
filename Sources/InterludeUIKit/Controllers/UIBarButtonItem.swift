/// A button in a navigation bar or a toolbar, UIKit's `UIBarButtonItem`: a title, an image, a
/// system item or a custom view, and the action a tap on it performs.
///
/// Place items with `navigationItem.leftBarButtonItem(s)` / `rightBarButtonItem(s)`; the
/// navigation bar draws them (a toolbar its `items`, a navigation controller's toolbar the top
/// controller's `toolbarItems`) and a tap on one performs its action.
///
/// ## Target–action
/// UIKit takes a selector; here the action is an unapplied method reference taking nothing, the
/// item, or any type the item is (`Any`, `UIBarButtonItem`, `NSObject`):
/// `UIBarButtonItem(title: "Done", style: .done, target: self, action: EditorViewController.done)`.
/// The target is held weakly, as in UIKit. ``primaryAction`` is the closure form; when both are
/// set, the primary action wins, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Regular weight. The default.
        case plain = 0
        /// The pre-iOS 7 bordered look; drawn as `.plain`.
        case bordered = 1
        /// Semibold, for the item that completes a task.
        case done = 2
    }

    /// The built-in items, with UIKit's raw values. Interlude draws each as its English title
    /// (`.add` as "+"); the spaces are gaps.
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", semibold.
        case save = 3
        /// A plus sign.
        case add = 4
        /// A gap that takes the room left between items (a toolbar's); in a navigation bar, none.
        case flexibleSpace = 5
        /// A gap ``UIBarButtonItem/width`` points wide.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share.
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// The deprecated page curl.
        case pageCurl = 23
        /// Close.
        case close = 24

        /// The text Interlude draws for the item (nil for the spaces).
        var drawnTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }

        /// Whether UIKit draws the item in the semibold "done" weight.
        var isProminent: Bool { self == .done || self == .save }
    }

    /// How a titled item is drawn. Defaults to `.plain`.
    open var style = Style.plain {
        didSet { barItemDidChange() }
    }
    /// The width of a `.fixedSpace` item, or of a titled item when positive (0: sized to fit).
    open var width: CGFloat = 0 {
        didSet { barItemDidChange() }
    }
    /// A view shown instead of a button; the bar places it at its own size and does not handle its
    /// taps (the view does).
    open var customView: UIView? {
        didSet { barItemDidChange() }
    }
    /// The closure performed on a tap; it wins over a target–action pair.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if let title = primaryAction.title.isEmpty ? nil : primaryAction.title { self.title = title }
            }
            barItemDidChange()
        }
    }
    /// The menu the item shows: on a tap when the item has no action (no primary action, no
    /// target–action pair), else on a long press ("the gesture used to trigger the menu is based
    /// on if the bar button item would normally trigger an action when tapped", UIBarButtonItem.h).
    /// Actions chosen from it are performed with the item as their `sender`. Nil by default.
    open var menu: UIMenu? {
        didSet { barItemDidChange() }
    }
    /// Titles the item may show; stored (UIKit sizes the item for the widest).
    open var possibleTitles: Set<String>?
    /// The color of the item's title or image; nil uses the bar's tint.
    open var tintColor: UIColor? {
        didSet {
            appearancePropertyWasSet("tintColor")
            barItemDidChange()
        }
    }
    /// Whether the item is shown selected; stored.
    open var isSelected = false
    /// Whether the item is hidden from its bar. Defaults to false.
    open var isHidden = false {
        didSet { barItemDidChange() }
    }

    /// The object the action is sent to (held weakly), or nil.
    public var target: AnyObject? { actionTarget }

    /// The built-in item this is, if any.
    public private(set) var systemItem: SystemItem?

    private weak var actionTarget: AnyObject?
    /// Calls the action on the target (which it holds weakly), if the target is alive.
    private var targetAction: (@MainActor (UIBarButtonItem) -> Void)?

    /// The bar showing the item (set by the bar), redrawn when the item changes.
    weak var bar: (any BarButtonItemHost)?
    /// The view the bar made for the item (its button, or the custom view), for popover anchors.
    weak var shownView: UIView?

    /// An item with no title, image or action.
    public override init() {}

    /// An item titled `title` whose tap performs `primaryAction` (or shows `menu`), UIKit's iOS 14
    /// initializer.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// The built-in item `systemItem`, performing `primaryAction` (or showing `menu`) on a tap.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space that shares the bar's free width with the other flexible spaces.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let space = UIBarButtonItem(systemItem: .fixedSpace)
        space.width = width
        return space
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A titled item calling `action` (taking nothing) on `target` when tapped.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target) { target, _ in action(target)() }
    }

    /// A titled item calling `action` with the item as sender on `target` when tapped.
    public convenience init<Target: AnyObject, Sender>(
        title: String?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, senderAction(action))
    }

    /// A titled item with no action yet (UIKit's `target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// An image item calling `action` (taking nothing) on `target` when tapped.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target) { target, _ in action(target)() }
    }

    /// An image item calling `action` with the item as sender on `target` when tapped.
    public convenience init<Target: AnyObject, Sender>(
        image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, senderAction(action))
    }

    /// An image item with no action yet (UIKit's `target: nil, action: nil`).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
    }

    /// The built-in item `systemItem` calling `action` (taking nothing) on `target` when tapped.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init()
        self.systemItem = systemItem
        setAction(target: target) { target, _ in action(target)() }
    }

    /// The built-in item `systemItem` calling `action` with the item as sender on `target` when tapped.
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        self.systemItem = systemItem
        setAction(target: target, senderAction(action))
    }

    /// The built-in item `systemItem` with no action (UIKit's `target: nil, action: nil`, as for spaces).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init()
        self.systemItem = systemItem
    }

    /// Sends the item's taps to `action` on `target` (held weakly), replacing any earlier pair.
    public func setTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        setAction(target: target) { target, _ in action(target)() }
    }

    /// Sends the item's taps to `action` on `target` (held weakly) with the item as sender,
    /// replacing any earlier pair.
    public func setTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        setAction(target: target, senderAction(action))
    }

    /// Performs the item's action as a tap does: the primary action, else the target–action pair;
    /// nothing while disabled. (Interlude's call, for code that drives items without a bar.)
    /// Whether a tap performs an action (a primary action or a target–action pair).
    var hasTapAction: Bool { primaryAction != nil || targetAction != nil }

    public func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            targetAction?(self)
        }
    }

    /// The text the bar draws: the title, else the system item's.
    var shownTitle: String? { title ?? systemItem?.drawnTitle }

    /// Whether the item is a gap rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    override func barItemDidChange() { bar?.barButtonItemsChanged() }

    private func setAction<Target: AnyObject>(target: Target, _ action: @escaping @MainActor (Target, UIBarButtonItem) -> Void) {
        actionTarget = target
        targetAction = { [weak target] item in
            guard let target else { return }
            action(target, item)
        }
    }

    private func senderAction<Target: AnyObject, Sender>(
        _ action: @escaping (Target) -> (Sender) -> Void
    ) -> @MainActor (Target, UIBarButtonItem) -> Void {
        guard let _ = self as? Sender else {
            Diagnostics.report(
                "UIBarButtonItem: the action takes a \(Sender.self), but the sender is a \(type(of: self)); the action does nothing"
            )
            return { _, _ in }
        }
        return { target, item in
            if let sender = item as? Sender { action(target)(sender) }
        }
    }
}
