import Interlude
import Testing

/// Where UIKit's section snapshot raises NSInternalInconsistencyException, Interlude stops with
/// its text. The texts: the assertions of UIKit's NSDiffableDataSourceSectionSnapshot.m as public
/// decompilations show them; the duplicate message as a port's notes checked against the system
/// record it (its NSDiffableDataSourceSectionSnapshot.md).
@Suite("Section snapshot misuse stops with UIKit's message")
struct DiffableSectionSnapshotMisuseTests {
    private func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("appending an identifier the section snapshot already has")
    func duplicate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a", "b"])
            snapshot.append(["c", "a"], to: "b")
        }
        #expect(
            stderr(of: result).contains(
                "NSInternalInconsistencyException: Identifiers in a section snapshot must be unique. "
                    + "Duplicate item identifiers: {(\n    a\n)}"))
    }

    @Test("appending to a parent the section snapshot does not have")
    func missingParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.append(["b"], to: "ghost")
        }
        #expect(stderr(of: result).contains("Parent item identifier does not exist in section snapshot: ghost"))
    }

    @Test("inserting before an item the section snapshot does not have")
    func missingNeighbour() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.insert(["b"], before: "ghost")
        }
        #expect(stderr(of: result).contains("Item identifier to insert before does not exist in section snapshot: ghost"))
    }

    @Test("deleting an item the section snapshot does not have")
    func missingDeletion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["a"])
            snapshot.delete(["a", "ghost"])
        }
        #expect(stderr(of: result).contains("NSInternalInconsistencyException: Failed to find index of item ghost"))
    }

    @Test("asking the level, or the parent, of an item the section snapshot does not have")
    func missingQueries() async {
        let level = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NSDiffableDataSourceSectionSnapshot<String>().level(of: "ghost")
        }
        #expect(stderr(of: level).contains("Item identifier does not exist in section snapshot: ghost"))
        let parent = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NSDiffableDataSourceSectionSnapshot<String>().parent(of: "ghost")
        }
        #expect(stderr(of: parent).contains("Child item identifier does not exist in section snapshot: ghost"))
    }
}
