/// The simplex tableau of a ``ConstraintSolver``: the rows, the symbols and the objective.
///
/// Every collection here is an array indexed by integers (symbols, row positions, levels): no
/// dictionary or set is used, so nothing depends on hashing, and every scan and tie-break runs
/// in the same order on every run.
struct Tableau {
    /// The equations, each defining its basic symbol.
    var rows: [Row] = []
    /// For each symbol, the position of the row it is basic in, or −1 when it is parametric (0).
    var rowPosition: [Int32] = []
    /// For each symbol, what it stands for.
    var kinds: [SymbolKind] = []
    /// For each symbol made for a constraint, that constraint's slot; −1 for others.
    var owners: [Int32] = []
    /// Symbols no longer used, reused last-freed first.
    var freeSymbols: [Int32] = []
    /// The objective, one level per priority in use, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// Whether the objective's coefficients may have changed since it was last optimized (set by
    /// every write to them); ``optimize()`` does nothing when they have not.
    var objectiveChanged = false
    /// Per symbol, whether it may appear in a row (set when a row gets it, cleared when the
    /// symbol is freed): a symbol that never did — a constraint's new marker, a variable used
    /// for the first time — needs no pass over the rows to be substituted.
    var mayBeInRows: [Bool] = []
    /// The artificial objective while a required constraint is added through an artificial variable.
    var phaseOne: Row? = nil
    /// Basic symbols whose rows may have become infeasible (negative constant); the dual simplex
    /// works through them.
    var infeasible: [Int32] = []
    /// Per symbol, whether it appears in an objective level already optimized (only true inside
    /// ``optimize()``).
    var blocked: [Bool] = []
    /// The spare cell buffer merges write into.
    var scratch: [Cell] = []
    /// Saved rows while a change that may fail is under way.
    var journal: Journal? = nil
    /// The last journal, kept for its storage.
    var spareJournal: Journal? = nil

    // MARK: Symbols

