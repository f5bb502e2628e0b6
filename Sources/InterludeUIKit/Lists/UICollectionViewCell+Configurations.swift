/// How a collection view cell shows its configurations (iOS 14): the state it reports, the
/// content view a content configuration puts in place, the background view and the update cycle
/// (as a table cell's, see `UITableViewCell+Configurations.swift`).
extension UICollectionViewCell: ConfigurationHosting {
    /// The state the cell knows: its traits, selected, highlighted, editing.
    var cellConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isCollectionEditing
        return state
    }

    func runConfigurationUpdate(using state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func adoptContentView(_ view: UIView) {
        replaceContentView(with: view)
    }

    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil {
            backgroundView = nil
            selectedBackgroundView = nil
        }
        configurations.setBackground(configuration, state: configurationState, host: self)
    }
}
