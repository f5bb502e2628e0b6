import Testing
import UIKit

// An iOS 14 list as apps write it, after Apple's "Implementing Modern Collection Views" sample
// (the list, inset-grouped and outline samples) and Apple's pages on
// UICollectionLayoutListConfiguration, UIListSeparatorConfiguration, NSCollectionLayoutSection
// .list(using:layoutEnvironment:), UICollectionView.CellRegistration and UICollectionView's
// editing members.

final class SettingsListViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable { case account, general }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var deleted: [String] = []

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = sectionIndex == 0 ? .supplementary : .firstItemInSection
            configuration.footerMode = .none
            configuration.showsSeparators = true
            configuration.backgroundColor = .systemGroupedBackground
            configuration.headerTopPadding = 0
            configuration.separatorConfiguration.color = .separator
            configuration.separatorConfiguration.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
            configuration.itemSeparatorHandler = { indexPath, sectionSeparatorConfiguration in
                var configuration = sectionSeparatorConfiguration
                if indexPath.item == 0 { configuration.topSeparatorVisibility = .hidden }
                configuration.bottomSeparatorInsets.leading = 60
                return configuration
            }
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            section.contentInsets.bottom = 20
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            [weak self] cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Item \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing),
                .delete(displayed: .whenEditing, actionHandler: { self?.deleted.append(item) }),
                .reorder(displayed: .whenEditing),
                .multiselect(displayed: .whenEditing),
            ]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { headerView, _, indexPath in
            var content = headerView.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            headerView.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Name", "Email"], toSection: .account)
        snapshot.appendItems(["General", "Wi-Fi", "Bluetooth"], toSection: .general)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        indexPath.section != 0
    }
}

@MainActor
@Suite("List layout call shapes")
struct ListLayoutCallShapesTests {
    @Test("an inset-grouped settings list builds, shows its rows and enters editing")
    func settingsList() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SettingsListViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.numberOfSections == 2)
        let row = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))
        #expect(row?.frame.minX == 20 && row?.frame.width == 350)
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
        #expect(row?.configurationState.isEditing == true)
        let locked = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(locked?.configurationState.isEditing == false)
    }

    @Test("a whole-list layout and a plain list's members")
    func wholeListLayout() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(configuration.appearance == .sidebar)
        let separators = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
        let cell = AlignedSeparatorCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(cell.separatorLayoutGuide.owningView === cell)
    }
}

/// A list cell whose separator lines up with its own label, as iOS 14 code moves it.
final class AlignedSeparatorCell: UICollectionViewListCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 60),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            separatorLayoutGuide.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { return nil }
}
