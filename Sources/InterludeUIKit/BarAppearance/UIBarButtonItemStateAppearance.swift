/// How a bar button item looks in one state (normal, highlighted, disabled, focused), UIKit's
/// `UIBarButtonItemStateAppearance`. Part of a ``UIBarButtonItemAppearance``.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes of the item's title (font, foreground color…); empty uses the bar's.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// An image drawn behind the item.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() {}

    /// A state appearance with `other`'s values.
    init(copying other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
