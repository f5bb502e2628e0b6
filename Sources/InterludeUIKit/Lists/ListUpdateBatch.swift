import Foundation

/// The changes a table or collection view collects inside `performBatchUpdates` (or between
/// `beginUpdates` and `endUpdates`), in UIKit's terms: deletions and reloads name rows before the
/// update, insertions name rows after it, moves name one of each.
///
/// ``mapping(oldCounts:newCounts:)`` checks them against the data source's counts before and
/// after, stopping with UIKit's `NSInternalInconsistencyException` text when they disagree, and
/// works out where every old row went.
struct ListUpdateBatch {
    /// What the rows are called in messages: "row" in tables, "item" in collections.
    var noun = "row"
    /// What the view is called in messages.
    var container = "table view"
    /// Deleted sections (indices before the update).
    var deletedSections = IndexSet()
    /// Inserted sections (indices after the update).
    var insertedSections = IndexSet()
    /// Reloaded sections (indices before the update): their rows are all replaced.
    var reloadedSections = IndexSet()
    /// Deleted rows (before the update).
    var deletedRows: [IndexPath] = []
    /// Inserted rows (after the update).
    var insertedRows: [IndexPath] = []
    /// Reloaded rows (before the update): they keep their place but get a new cell.
    var reloadedRows: [IndexPath] = []
    /// Moved rows: from (before) and to (after).
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Moved sections: from (before) and to (after); their rows go with them.
    var sectionMoves: [(from: Int, to: Int)] = []
    /// Reconfigured rows (before the update): they keep their cell, configured again.
    var reconfiguredRows: [IndexPath] = []

