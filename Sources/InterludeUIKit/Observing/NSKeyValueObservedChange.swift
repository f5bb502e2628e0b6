import Foundation

/// One reported change of an observed property, Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange

    /// Always `.setting` for the properties views report.
    public let kind: Kind
    /// The value after the change, with `.new` (or at registration with `.initial` and `.new`); nil otherwise.
    public let newValue: Value?
    /// The value before the change, with `.old`; nil otherwise and at registration.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for the properties views report.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`).
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
        kind = .setting
        self.newValue = newValue
        self.oldValue = oldValue
        indexes = nil
        self.isPrior = isPrior
    }
}
