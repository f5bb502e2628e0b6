import Foundation

/// What changed from one diffable snapshot to the next, in the terms of a batch update — deleted
/// and reloaded sections and items by their index paths before, inserted ones by their index
/// paths after, moves by both — so that a diffable data source drives a table's or collection
/// view's own `performBatchUpdates` with it.
///
/// Sections and items that keep their identifiers keep their cells: the longest run of them that
/// keeps its order stays put and the others move: a section that changed places moves with its
/// cells (`moveSection(_:toSection:)`) and its items are compared as in any section kept. A
/// section marked for reload is reloaded where it stays, or deleted and inserted when it also
/// moves. An item marked for reload is reloaded where it stays, or deleted and inserted when it
/// also moves; one marked for reconfiguring keeps its cell wherever it goes.
struct DiffableSnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        // Sections in both, in their new order; those in the longest run that keeps the old order stay.
        let common = newSections.compactMap { section in old.indexOfSection(section).map { (section, $0) } }
        let staying = Set(Self.longestIncreasingRun(common.map(\.1)).map { common[$0].0 })
        let reloaded = Set(new.reloadedSectionIdentifiers)
        // Sections in both that are not reloaded keep their cells, moving when out of the run.
        let kept = Set(common.map(\.0)).subtracting(reloaded)
        for (index, section) in oldSections.enumerated() {
            if staying.contains(section), reloaded.contains(section) {
                reloadedSections.insert(index)
            } else if !staying.contains(section), !kept.contains(section) {
                deletedSections.insert(index)
            }
        }
        for (index, section) in newSections.enumerated() where !staying.contains(section) {
            if kept.contains(section) {
                sectionMoves.append((old.indexOfSection(section)!, index))
            } else {
                insertedSections.insert(index)
            }
        }
        // Items are compared in the sections kept.
        let reloadedItemSet = Set(new.reloadedItemIdentifiers)
        func keptPath(of item: Item, in snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> IndexPath? {
            guard let section = snapshot.sectionIdentifier(containingItem: item), kept.contains(section) else { return nil }
            return snapshot.indexPath(ofItem: item)
        }
        var stayingItems: [(old: IndexPath, new: IndexPath, item: Item)] = []
        for (sectionIndex, section) in oldSections.enumerated() where kept.contains(section) {
            for (row, item) in old.items(inSectionAt: sectionIndex).enumerated() where keptPath(of: item, in: new) == nil {
                deletedItems.append(IndexPath(item: row, section: sectionIndex))
            }
        }
        for (sectionIndex, section) in newSections.enumerated() where kept.contains(section) {
            var sameSection: [(old: IndexPath, new: IndexPath, item: Item)] = []
            for (row, item) in new.items(inSectionAt: sectionIndex).enumerated() {
                let newPath = IndexPath(item: row, section: sectionIndex)
                guard let oldPath = keptPath(of: item, in: old) else {
                    insertedItems.append(newPath)
                    continue
                }
                if oldSections[oldPath.section] == section {
                    sameSection.append((oldPath, newPath, item))
                } else {
                    addMove(from: oldPath, to: newPath, reloading: reloadedItemSet.contains(item))
                }
            }
            // Items that keep their section: the longest run in the old order stays, the rest move.
            let run = Set(Self.longestIncreasingRun(sameSection.map(\.old.item)))
            for (position, entry) in sameSection.enumerated() {
                if run.contains(position) {
                    stayingItems.append(entry)
                    if reloadedItemSet.contains(entry.item) { reloadedItems.append(entry.old) }
                } else {
                    addMove(from: entry.old, to: entry.new, reloading: reloadedItemSet.contains(entry.item))
                }
            }
        }
        for item in new.reconfiguredItemIdentifiers where !reloadedItemSet.contains(item) {
            if let oldPath = keptPath(of: item, in: old), keptPath(of: item, in: new) != nil {
                reconfiguredItems.append(oldPath)
            }
        }
    }

    /// Whether nothing changed.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && sectionMoves.isEmpty
            && deletedItems.isEmpty
            && insertedItems.isEmpty && moves.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// A move, or for an item that is also reloaded a deletion and an insertion (a new cell).
    private mutating func addMove(from old: IndexPath, to new: IndexPath, reloading: Bool) {
        if reloading {
            deletedItems.append(old)
            insertedItems.append(new)
        } else {
            moves.append((old, new))
        }
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = [] // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
