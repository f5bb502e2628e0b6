import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A cell that counts its reuses.
@MainActor
private final class LabelCell: UICollectionViewCell {
    var label = ""
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header that shows its section's identifier.
@MainActor
private final class HeaderView: UICollectionReusableView {
    var title = ""
}

/// A 400 × 800 window with a one-column flow layout of 100-point items whose diffable data source
/// configures `LabelCell`s through a cell registration.
@MainActor
private final class Fixture {
    let window = makeWindow()
    let grid: UICollectionView
    let layout = UICollectionViewFlowLayout()
    var configured: [String] = []
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var registration: UICollectionView.CellRegistration<LabelCell, String>!

    init() {
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        window.addSubview(grid)
        registration = UICollectionView.CellRegistration { [unowned self] cell, _, item in
            cell.label = item
            configured.append(item)
        }
        let registration = registration!
        dataSource = UICollectionViewDiffableDataSource(collectionView: grid) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        grid.layoutIfNeeded()
    }

    func snapshot(_ sections: [(Int, [String])]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    var shown: [String] { grid.visibleCells.map { ($0 as! LabelCell).label } }

    func cell(_ item: String) -> LabelCell? {
        dataSource.indexPath(for: item).flatMap { grid.cellForItem(at: $0) as? LabelCell }
    }
}

// Apple's pages for UICollectionViewDiffableDataSource
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa) and
// UICollectionView.CellRegistration (iOS 14): the registration configures each dequeued cell;
// applying a snapshot animates the difference.
@MainActor
@Suite("UICollectionViewDiffableDataSource and cell registrations")
struct CollectionViewDiffableDataSourceTests {
    private let duration = UITableView.rowAnimationDuration

    @Test("applying B over A: moved items keep their cells, the inserted one is configured, the deleted one leaves")
    func applyDifference() {
        let fixture = Fixture()
        #expect(fixture.grid.dataSource === fixture.dataSource && fixture.grid.numberOfSections == 0)
        fixture.dataSource.apply(fixture.snapshot([(0, ["a", "b", "c"])]))
        fixture.window.advance(by: duration)
        #expect(fixture.shown == ["a", "b", "c"])
        let a = fixture.cell("a")!, c = fixture.cell("c")!
        fixture.configured = []
        var finished = false
        fixture.dataSource.apply(fixture.snapshot([(0, ["c", "d", "a"])])) { finished = true }
        #expect(fixture.configured == ["d"])
        #expect(fixture.cell("c") === c && fixture.cell("a") === a)
        fixture.window.advance(by: duration / 2)
        // Item c is halfway from y = 200 to y = 0.
        expectClose(c.layer.presentation()!.frame.minY, 100, tolerance: 1e-9)
        #expect(!finished)
        fixture.window.advance(by: duration / 2)
        #expect(fixture.shown == ["c", "d", "a"] && finished)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "d")
    }

    @Test("reloaded items get new cells; reconfigured ones are configured again in their own cells, without reuse")
    func reloadAndReconfigure() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([(0, ["a", "b"])]))
        fixture.window.advance(by: duration)
        let a = fixture.cell("a")!, b = fixture.cell("b")!
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b"])
        fixture.configured = []
        fixture.dataSource.apply(snapshot)
        fixture.window.advance(by: duration)
        #expect(fixture.configured.sorted() == ["a", "b"])
        #expect(fixture.cell("a") !== a && fixture.cell("b") === b && b.reuses == 0)
    }

    @Test("a registration's cells are reused: scrolling away and back dequeues the queue's cells")
    func registrationReuses() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([(0, (0..<30).map(String.init))]), animatingDifferences: false)
        let first = Set(fixture.grid.visibleCells.map(ObjectIdentifier.init))
        fixture.grid.contentOffset.y = 2000
        fixture.grid.layoutIfNeeded()
        let later = Set(fixture.grid.visibleCells.map(ObjectIdentifier.init))
        #expect(!first.isDisjoint(with: later))
        #expect(fixture.shown.first == "20")
    }

    @Test("supplementary views come from the provider, through a supplementary registration")
    func supplementary() {
        let fixture = Fixture()
        fixture.layout.headerReferenceSize = CGSize(width: 400, height: 30)
        let headers = UICollectionView.SupplementaryRegistration<HeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned fixture] view, kind, indexPath in
            #expect(kind == UICollectionView.elementKindSectionHeader)
            view.title = "Section \(fixture.dataSource.sectionIdentifier(for: indexPath.section) ?? -1)"
        }
        fixture.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        fixture.dataSource.apply(fixture.snapshot([(7, ["a"]), (9, ["b"])]), animatingDifferences: false)
        fixture.grid.layoutIfNeeded()
        let shown = fixture.grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(shown.map { ($0 as! HeaderView).title } == ["Section 7", "Section 9"])
    }

    @Test("applySnapshotUsingReloadData configures every cell again")
    func reloadData() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([(0, ["a", "b"])]))
        fixture.window.advance(by: duration)
        fixture.configured = []
        fixture.dataSource.applySnapshotUsingReloadData(fixture.snapshot([(0, ["b", "a"])]))
        fixture.grid.layoutIfNeeded()
        #expect(fixture.shown == ["b", "a"] && fixture.configured == ["b", "a"])
    }

    @Test("an item moved interactively moves in the data source's snapshot too")
    func interactiveMoveFollowsSnapshot() {
        let fixture = Fixture()
        fixture.dataSource.apply(fixture.snapshot([(0, ["a", "b", "c", "d"])]), animatingDifferences: false)
        fixture.grid.layoutIfNeeded()
        // Items move only where reorderingHandlers.canReorderItem allows it (iOS 14).
        #expect(!fixture.grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        fixture.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        #expect(fixture.grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        fixture.grid.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 250))
        fixture.grid.endInteractiveMovement()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
    }
}
