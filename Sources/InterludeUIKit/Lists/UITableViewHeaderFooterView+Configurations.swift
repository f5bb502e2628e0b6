/// How a header or footer shows its configurations (iOS 14), as a table cell does (see
/// `UITableViewCell+Configurations.swift`), with a view state instead of a cell state.
extension UITableViewHeaderFooterView: ConfigurationUpdating {
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

    private func installContentView(for configuration: (any UIContentConfiguration)?, state: UIViewConfigurationState) {
        let old = contentView
        let new = configurations.setContent(configuration, state: state, contentView: old)
        guard new !== old else { return setNeedsLayout() }
        storedTextLabel = nil
        replaceSubview(old, with: new)
        replaceContentView(with: new)
        setNeedsLayout()
    }

    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil { backgroundView = nil }
        configurations.setBackground(configuration, state: configurationState, host: self)
    }
}
