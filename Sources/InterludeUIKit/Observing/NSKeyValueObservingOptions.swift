/// What a key-value observation reports, Foundation's `NSKeyValueObservingOptions` with its raw
/// values (Foundation on Linux has no key-value observing; Interlude provides it for views).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Changes carry the value after the change (`newValue`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Changes carry the value before the change (`oldValue`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, from `observe(_:options:changeHandler:)`, before it returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a key-value change, Foundation's `NSKeyValueChange`. Observed view properties are
/// always `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}
