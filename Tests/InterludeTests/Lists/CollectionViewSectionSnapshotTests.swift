import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// A cell that shows its item.
@MainActor
private final class ItemCell: UICollectionViewCell {
    var item = ""
}

/// A 400 × 800 window with a one-column flow layout of 50-point items whose diffable data source
/// records the items it makes cells for.
@MainActor
private final class OutlineFixture {
    let window = makeWindow()
    let grid: UICollectionView
    var made: [String] = []
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 50)
        layout.minimumLineSpacing = 0
        grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(ItemCell.self, forCellWithReuseIdentifier: "item")
        window.addSubview(grid)
        dataSource = UICollectionViewDiffableDataSource(collectionView: grid) { [unowned self] grid, indexPath, item in
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ItemCell
            cell.item = item
            made.append(item)
            return cell
        }
        grid.layoutIfNeeded()
    }

    /// Apple's example tree: "Food" with three children, then "Drinks".
    func food(expanded: Bool = false) -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks"])
        snapshot.append(["apple", "pear", "fig"], to: "Food")
        if expanded { snapshot.expand(["Food"]) }
        return snapshot
    }

    func cell(_ item: String) -> ItemCell? {
        dataSource.indexPath(for: item).flatMap { grid.cellForItem(at: $0) as? ItemCell }
    }

    var shown: [String] { grid.visibleCells.map { ($0 as! ItemCell).item } }

    func finish() { window.advance(by: UITableView.rowAnimationDuration) }
}

// Apple's pages for apply(_:to:animatingDifferences:completion:) and snapshot(for:)
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)):
// the section shows the section snapshot's visible items. UIKit's section controller (as public
// decompilations show it) appends a section the data source lacks and puts the visible items in
// the data source's snapshot; snapshot(for:) answers the tree kept, or an empty one.
@MainActor
@Suite("UICollectionViewDiffableDataSource section snapshots")
struct CollectionViewSectionSnapshotTests {
    @Test("a section snapshot shows its visible items; the data source keeps its tree")
    func applyToSection() {
        let fixture = OutlineFixture()
        fixture.dataSource.apply(fixture.food(), to: "main", animatingDifferences: false)
        #expect(fixture.grid.numberOfSections == 1 && fixture.grid.numberOfItems(inSection: 0) == 2)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["Food", "Drinks"])
        #expect(fixture.dataSource.snapshot(for: "main").items == ["Food", "apple", "pear", "fig", "Drinks"])
        #expect(fixture.dataSource.snapshot(for: "elsewhere").items.isEmpty)
        #expect(fixture.shown == ["Food", "Drinks"])
    }

