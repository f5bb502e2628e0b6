/// The rows as they were before a change that may fail, so that a failure puts them back.
///
/// Adding a required constraint through an artificial variable, or changing a required
/// constraint's constant, pivots the tableau before it knows whether the constraints can hold.
/// Copying the whole tableau first would cost time in proportion to its size on every such call;
/// instead each row is saved the first time the change writes it (a saved row shares its cell
/// storage until it is written), and only those are put back.
struct Journal {
    /// How many rows there were when the change began; rows appended after it are dropped.
    let rowCount: Int
    /// Which of the first `rowCount` rows are already saved.
    var isSaved: [Bool]
    /// The saved rows, by position.
    var savedRows: [(position: Int, row: Row)] = []
    /// The objective levels when the change began (few, shared until written).
    var levels: [ObjectiveLevel]

    /// A journal of `rows` and `levels`, reusing the storage of an earlier journal (`spare`) so
    /// that a change that may fail allocates nothing for its journal in steady state.
    init(rows: [Row], levels: [ObjectiveLevel], reusing spare: inout Journal?) {
        rowCount = rows.count
        if var old = spare {
            spare = nil
            old.isSaved.removeAll(keepingCapacity: true)
            old.isSaved.append(contentsOf: repeatElement(false, count: rows.count))
            old.savedRows.removeAll(keepingCapacity: true)
            isSaved = old.isSaved
            savedRows = old.savedRows
        } else {
            isSaved = [Bool](repeating: false, count: rows.count)
        }
        self.levels = levels
    }
}

/// Where the symbol arrays stood before a change, so that symbols the change made can be given back.
struct SymbolMark {
    /// The number of symbols.
    let count: Int
    /// The length of the free list.
    let freeCount: Int
}
