/// How a collection view cell shows its configurations (iOS 14): the state it reports, the
/// content view a content configuration puts in place, the background view and the update cycle
/// (as a table cell's, see `UITableViewCell+Configurations.swift`).
extension UICollectionViewCell: ConfigurationUpdating {
    /// The state the cell knows: its traits, selected, highlighted.
    var cellConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Runs a pending update: the automatic restyling, ``updateConfiguration(using:)``, the handler.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        configurations.needsUpdate = false
        let state = configurationState
        if let restyled = configurations.restyle(for: state, host: self) { installContentView(for: restyled, state: state) }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        installContentView(for: configuration, state: configurationState)
    }

    private func installContentView(for configuration: (any UIContentConfiguration)?, state: UICellConfigurationState) {
        let old = contentView
        let new = configurations.setContent(configuration, state: state, contentView: old)
        guard new !== old else { return setNeedsLayout() }
        replaceSubview(old, with: new)
        replaceContentView(with: new)
        setNeedsLayout()
    }

    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil {
            backgroundView = nil
            selectedBackgroundView = nil
        }
        configurations.setBackground(configuration, state: configurationState, host: self)
    }
}
