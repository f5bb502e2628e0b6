/// The state of a view for its configurations — traits, disabled, highlighted, selected, focused,
/// pinned and custom states — UIKit's `UIViewConfigurationState` (what a
/// ``UITableViewHeaderFooterView`` updates its configurations for).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled. Defaults to false.
    public var isDisabled = false
    /// Whether the view is highlighted. Defaults to false.
    public var isHighlighted = false
    /// Whether the view is selected. Defaults to false.
    public var isSelected = false
    /// Whether the view has the focus. Defaults to false (Interlude has no focus engine).
    public var isFocused = false
    /// Whether the view (a floating header or footer) is pinned. Defaults to false.
    public var isPinned = false
    private var custom = CustomConfigurationStates()

    /// A state with `traitCollection` and every other state off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable? { custom[key] }

    public mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey) {
        custom[key] = customState
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
