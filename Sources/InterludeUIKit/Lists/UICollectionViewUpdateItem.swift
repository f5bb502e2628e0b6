import Foundation

/// One change of a batch update as the layout hears of it, UIKit's `UICollectionViewUpdateItem`:
/// the collection view makes them and passes them to the layout's
/// `prepare(forCollectionViewUpdates:)`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem).
///
/// A change of a whole section names the section with `NSNotFound` as the item, as UIKit does
/// (undocumented, but what layouts test for: `indexPathAfterUpdate?.item == NSNotFound`).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What a change does, UIKit's `UICollectionUpdateAction` raw values
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action).
    public enum Action: Int, Sendable {
        /// The item (or section) is inserted.
        case insert = 0
        /// The item (or section) is deleted.
        case delete = 1
        /// The item (or section) is reloaded: deleted, then inserted anew.
        case reload = 2
        /// The item (or section) moves.
        case move = 3
        /// No change.
        case none = 4
    }

    /// Where the item was before the update; nil for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// The index path naming `section` as a whole.
    nonisolated static func section(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }
}

extension ListUpdateBatch {
    /// The changes as update items, for the layout. UIKit does not document their order; here
    /// deletions come first (last index path first), then reloads, moves (sections, then items,
    /// in the order they were made) and insertions (first index path first) — deletions before
    /// insertions, as `performBatchUpdates` applies them.
    @MainActor func updateItems(mapping: ListUpdateMapping) -> [UICollectionViewUpdateItem] {
        typealias Item = UICollectionViewUpdateItem
        let deletions = Set(deletedSections.map(Item.section) + deletedRows).sorted(by: >)
        let reloads =
            reloadedSections.sorted().map { section in
                Item(.reload, before: Item.section(section), after: mapping.newSectionOfReloaded[section].map(Item.section))
            }
            + Set(reloadedRows).sorted().map { Item(.reload, before: $0, after: mapping.newIndexPathOfReloaded[$0]) }
        let moved =
            sectionMoves.map { Item(.move, before: Item.section($0.from), after: Item.section($0.to)) }
            + moves.map { Item(.move, before: $0.from, after: $0.to) }
        let insertions = Set(insertedSections.map(Item.section) + insertedRows).sorted()
        return deletions.map { Item(.delete, before: $0, after: nil) } + reloads + moved
            + insertions.map { Item(.insert, before: nil, after: $0) }
    }
}
