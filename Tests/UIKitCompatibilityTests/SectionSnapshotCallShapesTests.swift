import Foundation
import Testing
import UIKit

// Outlines and reordering as Apple's "Implementing Modern Collection Views" sample writes them: a
// tree of reference-type items built into a section snapshot by a recursive helper and applied to
// a section, section snapshot handlers, and a backing store that follows a reorder through the
// section transactions' differences or final snapshots.

final class OutlineEntry: Hashable, Sendable {
    let title: String
    let subitems: [OutlineEntry]
    private let identifier = UUID()

    init(title: String, subitems: [OutlineEntry] = []) {
        self.title = title
        self.subitems = subitems
    }

    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    static func == (lhs: OutlineEntry, rhs: OutlineEntry) -> Bool { lhs.identifier == rhs.identifier }
}

/// A collection view of full-width 44-point rows filling `view` (a stand-in for a list layout).
func makeRowsCollectionView(in view: UIView) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 44)
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    return collectionView
}

final class OutlineSampleViewController: UIViewController {
    enum Section { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, OutlineEntry>!
    var expansions: [String] = []

    lazy var menuItems: [OutlineEntry] = [
        OutlineEntry(
            title: "Compositional Layout",
            subitems: [
                OutlineEntry(title: "Getting Started"), OutlineEntry(title: "Advanced Layouts"),
            ]),
        OutlineEntry(title: "Diffable Data Source", subitems: [OutlineEntry(title: "Mountains Search")]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = makeRowsCollectionView(in: view)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, OutlineEntry> {
            cell, indexPath, item in
            cell.accessibilityLabel = item.title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, OutlineEntry>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineEntry) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in return true }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
            self?.expansions.append(item.title)
        }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = {
            parent, currentChildSnapshot -> NSDiffableDataSourceSectionSnapshot<OutlineEntry> in
            return currentChildSnapshot
        }
        let snapshot = initialSnapshot()
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineEntry> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineEntry>()
        func addItems(_ menuItems: [OutlineEntry], to parent: OutlineEntry?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        return snapshot
    }

    func expandFirst() {
        var snapshot = dataSource.snapshot(for: .main)
        snapshot.expand([menuItems[0]])
        dataSource.apply(snapshot, to: .main)
    }
}

final class ReorderableNumbersViewController: UIViewController {
    enum Section: CaseIterable { case odd }
    enum ReorderingMethod { case collectionDifference, finalSnapshot }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    var reorderingMethod = ReorderingMethod.collectionDifference
    var backingStore: [Section: [Int]] = [.odd: [1, 3, 5, 7]]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = makeRowsCollectionView(in: view)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.tag = number
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: number)
        }
        dataSource.reorderingHandlers.canReorderItem = { item in return true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            for sectionTransaction in transaction.sectionTransactions {
                let sectionIdentifier = sectionTransaction.sectionIdentifier
                switch self.reorderingMethod {
                case .collectionDifference:
                    if let previous = self.backingStore[sectionIdentifier],
                        let updated = previous.applying(sectionTransaction.difference)
                    {
                        self.backingStore[sectionIdentifier] = updated
                    }
                case .finalSnapshot:
                    self.backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
                }
            }
        }
        for section in Section.allCases {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Int>()
            sectionSnapshot.append(backingStore[section] ?? [])
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
        }
    }
}

@MainActor
@Suite("iOS-style client code: section snapshots and reordering handlers")
struct SectionSnapshotCallShapesTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("an outline from a recursive helper: roots shown, children when the first expands")
    func outline() {
        let controller = OutlineSampleViewController()
        let window = show(controller)
        let grid = controller.collectionView!
        #expect(grid.numberOfItems(inSection: 0) == 2)
        let tree = controller.dataSource.snapshot(for: .main)
        #expect(tree.items.map(\.title).count == 5 && tree.level(of: controller.menuItems[1].subitems[0]) == 1)
        controller.expandFirst()
        window.advance(by: 0.5)
        #expect(grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "Getting Started")
        #expect(controller.dataSource.snapshot(for: .main).isExpanded(controller.menuItems[0]))
    }

    @Test("a drag updates the backing store through the section transaction's difference")
    func reorder() {
        let controller = ReorderableNumbersViewController()
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView!
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 10))
        grid.endInteractiveMovement()
        #expect(controller.backingStore[.odd] == [7, 1, 3, 5])
        #expect(controller.dataSource.snapshot(for: .odd).items == [7, 1, 3, 5])
    }
}
