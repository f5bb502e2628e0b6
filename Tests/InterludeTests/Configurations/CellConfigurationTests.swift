import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A cell recording its configuration updates and layout passes in one log.
@MainActor
private final class LoggingCell: UITableViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("update selected=\(state.isSelected)")
    }
    override func layoutSubviews() {
        log.append("layoutSubviews")
        super.layoutSubviews()
    }
}

/// A content configuration with its own view, as apps write them.
private struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    var selected = false
    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
        var copy = self
        copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
        return copy
    }
}

@MainActor
private final class BadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 70) }
}

/// A configuration whose view is laid out with constraints: a 60-point box 12 points from top and bottom.
private struct BoxConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { BoxView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BoxConfiguration { self }
}

@MainActor
private final class BoxView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: BoxConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        let box = UIView(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        // The bottom at 999, as `ConstrainedCell` (TableViewSelfSizingTests) holds it.
        let bottom = box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: topAnchor, constant: 12), bottom,
            box.leadingAnchor.constraint(equalTo: leadingAnchor),
            box.trailingAnchor.constraint(equalTo: trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
    required init?(coder: NSCoder) { return nil }
}

/// Rows whose content only an update handler sets.
@MainActor
private final class HandlerRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.configurationUpdateHandler = { cell, _ in cell.contentConfiguration = BoxConfiguration() }
        return cell
    }
}

/// Rows showing subtitle configurations.
@MainActor
private final class SubtitleRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title \(indexPath.row)"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content
        return cell
    }
}

// UITableViewCell.h and UICollectionViewCell.h: a content configuration replaces the content view
// (or is applied to it when compatible); nil puts a new content view in place; textLabel,
// detailTextLabel and imageView "will always return nil when a non-nil contentConfiguration is
// set"; backgroundView and selectedBackgroundView are nil while a backgroundConfiguration is set;
// `updateConfiguration(using:)` runs on a requested update, the handler after it, and requests
// coalesce; the automatic updates apply the updated configuration back to the cell.
@MainActor
@Suite("Cell configurations")
struct CellConfigurationTests {
    @Test("a content configuration replaces the content view and hides the built-in labels")
    func contentViewReplaced() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Old"
        let original = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "Favorites"
        cell.contentConfiguration = content
        #expect(cell.contentView !== original)
        #expect(cell.contentView is UIListContentView)
        #expect(cell.contentView.superview === cell && original.superview == nil)
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Favorites")

        // A second list configuration is shown by the same view.
        let listView = cell.contentView
        content.text = "Recents"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView)

        // Another kind of configuration gets its own view; nil brings a new, empty content view.
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        #expect(cell.contentView is BadgeView)
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIContentView) && cell.contentView.subviews.isEmpty)
        #expect(cell.textLabel != nil)
    }

    @Test("defaultContentConfiguration follows the cell style")
    func defaultContentPerStyle() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle.secondaryTextProperties.font.pointSize == 12)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration()
        #expect(header.textProperties.font.pointSize == 15)
    }

    @Test("defaultBackgroundConfiguration follows the table's style")
    func defaultBackgroundPerTable() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        grouped.addSubview(cell)
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .secondarySystemGroupedBackground)
        cell.setSelected(true, animated: false)
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .systemGray4)
        #expect(UICollectionViewCell(frame: .zero).defaultBackgroundConfiguration() == .clear())
        #expect(UICollectionViewListCell(frame: .zero).defaultBackgroundConfiguration() == .listPlainCell())
    }

    @Test("selecting a cell restyles its background: systemGray4, back to white")
    func selectionRestylesBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView(frame: .zero)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.setSelected(false, animated: false)
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.setHighlighted(false, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)

        // Without automatic updates the configuration stays as set.
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test("updateConfiguration(using:) runs once before layout, then the handler; requests coalesce")
    func updateOrder() {
        let cell = LoggingCell(style: .default, reuseIdentifier: nil)
        cell.configurationUpdateHandler = { cell, state in
            (cell as? LoggingCell)?.log.append("handler selected=\(state.isSelected)")
        }
        cell.layoutIfNeeded()
        #expect(cell.log == ["update selected=false", "handler selected=false", "layoutSubviews"])
        cell.log = []
        cell.setSelected(true, animated: false)
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        #expect(cell.log.isEmpty)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update selected=true", "handler selected=true", "layoutSubviews"])
        cell.log = []
        cell.layoutIfNeeded()
        #expect(cell.log.isEmpty)
    }

    @Test("a handler's configuration is shown; a custom configuration is updated for the state")
    func handlerAndCustomConfiguration() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.contentConfiguration = BadgeConfiguration(count: 1)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? BadgeConfiguration)?.selected == true)
        #expect(
            (cell.contentView as? BadgeView)?.configuration as? BadgeConfiguration == BadgeConfiguration(count: 1, selected: true)
        )
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "On" : "Off"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "On")
        #expect(cell.contentView is UIListContentView)
    }

    @Test("a subclass's configuration state adds custom states")
    func customConfigurationState() {
        final class FavoriteCell: UITableViewCell {
            static let favorite = UIConfigurationStateCustomKey("favorite")
            var seen: AnyHashable?
            override var configurationState: UICellConfigurationState {
                var state = super.configurationState
                state[Self.favorite] = true
                state.isDisabled = true
                return state
            }
            override func updateConfiguration(using state: UICellConfigurationState) {
                seen = state[Self.favorite]
            }
        }
        let cell = FavoriteCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Disabled"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.seen == AnyHashable(true))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .tertiaryLabel)
    }

    @Test("a self-sizing row with a subtitle configuration is as tall as its margins and two lines of text")
    func selfSizingSubtitleRow() {
        let source = SubtitleRows()
        let (window, table) = makeListTable(dataSource: source, delegate: nil) {
            $0.rowHeight = UITableView.automaticDimension
        }
        defer { withExtendedLifetime(window) {} }
        // 11 + a body line + 0 + a caption-1 line + 11, each line its font's height rounded up to
        // a whole point (label sizes), plus the separator.
        let body = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
        let caption = UIFont.preferredFont(forTextStyle: .caption1).lineHeight.rounded(.up)
        let separator = 1 / UIScreen.main.scale
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.height == 11 + body + caption + 11 + separator)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let labels = cell?.contentView.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden } ?? []
        #expect(labels.map(\.frame.minY) == [11, 11 + body])
        #expect(labels.map(\.frame.minX) == [16, 16])
    }

    @Test("a self-sizing row measures the content an update handler sets, with its constraints")
    func selfSizingHandlerContent() {
        let source = HandlerRows()
        let (window, table) = makeListTable(dataSource: source, delegate: nil) {
            $0.rowHeight = UITableView.automaticDimension
        }
        defer { withExtendedLifetime(window) {} }
        let separator = 1 / UIScreen.main.scale
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 84 + separator)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView is BoxView)
    }

    @Test("a configured cell without constraints sizes to its content view")
    func customContentSizing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = BadgeConfiguration()
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 70)
    }

    @Test("a header's content configuration replaces its title label")
    func headerFooterConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        var content = header.defaultContentConfiguration()
        content.text = "Section"
        header.contentConfiguration = content
        header.backgroundConfiguration = .listGroupedHeaderFooter()
        header.layoutIfNeeded()
        #expect(header.textLabel == nil)
        #expect(header.contentView is UIListContentView)
        #expect(header.contentView.frame == header.bounds)
        #expect(header.backgroundConfiguration?.backgroundColor == .clear)
    }
}
