/// What a tab bar shows for one controller.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    private var _title: String?
    /// The owning controller's title, used while the item has none of its own.
    var titleFromController: String?

    /// The item's image, if any.
    open var image: UIImage?
    /// A number to identify the item by. Defaults to 0.
    open var tag: Int
    /// A short text shown in a badge over the item.
    open var badgeValue: String?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        _title = title
        self.image = image
        self.tag = tag
    }

    /// The text under the item; defaults to the owning controller's title.
    open var title: String? {
        get { _title ?? titleFromController }
        set { _title = newValue }
    }
}