    @Test("a section the data source lacks is added at the end; one from a plain snapshot reads as flat; items move in")
    func newSectionAtEnd() {
        let fixture = OutlineFixture()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["top"])
        snapshot.appendItems(["x", "y"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.dataSource.apply(fixture.food(), to: "outline", animatingDifferences: false)
        #expect(fixture.dataSource.snapshot().sectionIdentifiers == ["top", "outline"])
        let top = fixture.dataSource.snapshot(for: "top")
        #expect(top.rootItems == ["x", "y"] && top.visibleItems == ["x", "y"])
        // Items a section snapshot names leave the sections that had them.
        var moved = NSDiffableDataSourceSectionSnapshot<String>()
        moved.append(["y", "z"])
        fixture.dataSource.apply(moved, to: "more", animatingDifferences: false)
        #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "top") == ["x"])
        #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: "more") == ["y", "z"])
    }

    @Test("expanding inserts the children's cells, animated; the other cells stay")
    func expandKeepsCells() {
        let fixture = OutlineFixture()
        fixture.dataSource.apply(fixture.food(), to: "main", animatingDifferences: false)
        let food = fixture.cell("Food")!, drinks = fixture.cell("Drinks")!
        fixture.made = []
        var finished = false
        fixture.dataSource.apply(fixture.food(expanded: true), to: "main") { finished = true }
        #expect(fixture.made == ["apple", "pear", "fig"])
        #expect(fixture.cell("Food") === food && fixture.cell("Drinks") === drinks)
        #expect(fixture.grid.numberOfItems(inSection: 0) == 5 && !finished)
        fixture.window.advance(by: UITableView.rowAnimationDuration / 2)
        // Drinks is on its way down from y = 50 to y = 200.
        let y = drinks.layer.presentation()!.frame.minY
        #expect(y > 50 && y < 200)
        fixture.finish()
        #expect(finished && fixture.shown == ["Food", "apple", "pear", "fig", "Drinks"])
        // Collapsing deletes them again.
        fixture.dataSource.apply(fixture.food(), to: "main")
        fixture.finish()
        #expect(fixture.shown == ["Food", "Drinks"] && fixture.cell("Drinks") === drinks)
    }

    @Test("a plain apply keeps a section's tree while its items stay, and follows a deletion")
    func plainApplyKeepsTree() {
        let fixture = OutlineFixture()
        fixture.dataSource.apply(fixture.food(expanded: true), to: "main", animatingDifferences: false)
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["pear"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(fixture.dataSource.snapshot(for: "main").level(of: "pear") == 1)
        snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems(["pear"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        let tree = fixture.dataSource.snapshot(for: "main")
        #expect(tree.items == ["Food", "apple", "fig", "Drinks"] && tree.isExpanded("Food"))
    }
}

// UIKit's outline disclosure (its section controller's disclosure action, as public
// decompilations show it): shouldExpandItem or shouldCollapseItem may refuse; willExpandItem or
// willCollapseItem comes first; snapshotForExpandingParent gets the parent and a snapshot of its
// children and its answer replaces them; the section snapshot is applied with animation.
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct)
@MainActor
@Suite("UICollectionViewDiffableDataSource expanding through the outline disclosure")
struct CollectionViewOutlineDisclosureTests {
    @Test("a toggle asks, warns, fetches the children, then expands; the next one collapses")
    func toggle() {
        let fixture = OutlineFixture()
        var log: [String] = []
        fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
            log.append("should expand \($0)")
            return true
        }
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        fixture.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.append("children of \(parent): \(children.items)")
            var fresh = children
            fresh.append(["plum"])
            return fresh
        }
        fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
            log.append("should collapse \($0)")
            return true
        }
        fixture.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
        fixture.dataSource.apply(fixture.food(), to: "main", animatingDifferences: false)
        let food = IndexPath(item: 0, section: 0)
        #expect(!fixture.dataSource.isItemExpanded(at: food) && fixture.dataSource.itemHasChildren(at: food))
        #expect(fixture.dataSource.performDisclosureAction(.toggle, forItemAt: food))
        #expect(
            log == ["should expand Food", "will expand Food", "children of Food: [\"apple\", \"pear\", \"fig\"]"])
        fixture.finish()
        #expect(fixture.shown == ["Food", "apple", "pear", "fig", "plum", "Drinks"])
        #expect(fixture.dataSource.isItemExpanded(at: food))
        #expect(fixture.dataSource.outlineLevel(ofItemAt: IndexPath(item: 4, section: 0)) == 1)
        log = []
        #expect(!fixture.dataSource.performDisclosureAction(.expand, forItemAt: food))
        #expect(fixture.dataSource.performDisclosureAction(.toggle, forItemAt: food))
        #expect(log == ["should collapse Food", "will collapse Food"])
        fixture.finish()
        #expect(fixture.shown == ["Food", "Drinks"])
        #expect(fixture.dataSource.snapshot(for: "main").items.contains("plum"))
    }

    @Test("shouldExpandItem answering false leaves the item collapsed, without a word to willExpandItem")
    func refusal() {
        let fixture = OutlineFixture()
        var warned = false
        fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Food" }
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { _ in warned = true }
        fixture.dataSource.apply(fixture.food(), to: "main", animatingDifferences: false)
        #expect(!fixture.dataSource.performDisclosureAction(.toggle, forItemAt: IndexPath(item: 0, section: 0)))
        #expect(!warned && fixture.grid.numberOfItems(inSection: 0) == 2)
    }
}

// Sections that change places move with their cells (the views' moveSection(_:toSection:)), as
// UIKit's diffable data source does: its update moves sections rather than deleting and
// inserting them (a port's notes checked against the system, UICollectionViewDiffableDataSource.md).
@MainActor
@Suite("UICollectionViewDiffableDataSource section moves")
struct CollectionViewDiffableSectionMoveTests {
    @Test("swapping two sections moves them: every cell is kept, none is made")
    func sectionMoveKeepsCells() {
        let fixture = OutlineFixture()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["a1", "a2"], toSection: "A")
        snapshot.appendItems(["b1"], toSection: "B")
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        let cells = ["a1", "a2", "b1"].map { fixture.cell($0)! }
        fixture.made = []
        snapshot.moveSection("B", beforeSection: "A")
        snapshot.appendItems(["a3"], toSection: "A")
        fixture.dataSource.apply(snapshot)
        fixture.finish()
        #expect(fixture.made == ["a3"])
        #expect(zip(["a1", "a2", "b1"], cells).allSatisfy { fixture.cell($0) === $1 })
        #expect(fixture.shown == ["b1", "a1", "a2", "a3"])
    }
}

