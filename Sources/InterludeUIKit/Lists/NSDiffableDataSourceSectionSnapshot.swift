import Foundation

/// The items of one collection view section as a tree, UIKit's `NSDiffableDataSourceSectionSnapshot`
/// (iOS 14): root items, each with children of its own, and which items are expanded.
///
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)`` shows its
/// ``visibleItems`` (the items whose ancestors are all expanded) as the section's items, in
/// ``items`` order: depth first, a parent before its children. Every identifier appears once.
///
/// Misuse stops with UIKit's messages: adding an identifier that is already there, naming a
/// parent, an item to insert next to, or an item to ask about that is not there, deleting one
/// that is not there. Expanding or collapsing one that is not there is ignored, and an item needs
/// no children to be expanded.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The root items, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    /// The children of each item that has some, in order.
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The parent of each item that is not a root.
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item in the tree.
    private var members = Set<ItemIdentifierType>()
    private var expandedSet = Set<ItemIdentifierType>()

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// All items, depth first: each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        walk(rootItems) { item, _ in result.append(item) }
        return result
    }

    /// The items whose ancestors are all expanded, in ``items`` order: what a collection view
    /// section shows. (An item off screen counts as visible.)
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, descendingInto: { self.expandedSet.contains($0) }) { item, _ in result.append(item) }
        return result
    }

    /// The expanded items, in ``items`` order (iOS 18.1).
    public var expandedItems: [ItemIdentifierType] { items.filter { expandedSet.contains($0) } }

    /// Whether the snapshot has the item `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Where `item` is in ``items``, or nil when the snapshot does not have it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The depth of `item`: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        require(item, "Item identifier does not exist in section snapshot")
        var level = 0, current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of `child`, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        require(child, "Child item identifier does not exist in section snapshot")
        return parentOf[child]
    }

    /// Whether `item` is expanded (it need not have children).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        require(item, "Item identifier does not exist in section snapshot")
        return expandedSet.contains(item)
    }

    /// Whether every ancestor of `item` is expanded, so that its section shows it.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        require(item, "Item identifier does not exist in section snapshot")
        var current = item
        while let parent = parentOf[current] {
            guard expandedSet.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent` as a snapshot of its own, with its expanded states: the children
    /// of `parent` become root items, or `parent` itself is the root when `includingParent` is true.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        require(parent, "Parent item identifier does not exist in section snapshot")
        var result = Self()
        result.adopt(from: self, subtrees: includingParent ? [parent] : children(of: parent), under: nil, at: 0)
        return result
    }

    /// An ASCII picture of the tree: a header line, then one line per item in ``items`` order,
    /// indented two spaces a level, with `+` for an expanded item or `-` for a collapsed one, then
    /// `*` for a visible item or a space for a hidden one, then the identifier; a closing `>`.
    /// UIKit's header names the object's address; a value has none, so Interlude's stops after the
    /// type's name.
    public func visualDescription() -> String {
        var text = "<NSDiffableDataSourceSectionSnapshot\n"
        walk(rootItems) { item, level in
            let state = (expandedSet.contains(item) ? "+" : "-") + (isVisible(item) ? "*" : " ")
            text += String(repeating: " ", count: 2 * level) + state + "\(item)\n"
        }
        return text + ">"
    }

    // MARK: Adding

    /// Adds `items` after the last child of `parent` (after the last root item when it is nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard !items.isEmpty else { return }
        if let parent { require(parent, "Parent item identifier does not exist in section snapshot") }
        insert(items, under: parent, at: children(of: parent).count)
    }

    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        require(item, "Item identifier to insert before does not exist in section snapshot")
        insert(items, under: parentOf[item], at: siblingIndex(of: item))
    }

    /// Inserts `items` just after `item` (and after its children), as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard !items.isEmpty else { return }
        require(item, "Item identifier to insert after does not exist in section snapshot")
        insert(items, under: parentOf[item], at: siblingIndex(of: item) + 1)
    }

    /// Adds the trees of `snapshot`, with their expanded states, after the last child of `parent`
    /// (after the last root item when it is nil).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        guard !snapshot.members.isEmpty else { return }
        if let parent { require(parent, "Parent item identifier does not exist in section snapshot") }
        graft(snapshot, under: parent, at: children(of: parent).count)
    }

    /// Inserts the trees of `snapshot`, with their expanded states, just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        guard !snapshot.members.isEmpty else { return }
        require(item, "Item identifier to insert before does not exist in section snapshot")
        graft(snapshot, under: parentOf[item], at: siblingIndex(of: item))
    }

    /// Inserts the trees of `snapshot`, with their expanded states, just after `item` (and after
    /// its children).
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        guard !snapshot.members.isEmpty else { return }
        require(item, "Item identifier to insert after does not exist in section snapshot")
        graft(snapshot, under: parentOf[item], at: siblingIndex(of: item) + 1)
    }

    /// Replaces everything under `parent` by the trees of `snapshot`, whose root items become the
    /// children of `parent` (the form `snapshotForExpandingParent` results take).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        require(parent, "Parent item identifier does not exist in section snapshot")
        removeSubtrees(children(of: parent))
        graft(snapshot, under: parent, at: 0)
    }

    // MARK: Removing

    /// Removes `items` with everything under them. One the snapshot does not have stops with
    /// UIKit's message before anything is removed.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where !members.contains(item) {
            // UIKit's text (its NSDiffableDataSourceSectionSnapshot.m index lookup, as decompiled).
            programmerError("Failed to find index of item \(item)")
        }
        removeSubtrees(items)
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    // MARK: Expanding

    /// Marks `items` expanded, so that their children are visible; items the snapshot does not
    /// have are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expandedSet.formUnion(items.filter(members.contains))
    }

    /// Marks `items` collapsed, so that their children are hidden; items the snapshot does not
    /// have are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expandedSet.subtract(items) }

    // MARK: Internals

    /// The children of `parent` (the root items for nil).
    func children(of parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        guard let parent else { return rootItems }
        return childrenOf[parent] ?? []
    }

    /// A flat snapshot: `items` as root items, none expanded.
    init(flat items: [ItemIdentifierType]) {
        rootItems = items
        members = Set(items)
    }

    /// Calls `body` with each item and its level, depth first, going under an item only when
    /// `descendingInto` says so.
    private func walk(
        _ items: [ItemIdentifierType], level: Int = 0,
        descendingInto: (ItemIdentifierType) -> Bool = { _ in true },
        _ body: (ItemIdentifierType, Int) -> Void
    ) {
        for item in items {
            body(item, level)
            if let children = childrenOf[item], descendingInto(item) {
                walk(children, level: level + 1, descendingInto: descendingInto, body)
            }
        }
    }

    private func siblingIndex(of item: ItemIdentifierType) -> Int {
        children(of: parentOf[item]).firstIndex(of: item)!
    }

    private func require(_ item: ItemIdentifierType, _ message: String) {
        // UIKit's texts (the assertions of its NSDiffableDataSourceSectionSnapshot.m, as public
        // decompilations show them), with the identifier.
        guard members.contains(item) else { programmerError("\(message): \(item)") }
    }

    /// Stops with UIKit's message when any of `identifiers` is already here or repeated.
    private func requireNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || members.contains($0) }
        guard duplicates.isEmpty else {
            // UIKit's text, as a port's notes checked against the system record it (its
            // NSDiffableDataSourceSectionSnapshot.md), the identifiers in the order found.
            programmerError(
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
                    + DiffableIdentifiers.setDescription(duplicates))
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        requireNew(items)
        setChildren(of: parent) { $0.insert(contentsOf: items, at: index) }
        members.formUnion(items)
        if let parent { for item in items { parentOf[item] = parent } }
    }

    /// Brings in the trees of `snapshot` as children of `parent` at `index`.
    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?, at index: Int) {
        requireNew(snapshot.items)
        adopt(from: snapshot, subtrees: snapshot.rootItems, under: parent, at: index)
    }

    /// Copies the subtrees rooted at `roots` of `source` (with expanded states) under `parent`.
    private mutating func adopt(
        from source: Self, subtrees roots: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int
    ) {
        insert(roots, under: parent, at: index)
        for root in roots {
            if source.expandedSet.contains(root) { expandedSet.insert(root) }
            let children = source.children(of: root)
            if !children.isEmpty { adopt(from: source, subtrees: children, under: root, at: 0) }
        }
    }

    private mutating func setChildren(
        of parent: ItemIdentifierType?, _ change: (inout [ItemIdentifierType]) -> Void
    ) {
        guard let parent else { return change(&rootItems) }
        var children = childrenOf[parent] ?? []
        change(&children)
        childrenOf[parent] = children.isEmpty ? nil : children
    }

    /// Removes the items `roots` (wherever they are; those not here are skipped) and everything
    /// under them.
    mutating func removeSubtrees(_ roots: [ItemIdentifierType]) {
        for root in roots where members.contains(root) {
            setChildren(of: parentOf[root]) { $0.removeAll { $0 == root } }
            var doomed: [ItemIdentifierType] = []
            walk([root]) { item, _ in doomed.append(item) }
            for item in doomed {
                members.remove(item)
                expandedSet.remove(item)
                parentOf[item] = nil
                childrenOf[item] = nil
            }
        }
    }
}
