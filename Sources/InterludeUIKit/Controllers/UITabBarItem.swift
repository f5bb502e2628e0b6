/// What a tab bar shows for one controller.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The owning controller's title, used while the item has none of its own.
    var titleFromController: String?

    /// A short text shown in a badge over the item.
    open var badgeValue: String?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// The text under the item; defaults to the owning controller's title.
    open override var title: String? {
        get { super.title ?? titleFromController }
        set { super.title = newValue }
    }
}
