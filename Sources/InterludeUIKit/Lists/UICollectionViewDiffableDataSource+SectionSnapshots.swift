import Foundation

/// Section snapshots (iOS 14): a section's items as a tree. Applying one makes its visible items
/// the section's items in the data source's snapshot (the section is added at the end when there
/// is none, and items it names are taken out of other sections), then updates the collection view
/// as any apply does: expanding an item inserts its children's cells, collapsing deletes them,
/// the other cells stay. The data source keeps the tree; ``snapshot(for:)`` gives it back.
///
/// The outline disclosure accessory expands and collapses through ``OutlineExpansionDataSource``,
/// as UIKit's does through the data source: ``SectionSnapshotHandlers`` may refuse, hear of it
/// first, and give the children of an item being expanded.
extension UICollectionViewDiffableDataSource {
    /// Handlers for the user's expanding and collapsing of items, UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand; nil allows every item.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse; nil allows every item.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent being expanded, given the parent and a snapshot of
        /// its current children (their trees become the parent's children); nil keeps them.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow everything and say nothing.
        public init() {}
    }

    /// Shows `snapshot` as the section `section`: its visible items become the section's items,
    /// the difference animates (or not), and `completion` runs when the update ends.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var main = currentSnapshot
        if main.indexOfSection(section) == nil {
            main.appendSections([section])
        } else {
            main.deleteItems(main.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        // Items named here leave the sections that had them, with their trees.
        main.deleteItems(visible.filter { main.sectionIdentifier(containingItem: $0) != nil })
        main.appendItems(visible, toSection: section)
        var trees = sectionSnapshots
        for (other, var tree) in trees where other != section {
            tree.removeSubtrees(snapshot.items.filter(tree.contains))
            trees[other] = tree
        }
        trees[section] = snapshot
        show(main, trees: trees, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as the section `section` and returns when its animation ends (iOS 15).
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// The tree of the section `section`: the last section snapshot applied to it, a flat one of
    /// its items when none was (or a later apply changed them beyond following), an empty one
    /// when the data source has no such section.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        Self.sectionSnapshot(section, of: currentSnapshot, trees: sectionSnapshots)
    }

    /// The tree of `section` in `snapshot`, given the trees kept for it.
    static func sectionSnapshot(
        _ section: SectionIdentifierType, of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        trees: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>]
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = trees[section] { return tree }
        guard snapshot.indexOfSection(section) != nil else { return NSDiffableDataSourceSectionSnapshot() }
        return NSDiffableDataSourceSectionSnapshot(flat: snapshot.itemIdentifiers(inSection: section))
    }

    /// The trees kept for the sections of `snapshot`, each following its section's new items.
    func rebasedSectionSnapshots(
        onto snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] {
        sectionSnapshots.reduce(into: [:]) { trees, entry in
            guard snapshot.indexOfSection(entry.key) != nil else { return }
            trees[entry.key] = entry.value.following(snapshot.itemIdentifiers(inSection: entry.key))
        }
    }

    // MARK: Expanding and collapsing

    /// Expands, collapses or toggles the item at `indexPath` as the user does through the outline
    /// disclosure accessory: the section snapshot handlers may refuse; the change is applied with
    /// animation. Returns whether the item's state changed.
    func performDisclosureAction(_ action: OutlineDisclosureAction, forItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = currentSnapshot.sectionIdentifier(containingItem: item)
        else { return false }
        var tree = snapshot(for: section)
        guard tree.contains(item) else { return false }
        let expanded = tree.isExpanded(item)
        if (action == .expand && expanded) || (action == .collapse && !expanded) { return false }
        let handlers = sectionSnapshotHandlers
        if expanded {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, tree.snapshot(of: item)) {
                tree.replace(childrenOf: item, using: children)
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
        return true
    }
}

extension UICollectionViewDiffableDataSource {
    /// Gives a list cell its item's expansion, and an outline disclosure (one without its own
    /// action) that expands or collapses the item, as UIKit's data source does for its cells.
    func connectOutline(_ cell: UICollectionViewListCell, in collectionView: UICollectionView, at indexPath: IndexPath) {
        cell.isOutlineExpanded = isItemExpanded(at: indexPath)
        cell.outlineDisclosureAction = { [weak self, weak collectionView] cell in
            guard let self, let indexPath = collectionView?.indexPath(for: cell) else { return }
            _ = self.performDisclosureAction(.toggle, forItemAt: indexPath)
        }
    }

    /// Brings the shown list cells' expansion up to date after an update (UIKit updates them
    /// without asking the cell provider again).
    func refreshOutlineStates(of collectionView: UICollectionView) {
        for case let cell as UICollectionViewListCell in collectionView.visibleCells {
            if let indexPath = collectionView.indexPath(for: cell) { cell.isOutlineExpanded = isItemExpanded(at: indexPath) }
        }
    }
}

/// What the outline disclosure accessory asks of a collection view's data source: whether the
/// item of a cell is expanded, its level in its section's tree, and to expand or collapse it.
/// ``UICollectionViewDiffableDataSource`` answers from its section snapshots.
@MainActor
protocol OutlineExpansionDataSource: AnyObject {
    /// Whether the item at `indexPath` is expanded (false for an item with no tree).
    func isItemExpanded(at indexPath: IndexPath) -> Bool
    /// The level of the item at `indexPath` in its section's tree (0 for a root or a flat item).
    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int
    /// Whether the item at `indexPath` has children in its section's tree.
    func itemHasChildren(at indexPath: IndexPath) -> Bool
    /// Expands, collapses or toggles the item at `indexPath`; returns whether its state changed.
    func performDisclosureAction(_ action: OutlineDisclosureAction, forItemAt indexPath: IndexPath) -> Bool
}

/// What a tap on an outline disclosure does.
enum OutlineDisclosureAction {
    case toggle, expand, collapse
}

extension UICollectionViewDiffableDataSource: OutlineExpansionDataSource {
    func isItemExpanded(at indexPath: IndexPath) -> Bool {
        outlineQuery(at: indexPath) { tree, item in tree.isExpanded(item) } ?? false
    }

    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int {
        outlineQuery(at: indexPath) { tree, item in tree.level(of: item) } ?? 0
    }

    func itemHasChildren(at indexPath: IndexPath) -> Bool {
        outlineQuery(at: indexPath) { tree, item in !tree.children(of: item).isEmpty } ?? false
    }

    private func outlineQuery<Answer>(
        at indexPath: IndexPath, _ answer: (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, ItemIdentifierType) -> Answer
    ) -> Answer? {
        guard let item = itemIdentifier(for: indexPath), let section = currentSnapshot.sectionIdentifier(containingItem: item),
            let tree = sectionSnapshots[section], tree.contains(item)
        else { return nil }
        return answer(tree, item)
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// This tree made to show `items` (a section's new items): unchanged when its visible items
    /// are those; otherwise without the visible items that went, with the new ones after the
    /// item before them, at its level — or, when that still does not show `items` in order (they
    /// were reordered), a flat snapshot of them.
    func following(_ items: [ItemIdentifierType]) -> Self {
        guard visibleItems != items else { return self }
        let wanted = Set(items)
        var tree = self
        tree.removeSubtrees(visibleItems.filter { !wanted.contains($0) })
        // A hidden item the section now shows directly comes back as a new one.
        tree.removeSubtrees(items.filter { tree.contains($0) && !tree.isVisible($0) })
        var previous: ItemIdentifierType?
        for item in items {
            if !tree.contains(item) {
                if let previous {
                    tree.insert([item], after: previous)
                } else if let first = tree.rootItems.first {
                    tree.insert([item], before: first)
                } else {
                    tree.append([item])
                }
            }
            previous = item
        }
        return tree.visibleItems == items ? tree : Self(flat: items)
    }
}