    /// A new symbol of `kind` (a freed index when there is one).
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            owners[Int(symbol)] = owner
            return symbol
        }
        kinds.append(kind)
        owners.append(owner)
        rowPosition.append(-1)
        mayBeInRows.append(false)
        return Int32(kinds.count - 1)
    }

    /// Puts `symbol` on the free list; it must be in no row.
    mutating func freeSymbol(_ symbol: Int32) {
        kinds[Int(symbol)] = .free
        owners[Int(symbol)] = -1
        mayBeInRows[Int(symbol)] = false
        freeSymbols.append(symbol)
    }

    /// Where the symbol arrays stand now.
    var symbolMark: SymbolMark { SymbolMark(count: kinds.count, freeCount: freeSymbols.count) }

    /// Gives back the symbols made since `mark`, in the order they were made: the free list and
    /// the symbol arrays return exactly to what they were.
    mutating func unmakeSymbols(_ made: [Int32], since mark: SymbolMark) {
        for symbol in made.reversed() where Int(symbol) < mark.count {
            kinds[Int(symbol)] = .free
            owners[Int(symbol)] = -1
            freeSymbols.append(symbol)
        }
        kinds.removeSubrange(mark.count...)
        owners.removeSubrange(mark.count...)
        rowPosition.removeSubrange(mark.count...)
        mayBeInRows.removeSubrange(mark.count...)
        precondition(freeSymbols.count == mark.freeCount, "the free list did not return to its length")
    }

    /// The symbol's value: its row's constant when basic, 0 when parametric.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let position = rowPosition[Int(symbol)]
        return position < 0 ? 0 : rows[Int(position)].constant
    }

    // MARK: Rows

    /// Saves row `position` before its first write while a journal is kept.
    @inline(__always)
    mutating func willWrite(_ position: Int) {
        guard journal != nil, position < journal!.rowCount, position < rows.count, !journal!.isSaved[position] else {
            return
        }
        journal!.isSaved[position] = true
        journal!.savedRows.append((position, rows[position]))
    }

    /// Appends `row` (whose `basic` is set) and returns its position.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let position = rows.count
        willWrite(position)
        for cell in row.cells { mayBeInRows[Int(cell.symbol)] = true }
        rows.append(row)
        rowPosition[Int(row.basic)] = Int32(position)
        return position
    }

    /// Removes the row at `position` (the last row takes its place) and returns it.
    @discardableResult
    mutating func removeRow(at position: Int) -> Row {
        let last = rows.count - 1
        willWrite(position)
        willWrite(last)
        rows.swapAt(position, last)
        let removed = rows.removeLast()
        rowPosition[Int(removed.basic)] = -1
        if position != last { rowPosition[Int(rows[position].basic)] = Int32(position) }
        return removed
    }

    /// Replaces `symbol` in every row but `position`, in the objective levels and in the
    /// artificial objective by row `position`, which defines it. Restricted rows left with a
    /// negative constant are noted as infeasible.
    mutating func substituteEverywhere(_ symbol: Int32, from position: Int) {
        let source = rows[position]
        if mayBeInRows[Int(symbol)] {
            for index in rows.indices where index != position {
                guard let cell = rows[index].position(of: symbol) else { continue }
                willWrite(index)
                rows[index].substitute(at: cell, with: source, scratch: &scratch)
                if rows[index].constant < 0 && kinds[Int(rows[index].basic)] != .external {
                    infeasible.append(rows[index].basic)
                }
            }
        }
        for level in levels.indices {
            if let cell = levels[level].row.position(of: symbol) {
                levels[level].row.substitute(at: cell, with: source, scratch: &scratch)
                objectiveChanged = true
            }
        }
        if phaseOne != nil, let cell = phaseOne!.position(of: symbol) {
            phaseOne!.substitute(at: cell, with: source, scratch: &scratch)
        }
    }

    /// Removes `symbol`'s column from every row and objective (fixing it at 0), and its row if it is basic.
    mutating func eraseSymbol(_ symbol: Int32) {
        let basicPosition = rowPosition[Int(symbol)]
        if basicPosition >= 0 { removeRow(at: Int(basicPosition)) }
        if mayBeInRows[Int(symbol)] {
            for index in rows.indices {
                guard let cell = rows[index].position(of: symbol) else { continue }
                willWrite(index)
                rows[index].cells.remove(at: cell)
            }
        }
        for level in levels.indices {
            if let cell = levels[level].row.position(of: symbol) {
                levels[level].row.cells.remove(at: cell)
                objectiveChanged = true
            }
        }
    }

    /// Makes `entering` basic in row `position` in place of that row's basic symbol.
    mutating func pivot(row position: Int, entering: Int32) {
        willWrite(position)
        let leaving = rows[position].basic
        rows[position].pivot(to: entering)
        mayBeInRows[Int(leaving)] = true
        rowPosition[Int(leaving)] = -1
        rowPosition[Int(entering)] = Int32(position)
        substituteEverywhere(entering, from: position)
    }

    // MARK: Journal

    /// Starts saving rows before they are written.
    mutating func beginJournal() {
        journal = Journal(rows: rows, levels: levels, reusing: &spareJournal)
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        guard var finished = journal else { return }
        journal = nil
        finished.savedRows.removeAll(keepingCapacity: true) // lets go of the old rows' cells
        finished.levels = [] // and of the old levels, which would make the next write copy them
        spareJournal = finished
    }

    /// Puts the rows and levels back as they were at ``beginJournal()``.
    mutating func rollBackJournal() {
        guard let saved = journal else { return }
        journal = nil
        if rows.count > saved.rowCount {
            rows.removeSubrange(saved.rowCount...)
        } else {
            while rows.count < saved.rowCount { rows.append(Row()) }
        }
        for entry in saved.savedRows { rows[entry.position] = entry.row }
        levels = saved.levels
        objectiveChanged = true
        phaseOne = nil
        infeasible.removeAll()
        for index in rowPosition.indices { rowPosition[index] = -1 }
        for (position, row) in rows.enumerated() { rowPosition[Int(row.basic)] = Int32(position) }
    }

    // MARK: Objective levels

    /// The position of the level of `priority`, made (in priority order) when missing.
    mutating func levelPosition(for priority: Float) -> Int {
        var position = 0
        while position < levels.count && levels[position].priority > priority { position += 1 }
        if position == levels.count || levels[position].priority != priority {
            levels.insert(ObjectiveLevel(priority: priority, row: Row(), constraintCount: 0), at: position)
            objectiveChanged = true
        }
        return position
    }

    /// Adds `weight × error` to level `level`, written over the parametric symbols.
    mutating func addToObjective(_ error: Int32, weight: Double, level: Int) {
        objectiveChanged = true
        let position = rowPosition[Int(error)]
        if position < 0 {
            levels[level].row.add(weight, for: error)
        } else {
            levels[level].row.add(rows[Int(position)], times: weight, scratch: &scratch)
        }
    }
}
