/// A class whose instances take property values from its appearance proxy, UIKit's
/// `UIAppearance`: views (``UIView``) and bar items (``UIBarItem``).
///
/// `appearance()` returns an ``AppearanceProxy`` rather than `Self`: Swift without Objective-C
/// cannot make a stand-in instance of an arbitrary subclass. Property assignments through it read
/// as in UIKit (`UINavigationBar.appearance().tintColor = .white`), and the appearance methods
/// (`setTitleTextAttributes(_:for:)` and the like) are on it too; a proxy cannot be passed where an
/// instance of the class is expected.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}

/// A class whose instances can contain appearance-customized objects, UIKit's
/// `UIAppearanceContainer`: views, view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIAppearance {
    /// The proxy whose property values every instance of this class (and its subclasses) takes
    /// when it enters a window, unless the instance set the property itself
    /// (https://developer.apple.com/documentation/uikit/uiappearance).
    public static func appearance() -> AppearanceProxy<Self> {
        AppearanceRegistry.shared.proxy(for: Self.self, containers: [])
    }

    /// The proxy for instances inside the containers `containerTypes`, nearest first ("ascending
    /// hierarchical order": `[UINavigationController.self, UITabBarController.self]` is a
    /// navigation controller inside a tab bar controller). Its values win over ``appearance()``'s.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> AppearanceProxy<Self>
    {
        AppearanceRegistry.shared.proxy(for: Self.self, containers: containerTypes.map { $0 as AnyObject.Type })
    }

    /// The proxy for instances whose trait collection has the traits `trait` sets (its
    /// unspecified traits match anything). Its values win over ``appearance()``'s; a view takes them
    /// again when its traits change.
    public static func appearance(for trait: UITraitCollection) -> AppearanceProxy<Self> {
        AppearanceRegistry.shared.proxy(for: Self.self, containers: [], traits: trait)
    }

    /// The proxy for instances with the traits of `trait` inside the containers `containerTypes`,
    /// nearest first.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        AppearanceRegistry.shared.proxy(
            for: Self.self, containers: containerTypes.map { $0 as AnyObject.Type }, traits: trait)
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

extension UIView: AppearanceCustomizable {
    /// Takes the proxy values that apply to the view where it now is (it entered a window).
    func applyAppearanceProxies() {
        AppearanceRegistry.shared.apply(to: self, traits: traitCollection) { appearanceContainers }
    }

    /// The views around this one and the controllers that own them, nearest first.
    var appearanceContainers: [AnyObject] {
        var containers: [AnyObject] = []
        var ancestor = superview
        while let view = ancestor {
            containers.append(view)
            if let controller = view._viewController { containers.append(controller) }
            ancestor = view.superview
        }
        return containers
    }
}

extension UIBarItem: AppearanceCustomizable {
    /// Takes the proxy values recorded since the item last took them, inside `bar`.
    func applyAppearanceProxies(in bar: UIView) {
        let registry = AppearanceRegistry.shared
        guard appliedAppearanceGeneration != registry.generation else { return }
        appliedAppearanceGeneration = registry.generation
        registry.apply(to: self, traits: bar.traitCollection) { [bar] + bar.appearanceContainers }
    }
}
