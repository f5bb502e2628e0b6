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

    /// The image for the selected state; stored (Interlude's tab bar shows the items' titles).
    open var selectedImage: UIImage?

    /// Creates an item with a title, an image and the image for the selected state (tag 0).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// The text under the item; defaults to the owning controller's title.
    open override var title: String? {
        get { super.title ?? titleFromController }
        set { super.title = newValue }
    }
}
