/// A running key-value observation, Foundation's `NSKeyValueObservation`, returned by
/// `observe(_:options:changeHandler:)`. The observation lasts until ``invalidate()`` or until this
/// object is deallocated, so keep it in a property for as long as the handler should run.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    private weak var object: UIView?
    private var record: (any KeyValueObservationRecord)?

    init(object: UIView, record: any KeyValueObservationRecord) {
        self.object = object
        self.record = record
    }

    /// An observation that never reports (a key path views do not notify).
    override init() {}

    /// Ends the observation: the handler is not called again. Calling it twice does nothing.
    public func invalidate() {
        guard let record else { return }
        record.isValid = false
        object?.keyValueObservers?.remove(record)
        self.record = nil
    }

    isolated deinit { invalidate() }
}
