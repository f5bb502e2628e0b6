/// How tab bar items of one layout (stacked, inline, compact inline) look in each state, UIKit's
/// `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layouts of a tab bar item, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The title under the icon (iPhone in portrait).
        case stacked
        /// The title beside the icon (iPad).
        case inline
        /// The title beside the icon, smaller (iPhone in landscape).
        case compactInline
    }

    /// The item while not selected.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The item while selected.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The item while disabled.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The item while focused.
    open private(set) var focused = UITabBarItemStateAppearance()

    /// The default appearance for items laid out in `style`. (Required, unlike UIKit's, so that
    /// ``copy()`` makes an object of the receiver's class.)
    public required init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The default appearance for stacked items.
    public convenience override init() { self.init(style: .stacked) }

    /// A copy whose state appearances are copies too.
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        copy.normal = UITabBarItemStateAppearance(copying: normal)
        copy.selected = UITabBarItemStateAppearance(copying: selected)
        copy.disabled = UITabBarItemStateAppearance(copying: disabled)
        copy.focused = UITabBarItemStateAppearance(copying: focused)
        return copy
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { MainActorCopy(copy()) }.value
    }

    /// Resets every state to the system's values for `style`: nothing of their own, so the bar's
    /// colors apply (the tint color when selected, gray otherwise).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}
