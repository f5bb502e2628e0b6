import Testing
@testable import InterludeUIKit

// The members of NSDiffableDataSourceSnapshot as Apple's pages describe them
// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct).
@Suite("NSDiffableDataSourceSnapshot")
struct DiffableSnapshotTests {
    private func fruit() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(["apple", "apricot"], toSection: "a")
        snapshot.appendItems(["banana", "blueberry", "blackberry"]) // nil: the last section
        return snapshot
    }

    @Test("an empty snapshot; appended sections and items, counted and found")
    func appendAndQuery() {
        #expect(NSDiffableDataSourceSnapshot<Int, Int>().numberOfSections == 0)
        let snapshot = fruit()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == ["apple", "apricot", "banana", "blueberry", "blackberry"])
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == ["apple", "apricot"])
        #expect(snapshot.sectionIdentifier(containingItem: "blueberry") == "b")
        #expect(snapshot.sectionIdentifier(containingItem: "cherry") == nil)
        // indexOfItem counts through the sections before the item's own.
        #expect(snapshot.indexOfItem("blueberry") == 3 && snapshot.indexOfItem("cherry") == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.indexOfSection("z") == nil)
    }

    @Test("items inserted before and after others, deleted, moved across sections")
    func itemEdits() {
        var snapshot = fruit()
        snapshot.insertItems(["avocado"], beforeItem: "apricot")
        snapshot.insertItems(["bilberry"], afterItem: "blackberry")
        #expect(snapshot.itemIdentifiers(inSection: "a") == ["apple", "avocado", "apricot"])
        #expect(snapshot.itemIdentifiers(inSection: "b").last == "bilberry")
        snapshot.deleteItems(["apple", "blueberry"])
        #expect(snapshot.itemIdentifiers == ["avocado", "apricot", "banana", "blackberry", "bilberry"])
        snapshot.moveItem("bilberry", beforeItem: "avocado")
        snapshot.moveItem("avocado", afterItem: "banana")
        #expect(snapshot.itemIdentifiers(inSection: "a") == ["bilberry", "apricot"])
        #expect(snapshot.itemIdentifiers(inSection: "b") == ["banana", "avocado", "blackberry"])
        #expect(snapshot.sectionIdentifier(containingItem: "avocado") == "b")
    }

    @Test("sections inserted, moved with their items and deleted with them; deleteAllItems empties it")
    func sectionEdits() {
        var snapshot = fruit()
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "d", "b"])
        snapshot.appendItems(["cherry"], toSection: "c")
        snapshot.moveSection("c", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "d", "c"])
        #expect(snapshot.itemIdentifiers.first == "banana" && snapshot.itemIdentifiers.last == "cherry")
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a", "d", "c"] && snapshot.numberOfItems == 3)
        #expect(snapshot.indexOfItem("banana") == nil && snapshot.indexOfSection("c") == 2)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("reload and reconfigure marks are kept in order, once each, and dropped with their items")
    func marks() {
        var snapshot = fruit()
        snapshot.reloadItems(["banana", "apple", "banana"])
        snapshot.reconfigureItems(["apricot"])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == ["banana", "apple"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["apricot"])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems(["banana"])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == ["apple"] && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("deleting identifiers the snapshot does not have is reported and skipped")
    func deletingUnknown() {
        var snapshot = fruit()
        let messages = capturingDiagnostics { snapshot.deleteItems(["cherry", "apple"]) }
        #expect(snapshot.numberOfItems == 4)
        #expect(messages.count == 1 && messages.first?.contains("deleteItems(_:)") == true)
    }

    @Test("a difference keeps the longest run in order and moves the rest")
    func longestRun() {
        #expect(DiffableSnapshotDifference.longestIncreasingRun([3, 0, 1, 4, 2]) == [1, 2, 4])
        #expect(DiffableSnapshotDifference.longestIncreasingRun([]) == [])
        var old = NSDiffableDataSourceSnapshot<Int, String>()
        old.appendSections([0])
        old.appendItems(["a", "b", "c", "d"])
        var new = old
        new.moveItem("a", afterItem: "d") // b c d a: one move, not three
        new.deleteItems(["c"])
        new.appendItems(["e"])
        let difference = DiffableSnapshotDifference(from: old, to: new)
        #expect(difference.moves.map(\.from) == [IndexPath(item: 0, section: 0)])
        #expect(difference.moves.map(\.to) == [IndexPath(item: 2, section: 0)])
        #expect(difference.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("a section out of the run moves, its items compared as in any section kept; a reloaded one is replaced")
    func sectionMoves() {
        var old = NSDiffableDataSourceSnapshot<Int, String>()
        old.appendSections([0, 1, 2])
        old.appendItems(["a"], toSection: 0)
        old.appendItems(["b", "c"], toSection: 1)
        old.appendItems(["d"], toSection: 2)
        var new = old
        new.moveSection(2, beforeSection: 0) // 2 0 1: section 2 moves, 0 and 1 stay
        new.deleteItems(["c"])
        new.appendItems(["e"], toSection: 2)
        var difference = DiffableSnapshotDifference(from: old, to: new)
        #expect(difference.sectionMoves.map { [$0.from, $0.to] } == [[2, 0]])
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 1)])
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.moves.isEmpty)
        new.reloadSections([2])
        difference = DiffableSnapshotDifference(from: old, to: new)
        #expect(difference.sectionMoves.isEmpty)
        #expect(difference.deletedSections == [2] && difference.insertedSections == [0])
    }
}
