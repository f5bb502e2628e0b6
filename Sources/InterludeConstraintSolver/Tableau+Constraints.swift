/// Symbols of the tableau that stand for a constraint together with the reason it cannot be
/// added or changed: the rows that prove it.
struct Conflict: Error {
    /// The symbols of the equation that cannot hold; their owners are the constraints involved.
    var symbols: [Int32]
}

/// The symbols a constraint adds to the tableau.
///
/// The marker appears only in the constraint's own equation, so the constraint can always be
/// found again: a required equation's dummy, an inequality's slack, or a non-required equation's
/// positive error. `other` is the second symbol of a non-required constraint (its negative error,
/// or an inequality's error), −1 for required ones.
struct ConstraintSymbols: Hashable {
    /// The symbol that identifies the constraint in the tableau.
    var marker: Int32
    /// The second error symbol of a non-required constraint, or −1.
    var other: Int32
}

/// Adding and removing constraints, and moving their constants (Badros, Borning & Stuckey 2001,
/// sections 2.5 to 2.7).
extension Tableau {
    /// Adds `expression relation 0` at `priority` (nil for required) and re-optimizes. Throws,
    /// leaving the tableau as it was, when a required constraint cannot hold.
    ///
    /// The constraint becomes one equation: an inequality gets a slack (`expression − slack = 0`),
    /// a required equation a dummy marker, a non-required constraint error symbols weighted 1 in
    /// its priority's objective level. Basic symbols are replaced by their rows; the equation is
    /// then solved for a variable in it, or for one of its new slacks or errors that can be
    /// positive; failing both, an artificial variable is minimized to find a basis (or to prove
    /// that the required constraints have no solution).
    mutating func addConstraint(
        _ expression: LinearExpression, _ relation: Relation, priority: Float?, owner: Int32
    ) throws(Conflict) -> ConstraintSymbols {
        let mark = symbolMark
        // `≤` is stored as `−expression ≥ 0`: every inequality row reads `… − slack = 0`.
        let sign: Double = relation == .lessThanOrEqual ? -1 : 1
        var row = Row(constant: sign * expression.constant)
        for term in expression.terms {
            let coefficient = sign * term.coefficient
            guard abs(coefficient) >= nearZero else { continue }
            let symbol = Int32(term.variable.index)
            let position = rowPosition[Int(symbol)]
            if position < 0 {
                row.add(coefficient, for: symbol)
            } else {
                row.add(rows[Int(position)], times: coefficient, scratch: &scratch)
            }
        }
        let symbols: ConstraintSymbols
        switch (relation, priority) {
        case (.equal, nil):
            symbols = ConstraintSymbols(marker: makeSymbol(.dummy, owner: owner), other: -1)
            row.add(1, for: symbols.marker)
        case (.equal, _):
            symbols = ConstraintSymbols(marker: makeSymbol(.error, owner: owner), other: makeSymbol(.error, owner: owner))
            row.add(-1, for: symbols.marker)
            row.add(1, for: symbols.other)
        case (_, nil):
            symbols = ConstraintSymbols(marker: makeSymbol(.slack, owner: owner), other: -1)
            row.add(-1, for: symbols.marker)
        case (_, _):
            symbols = ConstraintSymbols(marker: makeSymbol(.slack, owner: owner), other: makeSymbol(.error, owner: owner))
            row.add(-1, for: symbols.marker)
            row.add(1, for: symbols.other)
        }
        if let priority {
            let level = levelPosition(for: priority)
            for error in [symbols.marker, symbols.other] where kinds[Int(error)] == .error {
                addToObjective(error, weight: 1, level: level)
            }
            levels[level].constraintCount += 1
        }
        let made = symbols.other < 0 ? [symbols.marker] : [symbols.marker, symbols.other]
        if row.constant < 0 { row.negate() }
        if let subject = subject(of: row, symbols) {
            enter(row, solvedFor: subject)
        } else if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only required equations' markers are left: the constraint is implied by them (constant
            // 0: it is kept, solved for its own marker) or contradicts them.
            guard abs(row.constant) < nearZero else {
                unmakeSymbols(made, since: mark)
                throw Conflict(symbols: row.cells.map(\.symbol))
            }
            enter(row, solvedFor: symbols.marker)
        } else {
            try addThroughArtificialVariable(row, made: made, since: mark)
        }
        optimize()
        return symbols
    }

    /// What to solve a new equation for: its lowest-index variable; else its own new slack or
    /// error when its coefficient is negative (with the constant ≥ 0 it then starts ≥ 0 and
    /// appears in no other row); else nil.
    func subject(of row: Row, _ symbols: ConstraintSymbols) -> Int32? {
        if let variable = row.cells.first(where: { kinds[Int($0.symbol)] == .external }) { return variable.symbol }
        for own in [symbols.marker, symbols.other] where own >= 0 && kinds[Int(own)].isPivotable {
            if row.coefficient(of: own) < 0 { return own }
        }
        return nil
    }

    /// Solves `0 = row` for `subject` and adds it as the row defining `subject`.
    mutating func enter(_ row: Row, solvedFor subject: Int32) {
        var row = row
        row.solve(for: subject)
        let position = insertRow(row)
        substituteEverywhere(subject, from: position)
    }

    /// Adds `0 = row` through an artificial variable `a = row` (feasible, since the constant is
    /// ≥ 0) and minimizes `a`: at 0 the constraint holds and `a` is dropped; above 0 the required
    /// constraints have no solution, and the journal puts every row back.
    mutating func addThroughArtificialVariable(_ row: Row, made: [Int32], since mark: SymbolMark) throws(Conflict) {
        beginJournal()
        let artificial = makeSymbol(.slack, owner: -1)
        var defining = row
        defining.basic = artificial
        phaseOne = row
        insertRow(defining)
        optimizePhaseOne()
        let remaining = phaseOne!.constant
        phaseOne = nil
        let position = Int(rowPosition[Int(artificial)])
        if remaining >= nearZero {
            // The artificial row now reads a = remaining + Σ c·m with every c ≥ 0: the markers in
            // it are the constraints that, with the new one, force a > 0.
            let symbols = position >= 0 ? rows[position].cells.map(\.symbol) : []
            rollBackJournal()
            unmakeSymbols(made + [artificial], since: mark)
            throw Conflict(symbols: symbols)
        }
        if position >= 0 {
            var left = removeRow(at: position)
            if !left.cells.isEmpty {
                // a = 0 + Σ c·x: solve 0 = Σ c·x for one of its symbols instead.
                let entering =
                    left.cells.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol
                    ?? left.cells.first(where: { kinds[Int($0.symbol)] == .dummy })?.symbol ?? left.cells[0].symbol
                left.basic = -1
                enter(left, solvedFor: entering)
            }
        }
        eraseSymbol(artificial)
        commitJournal()
        freeSymbol(artificial)
    }

    /// Removes a constraint's equation and its errors from the objective, then re-optimizes.
    ///
    /// A basic marker's row is simply dropped; a parametric marker is first pivoted into the
    /// basis through ``markerLeavingRow(_:)``, which keeps the other rows feasible.
    mutating func removeConstraint(_ symbols: ConstraintSymbols, priority: Float?) {
        if let priority {
            let level = levelPosition(for: priority)
            for error in [symbols.marker, symbols.other] where error >= 0 && kinds[Int(error)] == .error {
                addToObjective(error, weight: -1, level: level)
            }
            levels[level].constraintCount -= 1
            if levels[level].constraintCount == 0 { levels.remove(at: level) }
            objectiveChanged = true
        }
        let marker = symbols.marker
        if rowPosition[Int(marker)] < 0 {
            if let position = markerLeavingRow(marker) {
                pivot(row: position, entering: marker)
            } else {
                eraseSymbol(marker) // in no row: only objective residue can be left
            }
        }
        if rowPosition[Int(marker)] >= 0 { removeRow(at: Int(rowPosition[Int(marker)])) }
        // In exact arithmetic the other error left the tableau with the marker's equation;
        // erasing it also removes any rounding residue before its index is reused.
        if symbols.other >= 0 { eraseSymbol(symbols.other) }
        freeSymbol(marker)
        if symbols.other >= 0 { freeSymbol(symbols.other) }
        optimize()
    }

    /// Moves a constraint's equation constant by `change` without rebuilding it, noting rows
    /// that become infeasible (the caller runs ``dualOptimize()``).
    ///
    /// The marker `m` appears only in the constraint's own original equation `E + C + μ·m = 0`,
    /// so `C → C + change` is the same system with `m` shifted by `change / μ`: a basic `m`'s row
    /// constant moves by `−change/μ`; a parametric `m` moves every row's constant by its
    /// coefficient × `change/μ`. Either of a non-required constraint's error symbols can serve,
    /// so a basic one is used when there is one (then only its row changes).
    mutating func shiftConstant(of symbols: ConstraintSymbols, by change: Double) {
        var symbol = symbols.marker
        var mu: Double = kinds[Int(symbol)] == .dummy ? 1 : -1
        if rowPosition[Int(symbol)] < 0 && symbols.other >= 0 && rowPosition[Int(symbols.other)] >= 0 {
            symbol = symbols.other
            mu = 1
        }
        let shift = change / mu
        let basicPosition = Int(rowPosition[Int(symbol)])
        if basicPosition >= 0 {
            willWrite(basicPosition)
            rows[basicPosition].constant -= shift
            if rows[basicPosition].constant < 0 { infeasible.append(symbol) }
            return
        }
        if mayBeInRows[Int(symbol)] {
            for index in rows.indices {
                guard let cell = rows[index].position(of: symbol) else { continue }
                willWrite(index)
                rows[index].constant += rows[index].cells[cell].coefficient * shift
                if rows[index].constant < 0 && kinds[Int(rows[index].basic)] != .external {
                    infeasible.append(rows[index].basic)
                }
            }
        }
        // The objective levels' constants (their values) would move too, but nothing reads them,
        // and leaving them alone keeps a journaled change from copying the levels.
    }

    /// Moves a non-required constraint's errors from the level of `old` to the level of `new`,
    /// then re-optimizes.
    mutating func changePriority(of symbols: ConstraintSymbols, from old: Float, to new: Float) {
        let errors = [symbols.marker, symbols.other].filter { $0 >= 0 && kinds[Int($0)] == .error }
        let from = levelPosition(for: old)
        for error in errors { addToObjective(error, weight: -1, level: from) }
        levels[from].constraintCount -= 1
        if levels[from].constraintCount == 0 { levels.remove(at: from) }
        let to = levelPosition(for: new)
        for error in errors { addToObjective(error, weight: 1, level: to) }
        levels[to].constraintCount += 1
        optimize()
    }
}
