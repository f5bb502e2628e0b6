/// Key-value observing of views, with Foundation's call shape: `observe(_:options:changeHandler:)`
/// returns an ``NSKeyValueObservation`` that lasts until it is invalidated or deallocated.
///
///     observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
///         header.alpha = 1 - (change.newValue?.y ?? 0) / 100
///     }
///
/// Views notify `\.frame`, `\.bounds`, `\.center`, `\.transform`, `\.alpha` and `\.isHidden`, and
/// scroll views `\.contentOffset`, `\.contentSize` and `\.contentInset`: each time the property's setter is called — even with an equal value, as
/// Foundation's automatic notifications do — once the value is stored. A change made inside an
/// animation block is a model change: observers hear the target value once, when it is set, and
/// nothing while it animates. Setting one property does not notify the others (setting `frame` does
/// not notify `\.center` observers: UIKit views declare no dependent keys); a scroll view's
/// `contentOffset` sets its bounds, so it notifies `\.bounds` too. Other key paths (a subclass's
/// own properties) notify only through `willChangeValue(for:)` and `didChangeValue(for:)`,
/// which the property's setter calls itself (Linux has no Objective-C runtime to do it).
@preconcurrency @MainActor
public protocol KeyValueObserving: AnyObject {}

extension UIView: KeyValueObserving {}

extension KeyValueObserving where Self: UIView {
    /// Calls `changeHandler` with the view and the change whenever `keyPath` is set (see
    /// ``KeyValueObserving``), and once at once with `.initial`. The observation ends when the
    /// returned object is invalidated or deallocated, or the view is.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        return observers.observe(
            self, key: Self.observedKey(for: keyPath), keyPath: keyPath, options: options,
            notifiedProperties:
                "views notify (frame, bounds, center, transform, alpha, isHidden, contentOffset, contentSize, contentInset)",
            changeHandler: changeHandler)
    }

    /// Tells the observers of `keyPath` that its value is about to change (they read the old value
    /// now). Pair it with `didChangeValue(for:)` in the property's setter.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        keyValueObservers?.willChange(Self.observedKey(for: keyPath), of: self)
    }

    /// Tells the observers of `keyPath` that its value changed (they read the new value now).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        keyValueObservers?.didChange(Self.observedKey(for: keyPath), of: self)
    }

    /// The notifying property `keyPath` names, else the key path itself.
    private static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey {
        if keyPath == \Self.frame { return .frame }
        if keyPath == \Self.bounds { return .bounds }
        if keyPath == \Self.center { return .center }
        if keyPath == \Self.transform { return .transform }
        if keyPath == \Self.alpha { return .alpha }
        if keyPath == \Self.isHidden { return .isHidden }
        // Opening the existential binds the scroll view class `Self` really is, so the key path
        // built from it has `Self` as its root, as the caller's has.
        if let scrollViewClass = Self.self as? any ContentOffsetNotifying.Type,
            let key = scrollViewKey(of: scrollViewClass, for: keyPath)
        {
            return key
        }
        return .custom(keyPath)
    }
}

/// Views with a `contentOffset` that notifies observers: scroll views.
@MainActor
protocol ContentOffsetNotifying: UIScrollView {}

extension UIScrollView: ContentOffsetNotifying {}

/// The scroll view property `keyPath` names, if it is one that notifies.
@MainActor
private func scrollViewKey<ScrollView: ContentOffsetNotifying>(
    of type: ScrollView.Type, for keyPath: AnyKeyPath
) -> ObservedKey? {
    if keyPath == \ScrollView.contentOffset { return .contentOffset }
    if keyPath == \ScrollView.contentSize { return .contentSize }
    if keyPath == \ScrollView.contentInset { return .contentInset }
    return nil
}

extension UIView {
    /// Notifies the observers of `key` around `change` (the setters' key-value observing).
    @inline(__always)
    func notifyingObservers(of key: ObservedKey, _ change: () -> Void) {
        guard let observers = keyValueObservers else { return change() }
        observers.willChange(key, of: self)
        change()
        observers.didChange(key, of: self)
    }
}
