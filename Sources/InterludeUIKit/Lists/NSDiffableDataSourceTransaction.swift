import Foundation

/// A reorder the user made in a diffable collection view, UIKit's `NSDiffableDataSourceTransaction`
/// (iOS 14): the data source's snapshot before and after, the difference between their items, and
/// one ``NSDiffableDataSourceSectionTransaction`` for each section whose items changed.
/// ``UICollectionViewDiffableDataSource/ReorderingHandlers`` hand it to the app, whose backing store
/// follows either the difference or the final snapshot.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's items (all sections, in order) to the final one's,
    /// with moves inferred: applying it to the initial items gives the final ones.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The sections whose items changed, in the final snapshot's order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionSnapshots: (
            SectionIdentifierType
        ) -> (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            guard before != final.itemIdentifiers(inSection: section) else { return nil }
            let (initialTree, finalTree) = sectionSnapshots(section)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initialTree, finalSnapshot: finalTree,
                difference: finalTree.items.difference(from: initialTree.items).inferringMoves())
        }
    }
}

/// What a reorder did to one section, UIKit's `NSDiffableDataSourceSectionTransaction` (iOS 14).
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial section snapshot's items to the final one's, moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
}
