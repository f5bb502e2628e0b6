/// The inputs a configuration is updated for — traits, the view's states and custom states —
/// UIKit's `UIConfigurationState`.
///
/// ``UIViewConfigurationState`` (headers and footers) and ``UICellConfigurationState`` (cells)
/// conform; a configuration's `updated(for:)` reads whichever it is given.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every other state off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// The custom state for `key`, or nil.
    func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable?
    /// Sets (or, with nil, removes) the custom state for `key`.
    mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey)
    /// The custom state for `key`, or nil; setting nil removes it.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of an app-defined state kept in a configuration state, UIKit's
/// `UIConfigurationStateCustomKey` (a string wrapper, as in UIKit).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// Custom states by key: the storage both configuration states share.
struct CustomConfigurationStates: Hashable {
    private var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
