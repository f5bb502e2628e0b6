import Foundation

/// A collection view's data source over snapshots of identifiers, UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// It makes itself the collection view's ``UICollectionView/dataSource`` (which holds it weakly:
/// keep a strong reference) and answers every data-source question from the last applied
/// snapshot; cells come from the cell provider, given each item's identifier, and supplementary
/// views from ``supplementaryViewProvider``. Applying a snapshot works out what changed since the
/// last one and hands it to the collection view's
/// ``UICollectionView/performBatchUpdates(_:completion:)``: moved items and sections keep their
/// cells and animate to their new places, reloaded items get new cells and reconfigured items are
/// configured again in their own cells. As on iOS 15, applying without animation still works out
/// the difference (cells are kept) but moves everything at once;
/// ``applySnapshotUsingReloadData(_:completion:)`` reloads instead. A collection view not in a
/// window is reloaded, as there is nothing to animate. Section snapshots (iOS 14) show a section's
/// items as a tree that expands and collapses; ``reorderingHandlers`` let the user reorder items.
///
/// Apple's page says not to give the collection view another data source afterwards; Interlude
/// does not check. Snapshots are applied on the main actor only (UIKit also allows a background
/// queue, used consistently); the completion runs on the main actor when the update's animation ends.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// Makes and configures the cell of an item from the collection view, its index path and its
    /// item identifier. It must return a cell (usually a dequeued one).
    public typealias CellProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) -> UICollectionViewCell?

    /// Makes and configures a supplementary view (a header, a footer) from the collection view,
    /// its element kind and its index path. It must return a view (usually a dequeued one).
    public typealias SupplementaryViewProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
        ) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The trees of the sections a section snapshot was applied to (iOS 14).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What happens when the user expands or collapses an item (the outline disclosure
    /// accessory): whether it may, a word before, and the children to show (iOS 14). Empty by
    /// default: every item may expand and collapse.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Whether items may be reordered interactively, and what the app hears about a reorder
    /// (iOS 14). Empty by default: without ``ReorderingHandlers/canReorderItem`` no item moves.
    public var reorderingHandlers = ReorderingHandlers()

    /// Makes the supplementary views the layout places. Defaults to nil: a layout with
    /// supplementary views then stops with UIKit's message when it asks for one.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
    /// collection view's data source, with no sections until a snapshot is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// The data the collection view shows now (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: the changes since the current snapshot as one batch update, animated or
    /// not; `completion` runs when it ends. The sections a section snapshot was applied to keep
    /// their trees as far as their new items allow (see ``snapshot(for:)``).
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        show(
            snapshot, trees: rebasedSectionSnapshots(onto: snapshot), animatingDifferences: animatingDifferences,
            completion: completion)
    }

    /// Shows `snapshot` with `trees` as the section snapshots.
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        trees: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>],
        animatingDifferences: Bool, completion: (() -> Void)?
    ) {
        guard let collectionView, collectionView.window != nil else {
            sectionSnapshots = trees
            return reload(with: snapshot, completion: completion)
        }
        let difference = DiffableSnapshotDifference(from: currentSnapshot, to: snapshot)
        let update = {
            collectionView.performBatchUpdates(
                {
                    self.currentSnapshot = snapshot.unmarked
                    self.sectionSnapshots = trees
                    collectionView.deleteSections(difference.deletedSections)
                    collectionView.insertSections(difference.insertedSections)
                    collectionView.reloadSections(difference.reloadedSections)
                    for move in difference.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
                    collectionView.deleteItems(at: difference.deletedItems)
                    collectionView.insertItems(at: difference.insertedItems)
                    for move in difference.moves { collectionView.moveItem(at: move.from, to: move.to) }
                    collectionView.reloadItems(at: difference.reloadedItems)
                    collectionView.reconfigureItems(at: difference.reconfiguredItems)
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        refreshOutlineStates(of: collectionView)
    }

    /// Shows `snapshot` with ``apply(_:animatingDifferences:completion:)`` and returns when its
    /// animation ends (iOS 15).
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view, without working out differences or
    /// animating (iOS 15); `completion` runs once the collection view has reloaded.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        sectionSnapshots = rebasedSectionSnapshots(onto: snapshot)
        reload(with: snapshot, completion: completion)
    }

    private func reload(
        with snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)?
    ) {
        currentSnapshot = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view (iOS 15).
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers

    /// The item identifier at `indexPath`, or nil when there is no such item.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// The index path of the item `itemIdentifier`, or nil when the snapshot has no such item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(ofItem: itemIdentifier)
    }

    /// The identifier of the section at `index`, or nil when there is no such section (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionIdentifiers.indices.contains(index) ? currentSnapshot.sectionIdentifiers[index] : nil
    }

    /// The index of the section `sectionIdentifier`, or nil when there is no such section (iOS 15).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { currentSnapshot.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.sectionIdentifiers.indices.contains(section) ? currentSnapshot.items(inSectionAt: section).count : 0
    }

    /// The cell provider's cell for the item. A provider that returns nil stops with a message.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath),
            let cell = RegistrationIdentifier.runningCellProvider({ cellProvider(collectionView, indexPath, item) })
        else {
            // Worded as UIKit's supplementary-view message below.
            programmerError(
                "the cell returned from -collectionView:cellForItemAtIndexPath: (\(indexPath)) is nil; the cell provider "
                    + "must return a cell retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if let listCell = cell as? UICollectionViewListCell { connectOutline(listCell, in: collectionView, at: indexPath) }
        return cell
    }

    /// Whether the item at `indexPath` may move interactively: the answer of
    /// ``reorderingHandlers``' `canReorderItem` for its item, false without one.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    /// An interactive movement ended: the current snapshot follows, so that it matches what the
    /// collection view shows, and ``reorderingHandlers`` hear the transaction (`willReorder`
    /// before the data source changes, `didReorder` after).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        commitReorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// No index: override to give titles (iOS 14).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The section at the title's position: override to lead elsewhere (iOS 14).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(index: index) }

    /// The ``supplementaryViewProvider``'s view. Without a provider, or when it returns nil, stops
    /// with UIKit's message.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            // UIKit's text, as reported in parse-community/ParseUI-iOS issue #66.
            programmerError(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(indexPath)) "
                    + "was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: "
                    + "or is nil ((null))")
        }
        return view
    }
}
