/// What every item of a bar has — a title, an image, whether it is enabled, a tag — UIKit's
/// abstract `UIBarItem`, the superclass of ``UIBarButtonItem`` and ``UITabBarItem``.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// An item with no title or image.
    public override init() {}

    /// The text shown for the item. Defaults to nil.
    open var title: String? {
        didSet { barItemDidChange() }
    }
    /// The image shown for the item. Defaults to nil.
    open var image: UIImage? {
        didSet { barItemDidChange() }
    }
    /// The image used on an iPhone in landscape; stored (Interlude draws ``image``).
    open var landscapeImagePhone: UIImage?
    /// Insets applied to the image; stored.
    open var imageInsets = UIEdgeInsets.zero
    /// Whether the item responds to taps; a disabled item is drawn dimmed. Defaults to true.
    open var isEnabled = true {
        didSet { barItemDidChange() }
    }
    /// A number to identify the item by. Defaults to 0.
    open var tag = 0

    /// The appearance properties this item set itself (see `AppearanceRegistry`).
    var explicitAppearanceProperties: Set<String> = []
    /// The registry generation whose proxy values the item has taken.
    var appliedAppearanceGeneration = -1
    /// The title attributes set per state.
    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the title in `state`; an appearance's own attributes win.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearancePropertyWasSet("setTitleTextAttributes:\(state.rawValue)")
        titleTextAttributesByState[state.rawValue] = attributes
        barItemDidChange()
    }

    /// The attributes of the title set for `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    /// The attributes for `state`: `appearance`'s when it has any, else the item's own for the
    /// state, else for `.normal`.
    func titleAttributes(_ appearance: [NSAttributedString.Key: Any], for state: UIControl.State)
        -> [NSAttributedString.Key: Any]
    {
        guard appearance.isEmpty else { return appearance }
        return titleTextAttributesByState[state.rawValue] ?? titleTextAttributesByState[UIControl.State.normal.rawValue] ?? [:]
    }

    /// Called after a property that changes how the item looks changed; bars redraw it.
    func barItemDidChange() {}
}
