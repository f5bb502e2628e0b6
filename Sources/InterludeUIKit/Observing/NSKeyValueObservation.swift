/// A running key-value observation, Foundation's `NSKeyValueObservation`, returned by
/// `observe(_:options:changeHandler:)`. The observation lasts until ``invalidate()`` or until this
/// object is deallocated, so keep it in a property for as long as the handler should run.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    /// The observed object's list (weak: it goes with the object).
    private weak var observers: KeyValueObservers?
    private var record: (any KeyValueObservationRecord)?

    init(observers: KeyValueObservers, record: any KeyValueObservationRecord) {
        self.observers = observers
        self.record = record
    }

    /// An observation that never reports.
    override init() {}

    /// Ends the observation: the handler is not called again. Calling it twice does nothing.
    public func invalidate() {
        guard let record else { return }
        record.isValid = false
        observers?.remove(record)
        self.record = nil
    }

    isolated deinit { invalidate() }
}
