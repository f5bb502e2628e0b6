/// How a header or footer shows its configurations (iOS 14), as a table cell does (see
/// `UITableViewCell+Configurations.swift`), with a view state instead of a cell state.
extension UITableViewHeaderFooterView: ConfigurationHosting {
    func runConfigurationUpdate(using state: UIViewConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func adoptContentView(_ view: UIView) {
        storedTextLabel = nil
        replaceContentView(with: view)
    }

    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil { backgroundView = nil }
        configurations.setBackground(configuration, state: configurationState, host: self)
    }
}
