/// How a table cell shows its configurations (iOS 14): the state it reports, the content view a
/// content configuration puts in place, the background view, the update cycle and the size a
/// configured row fits.
extension UITableViewCell: ConfigurationHosting {
    /// The state the cell knows: its traits, selected, highlighted, editing, swiped open.
    var cellConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = editingState.swipeOffset != 0
        return state
    }

    func runConfigurationUpdate(using state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func adoptContentView(_ view: UIView) {
        // The built-in labels lived in the old content view; they are made again on demand.
        storedTextLabel = nil
        storedDetailTextLabel = nil
        storedImageView = nil
        replaceContentView(with: view)
    }

    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        if configuration != nil {
            backgroundView = nil
            selectedBackgroundView = nil
        }
        configurations.setBackground(configuration, state: configurationState, host: self)
        updateSelectionAppearance(animated: false)
    }

    /// The margins a configured content view and background inherit: the cell's side margins
    /// (16 points, or the readable width's), the leading one past the indentation, none at the trailing edge when an
    /// accessory takes it.
    var listMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: 0, leading: contentMargin + indentation, bottom: 0,
            trailing: shownAccessory == nil ? contentMargin : 0)
    }

    /// Hands the inherited margins to a list content view (from `layoutSubviews`).
    func layoutConfiguredContent() {
        (contentView as? UIListContentView)?.inheritedMargins = listMargins
    }

    /// The content height of a configured cell `width` wide (after a pending update): what the
    /// configuration's view needs at the content width — its constraints' fitting height when it
    /// has constraints, else its `sizeThatFits(_:)`; nil for an unconfigured cell.
    func configuredContentHeight(forCellWidth width: CGFloat) -> CGFloat? {
        updateConfigurationIfNeeded()
        guard configurations.content != nil else { return nil }
        layoutConfiguredContent()
        let contentWidth = contentWidth(forCellWidth: width)
        guard contentView.subtreeTakesPartInAutoLayout else {
            return contentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        return contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
