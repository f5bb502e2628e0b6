/// What a tab bar looks like: the background of ``UIBarAppearance``, the items' appearances in
/// each layout and the selection indicator, UIKit's `UITabBarAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the icon (iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the title beside the icon (iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items with the title beside the icon in a compact bar (iPhone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of ``selectionIndicatorImage``.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items share the bar's width. Defaults to `.automatic` (filling it on iPhone).
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The width of each stacked item when centred; 0, the default, is the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items when centred; 0, the default, is the system's.
    open var stackedItemSpacing: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s background; its item and selection settings too when
    /// it is a tab bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
