import Foundation

/// The two-index form of `IndexPath` that table and collection views use, as UIKit adds it to
/// Foundation: index 0 is the section, index 1 the row (tables) or item (collections).
///
/// Reading or writing `section`, `row` or `item` of an index path that does not hold exactly two
/// indices stops the process, as UIKit's precondition does.
extension IndexPath {
    /// The index path of `row` in `section`: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The index path of `item` in `section`: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first of the two indices.
    public var section: Int {
        get { self[twoIndexPosition(0, name: "section")] }
        set { self[twoIndexPosition(0, name: "section")] = newValue }
    }

    /// The row in the section (table views): the second of the two indices.
    public var row: Int {
        get { self[twoIndexPosition(1, name: "row")] }
        set { self[twoIndexPosition(1, name: "row")] = newValue }
    }

    /// The item in the section (collection views): the second of the two indices, the same as `row`.
    public var item: Int {
        get { self[twoIndexPosition(1, name: "item")] }
        set { self[twoIndexPosition(1, name: "item")] = newValue }
    }

    private func twoIndexPosition(_ position: Int, name: String) -> Int {
        guard count == 2 else {
            preconditionFailure(
                "IndexPath.\(name): \(self) has \(count) indices; table and collection index paths hold exactly two "
                    + "(section, then row or item)")
        }
        return position
    }
}
