import Foundation

/// The sections and items a list shows, by identifier, UIKit's `NSDiffableDataSourceSnapshot`: a
/// value that ``UITableViewDiffableDataSource`` and ``UICollectionViewDiffableDataSource`` apply,
/// working out what was inserted, deleted, moved, reloaded and reconfigured since the last one.
///
/// Every section identifier and every item identifier appears once. Adding one that is already
/// there (or the same one twice) stops with UIKit's message; so does naming a section or item that
/// is not there where UIKit stops, while deleting one that is not there is reported and ignored.
/// Reload and reconfigure marks say what the next apply does to cells that stay; a data source's
/// ``UITableViewDiffableDataSource/snapshot()`` comes back without them.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The identifiers of the sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of each section, parallel to `sectionIdentifiers`.
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Where each section is in `sectionIdentifiers`.
    private var sectionIndices: [SectionIdentifierType: Int] = [:]
    /// The section of each item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedItems = OrderedMarks<ItemIdentifierType>()
    private var reconfiguredItems = OrderedMarks<ItemIdentifierType>()
    private var reloadedSections = OrderedMarks<SectionIdentifierType>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The identifiers of all items, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The sections marked by ``reloadSections(_:)`` since this snapshot was made (iOS 15).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The items marked by ``reloadItems(_:)`` (iOS 15).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked by ``reconfigureItems(_:)`` (iOS 15).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The number of items in the section `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[requiredIndex(ofSection: identifier)].count
    }

    /// The items of the section `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[requiredIndex(ofSection: identifier)]
    }

    /// The section holding the item `identifier`, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// Where the item `identifier` is among all items (counting through the sections before its
    /// own), or nil when the snapshot has no such item.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(ofItem: identifier) else { return nil }
        return itemsBySection[..<path.section].reduce(path.item) { $0 + $1.count }
    }

    /// Where the section `identifier` is, or nil when the snapshot has no such section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndices[identifier] }

    // MARK: Items

    /// Adds `identifiers` at the end of the section `sectionIdentifier`, or of the last section when
    /// it is nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let section: Int
        if let sectionIdentifier {
            section = requiredIndex(ofSection: sectionIdentifier)
        } else {
            // Interlude's text: UIKit refuses too, with a message nobody has published.
            guard !sectionIdentifiers.isEmpty else {
                programmerError("appendItems(_:toSection:): the snapshot has no section; append a section first")
            }
            section = sectionIdentifiers.count - 1
        }
        add(identifiers, toSection: section, at: itemsBySection[section].count)
    }

    /// Inserts `identifiers` just before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let path = requiredIndexPath(ofItem: beforeIdentifier, call: "insertItems(_:beforeItem:)")
        add(identifiers, toSection: path.section, at: path.item)
    }

    /// Inserts `identifiers` just after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let path = requiredIndexPath(ofItem: afterIdentifier, call: "insertItems(_:afterItem:)")
        add(identifiers, toSection: path.section, at: path.item + 1)
    }

    /// Removes the items `identifiers`; those the snapshot does not have are reported and skipped.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        let missing = doomed.filter { sectionOfItem[$0] == nil }
        if !missing.isEmpty {
            Diagnostics.report(
                "NSDiffableDataSourceSnapshot.deleteItems(_:): no item \(Self.list(missing)) in the snapshot; skipped")
        }
        let touched = Set(doomed.compactMap { sectionOfItem[$0] })
        for section in touched {
            let index = sectionIndices[section]!
            itemsBySection[index].removeAll { doomed.contains($0) }
        }
        forget(items: doomed)
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves the item `identifier` to just before the item `toIdentifier` (in that item's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` to just after the item `toIdentifier` (in that item's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks the items `identifiers` for reloading: when the snapshot is applied their cells are
    /// replaced by new ones from the cell provider.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            // UIKit's text, as quoted in openillumi.com's "NSDiffableDataSource reloadItems trap".
            programmerError("Attempted to reload item identifier that does not exist in the snapshot: \(identifier)")
        }
        for identifier in identifiers { reloadedItems.insert(identifier) }
    }

    /// Marks the items `identifiers` for reconfiguring (iOS 15): when the snapshot is applied the
    /// cell provider runs again for the cells on screen and gets each item's own cell back.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            // Worded as UIKit's reload message.
            programmerError(
                "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)")
        }
        for identifier in identifiers { reconfiguredItems.insert(identifier) }
    }

    // MARK: Sections

    /// Adds the sections `identifiers`, empty, after the last section.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        addSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts the sections `identifiers`, empty, just before the section `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        addSections(identifiers, at: requiredIndex(ofSection: toIdentifier))
    }

    /// Inserts the sections `identifiers`, empty, just after the section `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        addSections(identifiers, at: requiredIndex(ofSection: toIdentifier) + 1)
    }

    /// Removes the sections `identifiers` with their items; those the snapshot does not have are
    /// reported and skipped.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let missing = doomed.filter { sectionIndices[$0] == nil }
        if !missing.isEmpty {
            Diagnostics.report(
                "NSDiffableDataSourceSnapshot.deleteSections(_:): no section \(Self.list(missing)) in the snapshot; skipped"
            )
        }
        var items = Set<ItemIdentifierType>()
        for index in sectionIdentifiers.indices.reversed() where doomed.contains(sectionIdentifiers[index]) {
            items.formUnion(itemsBySection[index])
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
        for section in doomed { reloadedSections.remove(section) }
        reindexSections()
        forget(items: items)
    }

    /// Moves the section `identifier` with its items to just before the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves the section `identifier` with its items to just after the section `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks the sections `identifiers` for reloading: when the snapshot is applied all their
    /// cells are replaced.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndices[identifier] == nil {
            // Worded as UIKit's item message.
            programmerError("Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")
        }
        for identifier in identifiers { reloadedSections.insert(identifier) }
    }

    // MARK: Internals

    /// The index path (section index, item index) of the item `identifier`.
    func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = sectionIndices[section],
            let item = itemsBySection[index].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: index)
    }

    /// The items of the section at `index`.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { itemsBySection[index] }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps).
    var unmarked: Self {
        var copy = self
        copy.reloadedItems = OrderedMarks()
        copy.reconfiguredItems = OrderedMarks()
        copy.reloadedSections = OrderedMarks()
        return copy
    }

    /// Moves the item at `source` to `destination` (index paths in the snapshot, the destination
    /// counted after the item left), as a data source does after the user reorders a row.
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard itemsBySection.indices.contains(source.section), itemsBySection.indices.contains(destination.section),
            itemsBySection[source.section].indices.contains(source.item)
        else { return }
        let item = itemsBySection[source.section].remove(at: source.item)
        let target = min(max(0, destination.item), itemsBySection[destination.section].count)
        itemsBySection[destination.section].insert(item, at: target)
        sectionOfItem[item] = sectionIdentifiers[destination.section]
    }

    private func requiredIndex(ofSection identifier: SectionIdentifierType) -> Int {
        // UIKit's text for a section the snapshot does not have (an assertion on its index).
        guard let index = sectionIndices[identifier] else {
            programmerError("Invalid parameter not satisfying: section != NSNotFound")
        }
        return index
    }

    private func requiredIndexPath(ofItem identifier: ItemIdentifierType, call: String) -> IndexPath {
        guard let path = indexPath(ofItem: identifier) else {
            programmerError("\(call): item identifier \(identifier) does not exist in the snapshot")
        }
        return path
    }

    /// Adds new items to the section at `section`, at `index`, stopping on duplicates.
    private mutating func add(_ identifiers: [ItemIdentifierType], toSection section: Int, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionOfItem[$0] != nil }
        if !duplicates.isEmpty {
            // UIKit's text, as reported in mastodon/mastodon-ios issue #1366.
            programmerError(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
        }
        itemsBySection[section].insert(contentsOf: identifiers, at: index)
        let sectionIdentifier = sectionIdentifiers[section]
        for identifier in identifiers { sectionOfItem[identifier] = sectionIdentifier }
    }

    private mutating func addSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndices[$0] != nil }
        if !duplicates.isEmpty {
            // Worded as UIKit's item message (ASCollectionView issue #80 quotes the shorter
            // "Fatal: supplied identifiers are not unique." of iOS 13).
            programmerError(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
        }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType, nextTo target: ItemIdentifierType, after: Bool, call: String
    ) {
        let source = requiredIndexPath(ofItem: identifier, call: call)
        _ = requiredIndexPath(ofItem: target, call: call)
        guard identifier != target else { return }
        itemsBySection[source.section].remove(at: source.item)
        let destination = indexPath(ofItem: target)!
        itemsBySection[destination.section].insert(identifier, at: destination.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sectionIdentifiers[destination.section]
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo target: SectionIdentifierType, after: Bool) {
        let source = requiredIndex(ofSection: identifier)
        _ = requiredIndex(ofSection: target)
        guard identifier != target else { return }
        sectionIdentifiers.remove(at: source)
        let items = itemsBySection.remove(at: source)
        let destination = sectionIdentifiers.firstIndex(of: target)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: destination)
        itemsBySection.insert(items, at: destination)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndices = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
    }

    private mutating func forget(items: Set<ItemIdentifierType>) {
        for item in items {
            sectionOfItem[item] = nil
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
    }

    private static func list(_ identifiers: some Sequence<some Any>) -> String {
        DiffableIdentifiers.setDescription(identifiers)
    }
}

/// How diffable snapshots' messages list identifiers.
enum DiffableIdentifiers {
    /// Identifiers as Foundation prints a set: `{(` one per line `)}`.
    static func setDescription(_ identifiers: some Sequence<some Any>) -> String {
        "{(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
}

/// Identifiers marked once each, in the order they were marked.
private struct OrderedMarks<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members = Set<Element>()

    mutating func insert(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    mutating func remove(_ element: Element) {
        if members.remove(element) != nil { elements.removeAll { $0 == element } }
    }
}
