/// A property whose setter notifies key-value observers.
enum ObservedKey: Hashable {
    case frame, bounds, center, transform, alpha, isHidden, contentOffset, contentSize, contentInset
    /// A layer property, by the key its setter announces (`"bounds"`, `"hidden"`, …).
    case layer(String)
    /// A key path the object's own code reports with `willChangeValue(for:)`/`didChangeValue(for:)`.
    case custom(AnyKeyPath)
}

/// One registered observation, type-erased for the object's list.
@MainActor
protocol KeyValueObservationRecord: AnyObject {
    var key: ObservedKey { get }
    var isValid: Bool { get set }
    func willChange(_ object: AnyObject)
    func didChange(_ object: AnyObject)
}

/// The observations of one view or layer. Setters call ``willChange(_:of:)`` before and
/// ``didChange(_:of:)`` after they store a value, every time they are called (as Foundation's
/// automatic notifications do: setting an equal value notifies too).
@MainActor
final class KeyValueObservers {
    private var records: [any KeyValueObservationRecord] = []

    var isEmpty: Bool { records.isEmpty }

    func add(_ record: any KeyValueObservationRecord) { records.append(record) }

    func remove(_ record: any KeyValueObservationRecord) { records.removeAll { $0 === record } }

    func willChange(_ key: ObservedKey, of object: AnyObject) {
        for record in records where record.key == key && record.isValid { record.willChange(object) }
    }

    func didChange(_ key: ObservedKey, of object: AnyObject) {
        for record in records where record.key == key && record.isValid { record.didChange(object) }
    }

    /// Registers an observation of `keyPath` (notified as `key`) on `object`, reporting at once
    /// with `.initial`; a key path no setter notifies is reported, naming `notifiedProperties`.
    func observe<Root: AnyObject, Value>(
        _ object: Root, key: ObservedKey, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
        notifiedProperties: String, changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if case .custom = key {
            Diagnostics.report(
                "\(type(of: object)).observe(_:options:changeHandler:): \(keyPath) is not a property \(notifiedProperties); "
                    + "it reports only changes announced with willChangeValue(for:)/didChangeValue(for:)")
        }
        let record = ObservationRecord(key: key, keyPath: keyPath, options: options, handler: changeHandler)
        add(record)
        if options.contains(.initial) { record.reportInitial(object) }
        return NSKeyValueObservation(observers: self, record: record)
    }
}

extension KeyValueObservers: LayerChangeObserving {
    func layerWillChange(_ key: String, of layer: CALayer) { willChange(.layer(key), of: layer) }
    func layerDidChange(_ key: String, of layer: CALayer) { didChange(.layer(key), of: layer) }
}

/// An observation of `keyPath` on a `Root`, calling `handler` with the values its options ask for.
@MainActor
final class ObservationRecord<Root: AnyObject, Value>: KeyValueObservationRecord {
    let key: ObservedKey
    var isValid = true
    private let keyPath: KeyPath<Root, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
    /// Old values of changes in progress, innermost last (a handler may set the property again).
    private var pendingOldValues: [Value?] = []

    init(
        key: ObservedKey, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
        handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) {
        self.key = key
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
    }

    func reportInitial(_ object: Root) {
        handler(
            object,
            NSKeyValueObservedChange(
                newValue: options.contains(.new) ? object[keyPath: keyPath] : nil, oldValue: nil, isPrior: false))
    }

    func willChange(_ object: AnyObject) {
        let root = object as! Root
        let old = options.contains(.old) ? root[keyPath: keyPath] : nil
        pendingOldValues.append(old)
        if options.contains(.prior) {
            handler(root, NSKeyValueObservedChange(newValue: nil, oldValue: old, isPrior: true))
        }
    }

    func didChange(_ object: AnyObject) {
        let root = object as! Root
        let old = pendingOldValues.popLast() ?? nil
        guard isValid else { return }
        handler(
            root,
            NSKeyValueObservedChange(
                newValue: options.contains(.new) ? root[keyPath: keyPath] : nil, oldValue: old, isPrior: false))
    }
}
