import Foundation
import Testing
import UIKit

// Diffable lists as Apple's sample code writes them: an enum of sections, a Hashable struct of
// items, a data source made with a trailing cell-provider closure, snapshots built and applied;
// a table data source subclass with section titles and editable rows; a collection view whose
// cells and headers come from registrations.

enum MountainSection: CaseIterable {
    case peaks, hills
}

struct Mountain: Hashable {
    let name: String
    let height: Int
    let identifier = UUID()

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    static func == (lhs: Mountain, rhs: Mountain) -> Bool { lhs.identifier == rhs.identifier }
}

final class MountainsDataSource: UITableViewDiffableDataSource<MountainSection, Mountain> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .peaks ? "Peaks" : "Hills"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let mountain = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([mountain])
        apply(snapshot)
    }
}

final class MountainsViewController: UIViewController {
    typealias DataSource = MountainsDataSource
    typealias Snapshot = NSDiffableDataSourceSnapshot<MountainSection, Mountain>

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: DataSource!
    var mountains = [
        Mountain(name: "Everest", height: 8849), Mountain(name: "K2", height: 8611),
        Mountain(name: "Ben Nevis", height: 1345),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mountain")
        view.addSubview(tableView)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, mountain in
            let cell = tableView.dequeueReusableCell(withIdentifier: "mountain", for: indexPath)
            cell.textLabel?.text = mountain.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var snapshot = Snapshot()
        snapshot.appendSections(MountainSection.allCases)
        snapshot.appendItems(mountains.filter { $0.height > 3000 }, toSection: .peaks)
        snapshot.appendItems(mountains.filter { $0.height <= 3000 }, toSection: .hills)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    func rename(_ mountain: Mountain) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([mountain])
        dataSource.apply(snapshot)
    }
}

final class NumbersHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PeaksGridViewController: UIViewController {
    enum Section { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 100, height: 40)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, number in
            cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemBlue : .systemTeal
            cell.tag = number
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<NumbersHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { supplementaryView, elementKind, indexPath in
            supplementaryView.label.text = "Numbers"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, number: Int) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1...6))
        dataSource.applySnapshotUsingReloadData(snapshot)
    }

    func shuffle() async {
        var snapshot = dataSource.snapshot()
        snapshot.moveItem(6, beforeItem: 1)
        snapshot.deleteItems([3])
        await dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("iOS-style client code: diffable data sources and registrations")
struct DiffableCallShapesTests {
    @Test("a mountains table: titled sections from a subclass, a row added with an animated snapshot")
    func mountains() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = MountainsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        #expect(controller.dataSource.tableView(table, titleForHeaderInSection: 1) == "Hills")
        controller.mountains.append(Mountain(name: "Kangchenjunga", height: 8586))
        var done = false
        controller.applySnapshot { done = true }
        window.advance(by: 0.5)
        #expect(done && table.numberOfRows(inSection: 0) == 3)
        let everest = controller.mountains[0]
        let cell = table.cellForRow(at: controller.dataSource.indexPath(for: everest)!)
        controller.rename(everest)
        window.advance(by: 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1))?.name == "Ben Nevis")
    }

    @Test("a grid from registrations: configured cells and header, an async shuffle")
    func grid() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = PeaksGridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let grid = controller.collectionView!
        #expect(grid.numberOfItems(inSection: 0) == 6)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 1)
        let header = grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
        #expect((header as? NumbersHeaderView)?.label.text == "Numbers")
        let shuffled = Task { await controller.shuffle() }
        for _ in 0..<20 {
            await Task.yield()
            window.advance(by: 0.05)
        }
        await shuffled.value
        #expect(controller.dataSource.snapshot().itemIdentifiers == [6, 1, 2, 4, 5])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 6)
    }
}
