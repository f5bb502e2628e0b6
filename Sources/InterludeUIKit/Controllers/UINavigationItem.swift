/// What a navigation bar shows while a controller is on top: a title and the back button's text.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    private var _title: String?
    /// The controller the item belongs to; its `title` stands in when the item has none.
    weak var owner: UIViewController?

    /// Creates an item with a title.
    public init(title: String) {
        _title = title.isEmpty ? nil : title
    }

    /// The title shown in the middle of the bar; defaults to the owning controller's title.
    open var title: String? {
        get { _title ?? owner?.title }
        set { _title = newValue }
    }

    /// The text of the back button that leads back to this item's controller; defaults to the title.
    open var backButtonTitle: String?

    /// Whether the bar hides the back button while this item is on top. Defaults to false.
    open var hidesBackButton = false
}
