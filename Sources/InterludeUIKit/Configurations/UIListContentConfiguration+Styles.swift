import Foundation

// The styles' defaults. Sources: UIKit's table constants for iOS (the UITableConstants_IOS methods
// of a public decompilation of UIKitCore: default text fonts and colors per cell style, padding
// values, header and footer fonts and margins), a UIKit description of a list cell's
// configuration (`directionalLayoutMargins = {11, 16, 11, 8}; axesPreservingSuperviewLayoutMargins
// = [Horizontal]; imageToTextPadding = 16; textToSecondaryTextVerticalPadding = 3`, quoted in a
// public blog post of a content-configuration warning), and the Human Interface Guidelines'
// emphasized text-style weights. Values no source gave are marked "Interlude's".

extension UIListContentConfiguration {
    /// A list cell: body text in `label`; a secondary text under it.
    public static func cell() -> UIListContentConfiguration { ListContentStyle.cell.configuration }
    /// A list cell with a subtitle: body text over caption-1 secondary text, no gap.
    public static func subtitleCell() -> UIListContentConfiguration { ListContentStyle.subtitleCell.configuration }
    /// A list cell with a value: body text, and body secondary text in `secondaryLabel` at the
    /// trailing edge.
    public static func valueCell() -> UIListContentConfiguration { ListContentStyle.valueCell.configuration }
    /// A plain list's header: semibold subheadline in `secondaryLabel`.
    public static func plainHeader() -> UIListContentConfiguration { ListContentStyle.plainHeader.configuration }
    /// A plain list's footer: as the plain header.
    public static func plainFooter() -> UIListContentConfiguration { ListContentStyle.plainFooter.configuration }
    /// A grouped list's header: footnote capitals in `secondaryLabel`.
    public static func groupedHeader() -> UIListContentConfiguration { ListContentStyle.groupedHeader.configuration }
    /// A grouped list's footer: footnote in `secondaryLabel`.
    public static func groupedFooter() -> UIListContentConfiguration { ListContentStyle.groupedFooter.configuration }
    /// A prominent inset-grouped header: semibold title 3.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        ListContentStyle.prominentInsetGroupedHeader.configuration
    }
    /// An extra prominent inset-grouped header: bold title 2.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        ListContentStyle.extraProminentInsetGroupedHeader.configuration
    }
    /// A sidebar cell: one line of body text, shrinking to 90 % before truncating.
    public static func sidebarCell() -> UIListContentConfiguration { ListContentStyle.sidebarCell.configuration }
    /// A sidebar cell with footnote secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        ListContentStyle.sidebarSubtitleCell.configuration
    }
    /// A sidebar cell beside a content column (as ``sidebarCell()``; its background differs).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        ListContentStyle.accompaniedSidebarCell.configuration
    }
    /// An accompanied sidebar cell with secondary text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        ListContentStyle.accompaniedSidebarSubtitleCell.configuration
    }
    /// A sidebar's section header: headline in `secondaryLabel`.
    public static func sidebarHeader() -> UIListContentConfiguration { ListContentStyle.sidebarHeader.configuration }
    /// A header for any list (iOS 18). UIKit adapts it to the list it is in through the
    /// `listEnvironment` trait, which Interlude does not have: it stays a plain list's header, as
    /// UIKit's header documents for no list.
    public static func header() -> UIListContentConfiguration { ListContentStyle.plainHeader.configuration }
    /// A footer for any list (iOS 18): a plain list's footer (see ``header()``).
    public static func footer() -> UIListContentConfiguration { ListContentStyle.plainFooter.configuration }
}