// Apple's page for ReorderingHandlers
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property):
// canReorderItem decides whether an item moves; after a reorder didReorder gets the transaction,
// whose difference (or whose section transactions' final snapshots) the backing store follows.
@MainActor
@Suite("UICollectionViewDiffableDataSource reordering handlers")
struct CollectionViewReorderingHandlersTests {
    @Test("without canReorderItem no item moves; with it, its answer")
    func canMove() {
        let fixture = OutlineFixture()
        fixture.dataSource.apply(fixture.food(expanded: true), to: "main", animatingDifferences: false)
        let first = IndexPath(item: 0, section: 0)
        #expect(!fixture.dataSource.collectionView(fixture.grid, canMoveItemAt: first))
        #expect(!fixture.grid.beginInteractiveMovementForItem(at: first))
        fixture.dataSource.reorderingHandlers.canReorderItem = { $0 != "Food" }
        #expect(!fixture.dataSource.collectionView(fixture.grid, canMoveItemAt: first))
        #expect(fixture.dataSource.collectionView(fixture.grid, canMoveItemAt: IndexPath(item: 1, section: 0)))
    }

    @Test("a drag gives willReorder and didReorder the transaction: snapshots, difference, section transaction")
    func dragTransaction() throws {
        let fixture = OutlineFixture()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b", "c", "d"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        var backingStore = ["a", "b", "c", "d"]
        var log: [String] = []
        fixture.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        fixture.dataSource.reorderingHandlers.willReorder = { [unowned fixture] transaction in
            log.append("will: data source at \(fixture.dataSource.snapshot().itemIdentifiers)")
            #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        }
        var received: NSDiffableDataSourceTransaction<String, String>?
        fixture.dataSource.reorderingHandlers.didReorder = { [unowned fixture] transaction in
            log.append("did: data source at \(fixture.dataSource.snapshot().itemIdentifiers)")
            received = transaction
            for section in transaction.sectionTransactions { backingStore = backingStore.applying(section.difference)! }
        }
        #expect(fixture.grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        fixture.grid.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 125))
        fixture.grid.endInteractiveMovement()
        #expect(
            log == [
                "will: data source at [\"a\", \"b\", \"c\", \"d\"]", "did: data source at [\"b\", \"c\", \"a\", \"d\"]",
            ])
        let transaction = try #require(received)
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "a", "d"])
        let changes = transaction.difference.map { change -> String in
            switch change {
            case .remove(let offset, let element, let other): "remove \(element) at \(offset) (to \(other ?? -1))"
            case .insert(let offset, let element, let other): "insert \(element) at \(offset) (from \(other ?? -1))"
            }
        }
        #expect(changes == ["remove a at 0 (to 2)", "insert a at 2 (from 0)"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["main"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == ["b", "c", "a", "d"])
        #expect(backingStore == ["b", "c", "a", "d"])
        fixture.finish()
        #expect(fixture.shown == ["b", "c", "a", "d"])
    }
}

/// Apple's outline sample: list cells whose outline disclosure expands and collapses their item
/// in the section snapshot (the accessory's default action), the cells on screen following the
/// expansion without the cell provider being asked again.
@MainActor
@Suite("Outline disclosure in list cells")
struct OutlineDisclosureTests {
    @Test("tapping the disclosure expands and collapses the item; shown cells follow the expansion")
    func disclosureTogglesExpansion() {
        let window = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 44)
        layout.minimumLineSpacing = 0
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(list)
        var made: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Food" ? [.outlineDisclosure()] : []
            made.append(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Food", "Drinks"])
        tree.append(["apple", "pear"], to: "Food")
        dataSource.apply(tree, to: "main", animatingDifferences: false)
        list.layoutIfNeeded()
        let food = list.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        let disclosure = food.subviews.compactMap { $0 as? CellAccessoryView }.first!
        #expect(!food.configurationState.isExpanded && made == ["Food", "Drinks"])

        disclosure.sendActions(for: .touchUpInside)
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(list.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.snapshot(for: "main").isExpanded("Food"))
        #expect(food.configurationState.isExpanded)
        #expect(made == ["Food", "Drinks", "apple", "pear"])

        disclosure.sendActions(for: .touchUpInside)
        window.advance(by: UITableView.rowAnimationDuration)
        #expect(list.numberOfItems(inSection: 0) == 2)
        #expect(!food.configurationState.isExpanded)
    }
}
