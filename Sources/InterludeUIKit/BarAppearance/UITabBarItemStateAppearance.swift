/// How a tab bar item looks in one state (normal, selected, disabled, focused), UIKit's
/// `UITabBarItemStateAppearance`. Part of a ``UITabBarItemAppearance``.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// Attributes of the item's title; empty uses the bar's.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The color of the item's icon (and of its title without a `.foregroundColor`); nil uses the
    /// bar's colors.
    open var iconColor: UIColor?
    /// How far the badge moves from its place.
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge's fill; nil is the system red.
    open var badgeBackgroundColor: UIColor?
    /// Attributes of the badge's text; empty is white 13-point text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's text moves inside the badge.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() {}

    /// A state appearance with `other`'s values.
    init(copying other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
