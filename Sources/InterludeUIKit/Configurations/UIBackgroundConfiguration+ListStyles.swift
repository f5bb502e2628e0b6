// The list backgrounds and their colors per state. Sources: UIKit's table constants for iOS (the
// UITableConstants_IOS methods of a public decompilation of UIKitCore: a cell's fill is the plain
// or grouped cell color, the selected color while highlighted, selected or a drop target, and
// `systemGray2` while highlighted as a drop target; a sidebar selection fills with the tint when
// the selection is key, with `secondarySystemFill` otherwise; headers and footers have no fill
// unless they float), with Interlude's colors for the named table colors: `systemBackground` for
// plain cells, `secondarySystemGroupedBackground` for grouped ones, `systemGray4` selected.

extension UIBackgroundConfiguration {
    /// A plain list's cell: `systemBackground`, `systemGray4` while selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { ListBackgroundStyle.plainCell.configuration }
    /// A grouped or inset-grouped list's cell: `secondarySystemGroupedBackground`, `systemGray4`
    /// while selected or highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration { ListBackgroundStyle.groupedCell.configuration }
    /// A sidebar's cell: clear; selected, filled with the tint color (the key selection) with a
    /// corner radius of 10 points (Interlude's: no source gave the radius).
    public static func listSidebarCell() -> UIBackgroundConfiguration { ListBackgroundStyle.sidebarCell.configuration }
    /// A sidebar cell beside a content column: clear; selected, `secondarySystemFill`.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        ListBackgroundStyle.accompaniedSidebarCell.configuration
    }
    /// A plain list's header or footer: clear (UIKit blurs a floating one; Interlude has no
    /// `visualEffect`, so it stays clear).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        ListBackgroundStyle.plainHeaderFooter.configuration
    }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        ListBackgroundStyle.groupedHeaderFooter.configuration
    }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { ListBackgroundStyle.sidebarHeader.configuration }
    /// A cell of any list (iOS 18). UIKit adapts it to its list through the `listEnvironment`
    /// trait, which Interlude lacks: it stays a plain list's cell.
    public static func listCell() -> UIBackgroundConfiguration { ListBackgroundStyle.plainCell.configuration }
    /// A header of any list (iOS 18): a plain list's header (see ``listCell()``).
    public static func listHeader() -> UIBackgroundConfiguration { ListBackgroundStyle.plainHeaderFooter.configuration }
    /// A footer of any list (iOS 18): a plain list's footer (see ``listCell()``).
    public static func listFooter() -> UIBackgroundConfiguration { ListBackgroundStyle.plainHeaderFooter.configuration }
}

/// The list styles of backgrounds (`none` for a button's or a cleared background).
enum ListBackgroundStyle: Hashable, Sendable {
    case none, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell
    case plainHeaderFooter, groupedHeaderFooter, sidebarHeader

    /// A fresh background of the style, in the default state.
    var configuration: UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration(
            backgroundColor: fill(for: UICellConfigurationState(traitCollection: .init())), listStyle: self)
        if self == .sidebarCell || self == .accompaniedSidebarCell { background.cornerRadius = 10 }
        return background
    }

    /// Whether a sidebar row in `state` fills with the tint: selected, not editing.
    func fillsWithTint(_ state: UICellConfigurationState) -> Bool { state.isSelected && !state.isEditing }

    /// The fill for `state`; nil means the tint color.
    func fill(for state: UICellConfigurationState) -> UIColor? {
        let targeted = state.cellDropState == .targeted
        switch self {
        case .none: return .clear
        case .plainCell, .groupedCell:
            if state.isHighlighted, targeted { return .systemGray2 }
            if state.isHighlighted || state.isSelected || targeted { return .systemGray4 }
            return self == .plainCell ? .systemBackground : .secondarySystemGroupedBackground
        case .sidebarCell:
            return fillsWithTint(state) ? nil : .clear
        case .accompaniedSidebarCell:
            return fillsWithTint(state) ? .secondarySystemFill : .clear
        case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            return .clear
        }
    }
}