/// The styles of list content and what each gives for a state.
enum ListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

    /// What a style sets.
    struct Metrics {
        var text: UIListContentConfiguration.TextProperties
        var secondaryText: UIListContentConfiguration.TextProperties
        var margins: NSDirectionalEdgeInsets
        var imageToTextPadding: CGFloat = 16
        var horizontalPadding: CGFloat = 16
        var verticalPadding: CGFloat = 3
        var sideBySide = false
        var imageTint: UIColor?
    }

    /// A fresh configuration of the style, for the default state at the app's text size.
    var configuration: UIListContentConfiguration {
        UIListContentConfiguration(style: self, metrics: metrics(for: UICellConfigurationState(traitCollection: .init())))
    }

    var isSidebarCell: Bool {
        [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(self)
    }

    var isHeaderOrFooter: Bool {
        switch self {
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader, .sidebarHeader:
            true
        default: false
        }
    }

    /// Cell margins: 11 points above and below (UIKit's: half the body line height, rounded up,
    /// which is 11 at the Large size, as its description shows), 16 leading (the cell content
    /// padding); 16 trailing is Interlude's (the description shows 8 in a collection list cell,
    /// whose accessories take the rest). Sidebars lead with their 8-point content padding
    /// (Interlude's reading of the sidebar padding constant).
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let sidebarMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)

    func metrics(for state: UICellConfigurationState) -> Metrics {
        let traits = state.traitCollection
        func font(_ style: UIFont.TextStyle, emphasized: UIFont.Weight? = nil) -> UIFont {
            let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            return emphasized.map { base.withWeight($0) } ?? base
        }
        func text(_ font: UIFont, _ color: UIColor) -> UIListContentConfiguration.TextProperties {
            .init(font: font, color: color)
        }
        // A disabled row (not swiped open) dims its text: `tertiaryLabel`, a value cell's value
        // `quaternaryLabel` (UIKit's table constants).
        let disabled = state.isDisabled && !state.isSwiped
        let primary: UIColor = disabled ? .tertiaryLabel : .label
        switch self {
        case .cell:
            // No source gave `cell()`'s secondary text (UIKit's constants have none for the
            // default style): Interlude's subheadline in `secondaryLabel`.
            return Metrics(
                text: text(font(.body), primary),
                secondaryText: text(font(.subheadline), disabled ? .tertiaryLabel : .secondaryLabel),
                margins: Self.cellMargins)
        case .subtitleCell:
            return Metrics(
                text: text(font(.body), primary), secondaryText: text(font(.caption1), primary),
                margins: Self.cellMargins, verticalPadding: 0)
        case .valueCell:
            // The side-by-side padding is Interlude's (16, the cell content padding).
            return Metrics(
                text: text(font(.body), primary),
                secondaryText: text(font(.body), disabled ? .quaternaryLabel : .secondaryLabel),
                margins: Self.cellMargins, sideBySide: true)
        case .plainHeader, .plainFooter:
            let header = text(font(.subheadline, emphasized: .semibold), .secondaryLabel)
            return Metrics(
                text: header, secondaryText: header,
                margins: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        case .groupedHeader:
            var header = text(font(.footnote), .secondaryLabel)
            header.transform = .uppercase
            return Metrics(
                text: header, secondaryText: header,
                margins: NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
        case .groupedFooter:
            let footer = text(font(.footnote), .secondaryLabel)
            return Metrics(
                text: footer, secondaryText: footer,
                margins: NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8))
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            let extra = self == .extraProminentInsetGroupedHeader
            // The header's color is Interlude's (`label`); fonts and margins are UIKit's.
            return Metrics(
                text: text(font(extra ? .title2 : .title3, emphasized: extra ? .bold : .semibold), .label),
                secondaryText: text(font(.subheadline), .secondaryLabel),
                margins: NSDirectionalEdgeInsets(top: extra ? 9 : 8, leading: 3, bottom: extra ? 10 : 11, trailing: 3))
        case .sidebarHeader:
            // The font is Interlude's (headline); the color UIKit's sidebar header color.
            let header = text(font(.headline), .secondaryLabel)
            return Metrics(text: header, secondaryText: header, margins: Self.sidebarMargins, imageToTextPadding: 10)
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            return sidebarCellMetrics(state: state, body: font(.body), footnote: font(.footnote))
        }
    }

    /// Sidebar rows: one line that shrinks to 90 % and tightens before truncating (UIKit's
    /// sidebar label constants); footnote secondary text in `secondaryLabel`; 10 points between
    /// image and text. Selected in a sidebar that is not beside a content column, the row fills
    /// with the tint and its text and image turn white (secondary text white at 80 %).
    private func sidebarCellMetrics(state: UICellConfigurationState, body: UIFont, footnote: UIFont) -> Metrics {
        let tinted = ListBackgroundStyle.sidebarCell.fillsWithTint(state) && !isAccompanied
        func line(_ font: UIFont, _ color: UIColor) -> UIListContentConfiguration.TextProperties {
            var properties = UIListContentConfiguration.TextProperties(font: font, color: color)
            properties.numberOfLines = 1
            properties.adjustsFontSizeToFitWidth = true
            properties.minimumScaleFactor = 0.9
            return properties
        }
        let text = line(body, tinted ? .white : .label)
        let secondary = line(footnote, tinted ? UIColor(white: 1, alpha: 0.8) : .secondaryLabel)
        return Metrics(
            text: text, secondaryText: secondary, margins: Self.sidebarMargins, imageToTextPadding: 10,
            verticalPadding: self == .sidebarSubtitleCell || self == .accompaniedSidebarSubtitleCell ? 0 : 3,
            imageTint: tinted ? .white : nil)
    }

    private var isAccompanied: Bool { self == .accompaniedSidebarCell || self == .accompaniedSidebarSubtitleCell }
}

extension UIFont {
    /// The font at another weight, keeping its size and how it follows the text size (the
    /// emphasized variants of text styles).
    func withWeight(_ weight: Weight) -> UIFont {
        UIFont(familyName: familyName, pointSize: pointSize, weight: weight, isItalic: isItalic, dynamicType: dynamicType)
    }
}
