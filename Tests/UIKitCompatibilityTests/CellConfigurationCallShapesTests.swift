import UIKit
import Testing

/// A content configuration with its own view, as iOS 14 code writes one.
struct StarRatingConfiguration: UIContentConfiguration, Hashable {
    var stars = 0
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView {
        StarRatingContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> StarRatingConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isHighlighted = state.isHighlighted || state.isSelected
        return updated
    }
}

final class StarRatingContentView: UIView, UIContentView {
    private let label = UILabel()
    private var currentConfiguration: StarRatingConfiguration

    var configuration: UIContentConfiguration {
        get { currentConfiguration }
        set {
            guard let configuration = newValue as? StarRatingConfiguration else { return }
            currentConfiguration = configuration
            label.text = String(repeating: "★", count: configuration.stars)
            label.textColor = configuration.isHighlighted ? .white : .systemYellow
        }
    }

    init(configuration: StarRatingConfiguration) {
        currentConfiguration = configuration
        super.init(frame: .zero)
        addSubview(label)
        self.configuration = configuration
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is StarRatingConfiguration }
}

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.cell.isArchived")
}

extension UICellConfigurationState {
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

/// A cell subclass updating its configurations from its state and a custom state.
final class ArchivableMessageCell: UITableViewCell {
    var isArchived = false { didSet { setNeedsUpdateConfiguration() } }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Message"
        content.secondaryText = state.isArchived ? "Archived" : nil
        content.textProperties.color = state.isArchived ? .secondaryLabel : .label
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        if state.isSelected { background.backgroundColor = .systemBlue }
        backgroundConfiguration = background
    }
}

@MainActor
@Suite("iOS-style client code: cell configurations")
struct CellConfigurationCallShapesTests {
    @Test("The default content configuration, filled and assigned")
    func defaultContent() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "star")
        content.text = "Favorites"
        content.secondaryText = "12 items"
        content.imageProperties.tintColor = .purple
        content.imageProperties.cornerRadius = 4
        content.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        content.imageProperties.reservedLayoutSize = CGSize(
            width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.numberOfLines = 1
        content.textProperties.alignment = .natural
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.transform = .uppercase
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        content.axesPreservingSuperviewLayoutMargins = []
        content.imageToTextPadding = 12
        content.textToSecondaryTextVerticalPadding = 4
        content.textToSecondaryTextHorizontalPadding = 8
        content.prefersSideBySideTextAndSecondaryText = false
        cell.contentConfiguration = content
        cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
        cell.automaticallyUpdatesContentConfiguration = true
        cell.automaticallyUpdatesBackgroundConfiguration = true
        var background = cell.defaultBackgroundConfiguration()
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        #expect(cell.contentView is UIListContentView)
        #expect(cell.textLabel == nil)
    }

    @Test("Every list content style, and a list content view on its own")
    func styles() {
        let styles: [UIListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .sidebarCell(),
            .sidebarSubtitleCell(), .accompaniedSidebarCell(), .sidebarHeader(), .header(), .footer(),
        ]
        #expect(styles.count == 15)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let view = UIListContentView(configuration: content)
        let size: CGSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.height > 0)
        view.configuration = content
        let made: UIView & UIContentView = content.makeContentView()
        #expect(made is UIListContentView)
    }

    @Test("Background configurations")
    func backgrounds() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemBackground
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.8) }
        background.cornerRadius = 10
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.strokeColor = .separator
        background.strokeWidth = 1
        background.strokeOutset = 0
        background.customView = UIView()
        background.image = UIImage(systemName: "star")
        background.imageContentMode = .scaleAspectFill
        let resolved: UIColor = background.resolvedBackgroundColor(for: .systemBlue)
        _ = resolved
        let others: [UIBackgroundConfiguration] = [
            .listGroupedCell(), .listSidebarCell(), .listAccompaniedSidebarCell(), .listPlainHeaderFooter(),
            .listGroupedHeaderFooter(), .listSidebarHeader(), .clear(),
        ]
        #expect(others.count == 7)
    }

    @Test("Update handlers, custom configurations and custom states")
    func handlers() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = state.isSelected ? "Selected" : "Item"
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
            background.backgroundColor = state.isHighlighted ? .systemGray5 : .systemBackground
            cell.backgroundConfiguration = background
        }
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Selected")

        let table = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.contentConfiguration = StarRatingConfiguration(stars: 3)
        table.setSelected(true, animated: false)
        table.layoutIfNeeded()
        #expect((table.contentConfiguration as? StarRatingConfiguration)?.isHighlighted == true)

        let message = ArchivableMessageCell(style: .default, reuseIdentifier: nil)
        message.isArchived = true
        message.layoutIfNeeded()
        #expect((message.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Archived")

        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        header.configurationUpdateHandler = { view, state in
            var content = UIListContentConfiguration.groupedHeader().updated(for: state)
            content.text = "Recent"
            view.contentConfiguration = content
        }
        header.layoutIfNeeded()
        let viewState: UIViewConfigurationState = header.configurationState
        _ = viewState.isPinned
        #expect(header.textLabel == nil)
    }
}

@MainActor
@Suite("iOS-style client code: list cells and accessories")
struct ListCellCallShapesTests {
    @Test("A cell registration configuring a list cell with accessories")
    func listCell() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.image = UIImage(systemName: "tray")
        cell.contentConfiguration = content
        cell.indentationLevel = 1
        cell.indentationWidth = 20
        cell.indentsAccessories = false
        cell.accessories = [
            .disclosureIndicator(),
            .checkmark(displayed: .whenNotEditing, options: UICellAccessory.CheckmarkOptions(tintColor: .systemGreen)),
            .delete(displayed: .whenEditing, actionHandler: { print("delete") }),
            .insert(displayed: .whenEditing, options: .init(backgroundColor: .systemGreen)) {},
            .reorder(displayed: .whenEditing, options: .init(showsVerticalSeparator: false)),
            .multiselect(displayed: .whenEditing),
            .outlineDisclosure(options: .init(style: .header)),
            .label(text: "12", options: .init(font: .preferredFont(forTextStyle: .footnote))),
            .detail(actionHandler: {}),
            .customView(configuration: .init(customView: UISwitch(), placement: .trailing(displayed: .always))),
        ]
        var first = cell.accessories[0]
        first.tintColor = .systemRed
        first.isHidden = false
        first.reservedLayoutWidth = .standard
        let shown: UICellAccessory.DisplayedState = first.displayedState
        #expect(shown == .always)
        #expect(cell.accessories.count == 10)
    }
}