    /// Whether nothing was recorded (an empty batch still re-reads the heights).
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty && reconfiguredRows.isEmpty
            && sectionMoves.isEmpty
    }

    /// Adds `other`'s changes (nested batches apply together, as in UIKit).
    mutating func merge(_ other: ListUpdateBatch) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        deletedRows += other.deletedRows
        insertedRows += other.insertedRows
        reloadedRows += other.reloadedRows
        moves += other.moves
        sectionMoves += other.sectionMoves
        reconfiguredRows += other.reconfiguredRows
    }

    /// Where each old row goes and where each new row comes from, after checking the counts.
    /// `oldCounts[s]` is the number of rows in section `s` before the update, `newCounts` after.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> ListUpdateMapping {
        let (sectionMap, reloadedSectionTargets) = sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        var newOfOld = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var oldOfNew = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        let reloaded = Set(reloadedRows)
        var reloadedTargets: [IndexPath: IndexPath] = [:]

        for (oldSection, target) in sectionMap.enumerated() {
            guard let newSection = target else { continue }
            let oldCount = oldCounts[oldSection], newCount = newCounts[newSection]
            var leaving = Set<Int>(), arriving = Set<Int>()
            var deleted = 0, inserted = 0, movedOut = 0, movedIn = 0
            for path in deletedRows where path.section == oldSection {
                guard path.row < oldCount else {
                    programmerError(
                        "attempt to delete \(noun) \(path.row) from section \(oldSection) which only contains "
                            + "\(oldCount) \(noun)s before the update")
                }
                if leaving.insert(path.row).inserted { deleted += 1 }
            }
            for path in insertedRows where path.section == newSection {
                guard path.row < newCount else {
                    programmerError(
                        "attempt to insert \(noun) \(path.row) into section \(newSection), but there are only "
                            + "\(newCount) \(noun)s in section \(newSection) after the update")
                }
                if arriving.insert(path.row).inserted { inserted += 1 }
            }
            for move in moves {
                if move.from.section == oldSection, leaving.insert(move.from.row).inserted { movedOut += 1 }
                if move.to.section == newSection, arriving.insert(move.to.row).inserted { movedIn += 1 }
            }
            guard newCount == oldCount + inserted - deleted + movedIn - movedOut else {
                let nouns = "\(noun)s"
                programmerError(
                    "Invalid update: invalid number of \(nouns) in section \(newSection). The number of \(nouns) "
                        + "contained in an existing section after the update (\(newCount)) must be equal to the number "
                        + "of \(nouns) contained in that section before the update (\(oldCount)), plus or minus the "
                        + "number of \(nouns) inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                        + "deleted) and plus or minus the number of \(nouns) moved into or out of that section "
                        + "(\(movedIn) moved in, \(movedOut) moved out).")
            }
            // Rows that stay keep their order and fill the places nothing was inserted or moved into.
            var free = (0..<newCount).lazy.filter { !arriving.contains($0) }.makeIterator()
            for row in 0..<oldCount where !leaving.contains(row) {
                guard let newRow = free.next() else { break }
                let old = IndexPath(row: row, section: oldSection)
                if reloaded.contains(old) {
                    reloadedTargets[old] = IndexPath(row: newRow, section: newSection)
                    continue
                }
                newOfOld[oldSection][row] = IndexPath(row: newRow, section: newSection)
                oldOfNew[newSection][newRow] = old
            }
        }
        for move in moves
        where newOfOld.indices.contains(move.from.section) && newOfOld[move.from.section].indices.contains(move.from.row)
            && oldOfNew.indices.contains(move.to.section) && oldOfNew[move.to.section].indices.contains(move.to.row)
        {
            newOfOld[move.from.section][move.from.row] = move.to
            oldOfNew[move.to.section][move.to.row] = move.from
        }
        return ListUpdateMapping(
            newSectionOfOld: sectionMap, newOfOld: newOfOld, oldOfNew: oldOfNew,
            newSectionOfReloaded: reloadedSectionTargets, newIndexPathOfReloaded: reloadedTargets)
    }

    /// The new index of each old section (nil: deleted or reloaded), and where each reloaded
    /// section's replacement is, after checking the section count.
    private func sectionMapping(oldCount: Int, newCount: Int) -> (map: [Int?], reloaded: [Int: Int]) {
        let deleted = deletedSections.filter { $0 < oldCount }.count
        let inserted = insertedSections.filter { $0 < newCount }.count
        guard newCount == oldCount + inserted - deleted else {
            programmerError(
                "Invalid update: invalid number of sections. The number of sections contained in the \(container) "
                    + "after the update (\(newCount)) must be equal to the number of sections contained in the "
                    + "\(container) before the update (\(oldCount)), plus or minus the number of sections inserted or "
                    + "deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        for move in sectionMoves {
            guard move.from >= 0, move.from < oldCount else {
                programmerError(
                    "attempt to move section \(move.from), but there are only \(oldCount) sections before the update")
            }
            guard move.to >= 0, move.to < newCount else {
                programmerError(
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) "
                        + "sections after the update")
            }
        }
        // A moved section leaves its old index and takes its new one; the others keep their order
        // in the places left free.
        let movedTo = Dictionary(sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let taken = Set(movedTo.values)
        var free = (0..<newCount).lazy.filter { !insertedSections.contains($0) && !taken.contains($0) }.makeIterator()
        var reloaded: [Int: Int] = [:]
        let map = (0..<oldCount).map { section -> Int? in
            if deletedSections.contains(section) { return nil }
            if let target = movedTo[section] { return target }
            let target = free.next()
            guard reloadedSections.contains(section) else { return target }
            reloaded[section] = target
            return nil
        }
        return (map, reloaded)
    }
}

/// Where rows went in a batch update.
struct ListUpdateMapping {
    /// For each old section, its index after the update (nil: deleted or reloaded).
    let newSectionOfOld: [Int?]
    /// For each old section and row, its index path after the update (nil: deleted or reloaded).
    let newOfOld: [[IndexPath?]]
    /// For each new section and row, its index path before the update (nil: inserted or reloaded).
    let oldOfNew: [[IndexPath?]]
    /// The new index of each reloaded old section.
    var newSectionOfReloaded: [Int: Int] = [:]
    /// The new index path of each reloaded old row.
    var newIndexPathOfReloaded: [IndexPath: IndexPath] = [:]

    /// The new index path of the old row at `indexPath`, if it stays.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard newOfOld.indices.contains(indexPath.section), newOfOld[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return newOfOld[indexPath.section][indexPath.row]
    }

    /// The old index path of the new row at `indexPath`, if it was there before.
    func oldIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard oldOfNew.indices.contains(indexPath.section), oldOfNew[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return oldOfNew[indexPath.section][indexPath.row]
    }
}
