/// How a kind of bar button item (plain, done or back) looks in each state, UIKit's
/// `UIBarButtonItemAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The item in its normal state.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The item while touched.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The item while disabled.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The item while focused.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// The default appearance for items of `style`. (Required, unlike UIKit's, so that
    /// ``copy()`` makes an object of the receiver's class.)
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The default appearance for plain items.
    public convenience override init() { self.init(style: .plain) }

    /// A copy whose state appearances are copies too.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        copy.normal = UIBarButtonItemStateAppearance(copying: normal)
        copy.highlighted = UIBarButtonItemStateAppearance(copying: highlighted)
        copy.disabled = UIBarButtonItemStateAppearance(copying: disabled)
        copy.focused = UIBarButtonItemStateAppearance(copying: focused)
        return copy
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { MainActorCopy(copy()) }.value
    }

    /// Resets every state to the system's values for `style`: no attributes of their own (the bar
    /// draws plain items in the regular weight, done items in semibold, both in the tint color).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// The state appearance for an item that is enabled or not.
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance { enabled ? normal : disabled }
}
