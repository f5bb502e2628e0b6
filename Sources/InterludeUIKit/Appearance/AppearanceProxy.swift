/// The stand-in returned by `appearance()`: values set through it are recorded and given to
/// instances of `Root` as they enter a window (see ``UIAppearance``).
@preconcurrency @MainActor
@dynamicMemberLookup
public final class AppearanceProxy<Root: AnyObject> {
    let scope: AppearanceScope

    init(scope: AppearanceScope) { self.scope = scope }

    /// The value recorded for `keyPath`. Reading one never set gives nil for optional properties
    /// and stops with a message for others (UIKit would give the class's default).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value>) -> Value {
        get {
            if let value = scope.recordedValue(for: keyPath) as? Value { return value }
            if let none = (nil as Any?) as? Value { return none }
            programmerError(
                "\(Root.self).appearance(): no value was set for this property; an appearance proxy only reads back what was set."
            )
        }
        set {
            let value = newValue
            let apply: @MainActor (AnyObject) -> (@MainActor () -> Void)? = { object in
                guard let target = object as? Root else { return nil }
                let old = target[keyPath: keyPath]
                target[keyPath: keyPath] = value
                return { target[keyPath: keyPath] = old }
            }
            scope.record(key: keyPath, value: value, apply: apply)
        }
    }

    /// Records a call of an appearance method: `key` names the method and its state arguments,
    /// `apply` makes the call on an instance and returns how to undo it.
    func recordCall(_ key: String, _ call: @escaping @MainActor (Root) -> @MainActor () -> Void) {
        let apply: @MainActor (AnyObject) -> (@MainActor () -> Void)? = { object in
            guard let target = object as? Root else { return nil }
            return call(target)
        }
        scope.record(key: key, value: nil, apply: apply)
    }
}

extension AppearanceProxy where Root: UIBarItem {
    /// Records `setTitleTextAttributes(_:for:)` for the items.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setTitleTextAttributes:\(state.rawValue)") { item in
            let old = item.titleTextAttributes(for: state)
            item.setTitleTextAttributes(attributes, for: state)
            return { item.setTitleTextAttributes(old, for: state) }
        }
    }
}

extension AppearanceProxy where Root: UITabBarItem {
    /// Records `setBadgeTextAttributes(_:for:)` for the items.
    public func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setBadgeTextAttributes:\(state.rawValue)") { item in
            let old = item.badgeTextAttributes(for: state)
            item.setBadgeTextAttributes(attributes, for: state)
            return { item.setBadgeTextAttributes(old, for: state) }
        }
    }
}

extension AppearanceProxy where Root: UINavigationBar {
    /// Records `setBackgroundImage(_:for:)` for the bars.
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        recordCall("setBackgroundImage:\(barMetrics.rawValue)") { bar in
            let old = bar.backgroundImage(for: barMetrics)
            bar.setBackgroundImage(image, for: barMetrics)
            return { bar.setBackgroundImage(old, for: barMetrics) }
        }
    }

    /// Records `setBackgroundImage(_:for:barMetrics:)` for the bars.
    public func setBackgroundImage(_ image: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(image, for: barMetrics)
    }
}

extension AppearanceProxy where Root: UIToolbar {
    /// Records `setBackgroundImage(_:forToolbarPosition:barMetrics:)` for the toolbars.
    public func setBackgroundImage(
        _ image: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        recordCall("setBackgroundImage:\(topOrBottom.rawValue):\(barMetrics.rawValue)") { bar in
            let old = bar.backgroundImage(forToolbarPosition: topOrBottom, barMetrics: barMetrics)
            bar.setBackgroundImage(image, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
            return { bar.setBackgroundImage(old, forToolbarPosition: topOrBottom, barMetrics: barMetrics) }
        }
    }

    /// Records `setShadowImage(_:forToolbarPosition:)` for the toolbars.
    public func setShadowImage(_ image: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        recordCall("setShadowImage:\(topOrBottom.rawValue)") { bar in
            let old = bar.shadowImage(forToolbarPosition: topOrBottom)
            bar.setShadowImage(image, forToolbarPosition: topOrBottom)
            return { bar.setShadowImage(old, forToolbarPosition: topOrBottom) }
        }
    }
}

extension AppearanceProxy where Root: UIButton {
    /// Records `setTitleColor(_:for:)` for the buttons.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        recordCall("setTitleColor:\(state.rawValue)") { button in
            let old = button.storedTitleColor(for: state)
            button.setTitleColor(color, for: state)
            return { button.setTitleColor(old, for: state) }
        }
    }
}
