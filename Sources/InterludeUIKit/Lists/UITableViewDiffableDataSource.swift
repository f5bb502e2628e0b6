import Foundation

/// A table's data source over snapshots of identifiers, UIKit's `UITableViewDiffableDataSource`.
///
/// It makes itself the table's ``UITableView/dataSource`` (which holds it weakly: keep a strong
/// reference) and answers every data-source question from the last applied snapshot; cells come
/// from the cell provider, given each row's item identifier. Applying a snapshot works out what
/// changed since the last one and hands it to the table's
/// ``UITableView/performBatchUpdates(_:completion:)``: rows and sections come and go with
/// ``defaultRowAnimation``, moved rows and sections keep their cells and slide, reloaded rows get
/// new cells and reconfigured rows are configured again in their own cells. As on iOS 15,
/// applying without animation still works out the difference (cells are kept) but moves
/// everything at once; ``applySnapshotUsingReloadData(_:completion:)`` reloads instead. A table
/// not in a window is reloaded, as there is nothing to animate.
///
/// Apple's page says not to give the table another data source afterwards; Interlude does not
/// check. Snapshots are applied on the main actor only (UIKit also allows a background queue,
/// used consistently); the completion runs on the main actor when the update's animation ends.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes and configures the cell of a row from the table, its index path and its item
    /// identifier. It must return a cell (usually a dequeued one).
    public typealias CellProvider =
        @MainActor (
            _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows and sections animate in the next animated apply. Defaults to
    /// `.automatic` (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's data
    /// source, with no sections until a snapshot is applied.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// The data the table shows now (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: the changes since the current snapshot as one batch update, animated
    /// with ``defaultRowAnimation`` or not at all; `completion` runs when it ends.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let tableView, tableView.window != nil else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = DiffableSnapshotDifference(from: currentSnapshot, to: snapshot)
        let animation = defaultRowAnimation
        let update = {
            tableView.performBatchUpdates(
                {
                    self.currentSnapshot = snapshot.unmarked
                    tableView.deleteSections(difference.deletedSections, with: animation)
                    tableView.insertSections(difference.insertedSections, with: animation)
                    tableView.reloadSections(difference.reloadedSections, with: animation)
                    for move in difference.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
                    tableView.deleteRows(at: difference.deletedItems, with: animation)
                    tableView.insertRows(at: difference.insertedItems, with: animation)
                    for move in difference.moves { tableView.moveRow(at: move.from, to: move.to) }
                    tableView.reloadRows(at: difference.reloadedItems, with: animation)
                    tableView.reconfigureRows(at: difference.reconfiguredItems)
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
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

    /// Shows `snapshot` by reloading the table, without working out differences or animating
    /// (iOS 15); `completion` runs once the table has reloaded.
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.unmarked
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the table (iOS 15).
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers

    /// The item identifier of the row at `indexPath`, or nil when there is no such row.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// The index path of the row of `itemIdentifier`, or nil when the snapshot has no such item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(ofItem: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index`, or nil when there is no such section (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionIdentifiers.indices.contains(index) ? currentSnapshot.sectionIdentifiers[index] : nil
    }

    /// The index of the section `sectionIdentifier`, or nil when there is no such section (iOS 15).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { currentSnapshot.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.sectionIdentifiers.indices.contains(section) ? currentSnapshot.items(inSectionAt: section).count : 0
    }

    /// The cell provider's cell for the row's item. A provider that returns nil stops with UIKit's message.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = currentSnapshot.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            // UIKit's text, as reported in innovian/HVTableView issue #27.
            programmerError("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))")
        }
        return cell
    }

    /// No header title: override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title: override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False: rows are not editable unless a subclass says so (UIKit's diffable default, which
    /// apps override to allow swipe-to-delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False: rows cannot be reordered unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the current snapshot follows, so that it matches what the table shows.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        currentSnapshot.moveItem(
            at: IndexPath(item: sourceIndexPath.row, section: sourceIndexPath.section),
            to: IndexPath(item: destinationIndexPath.row, section: destinationIndexPath.section))
    }

    /// No section index: override to give titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's position (a title per section, in order): override when the titles and the
    /// sections do not match one to one.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Does nothing: a subclass that lets rows be deleted or inserted applies a snapshot without,
    /// or with, the row here (the form Apple's samples override).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (section index, item or row index), if there is one.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = items(inSectionAt: indexPath.section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }
}
