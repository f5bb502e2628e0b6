extension ConstraintSolver {
    /// Adds a constraint and re-solves; returns the identifier that names it until it is removed.
    ///
    /// - Throws: ``ConstraintSolverError/unsatisfiableConstraint(_:conflictingWith:)`` when it is
    ///   required and cannot hold with the required constraints already in the solver (only
    ///   required constraints can fail: a non-required one is violated instead);
    ///   ``ConstraintSolverError/unknownVariable(_:)`` or
    ///   ``ConstraintSolverError/nonFiniteNumber(_:)`` for bad input. The solver is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(ConstraintSolverError) -> ConstraintID {
        let slot = try insert(constraint, role: .constraint)
        constraintCount += 1
        return ConstraintID(index: Int(slot), generation: records[Int(slot)].generation)
    }

    /// Removes a constraint and re-solves.
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` when `id` names no constraint in the solver.
    public mutating func remove(_ id: ConstraintID) throws(ConstraintSolverError) {
        let slot = try checkKnown(id)
        resetStays()
        delete(slot: slot)
        constraintCount -= 1
    }

    /// Whether `id` names a constraint in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        id.index < records.count && records[id.index].isLive && records[id.index].generation == id.generation
            && records[id.index].role == .constraint
    }

    /// The constraint `id` names as it stands (with its current constant), or nil.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        contains(id) ? records[id.index].constraint : nil
    }

    /// Gives a constraint a new ``Constraint/constant`` in place and re-solves — the fast path
    /// for UIKit's `constraint.constant = …`: no rebuild, only the rows that contain the
    /// constraint's marker move, then the dual simplex pivots where limits are crossed.
    ///
    /// - Throws: ``ConstraintSolverError/unsatisfiableConstant(_:constant:conflictingWith:)`` when
    ///   the constraint is required and cannot hold at the new constant with the other required
    ///   constraints; ``ConstraintSolverError/unknownConstraint(_:)``;
    ///   ``ConstraintSolverError/nonFiniteNumber(_:)``. The solver is then unchanged.
    public mutating func updateConstant(of id: ConstraintID, to constant: Double) throws(ConstraintSolverError) {
        let slot = try checkKnown(id)
        guard constant.isFinite else { throw .nonFiniteNumber(constant) }
        let record = records[Int(slot)]
        guard constant != record.constraint.constant else { return }
        if !record.constraint.strength.isRequired {
            resetStays()
            moveConstant(slot: slot, to: constant)
            _ = tableau.dualOptimize()
            return
        }
        tableau.beginJournal()
        let staysBefore = resetStays()
        moveConstant(slot: slot, to: constant)
        if let failed = tableau.dualOptimize() {
            let row = tableau.rows[failed]
            let symbols = [row.basic] + row.cells.map(\.symbol)
            tableau.rollBackJournal()
            records[Int(slot)].constraint.constant = record.constraint.constant
            for (stay, value) in staysBefore { records[Int(stay)].constraint.constant = value }
            let others = conflictingConstraints(symbols).filter { $0 != id }
            throw .unsatisfiableConstant(id, constant: constant, conflictingWith: others)
        }
        tableau.commitJournal()
    }

    /// Gives a non-required constraint another non-required priority in place and re-solves (its
    /// errors move to the other priority's objective level).
    /// - Throws: ``ConstraintSolverError/requiredStrengthChange(_:)`` when one of the two
    ///   strengths is required and the other not (UIKit forbids that change on an active
    ///   constraint too: remove it and add it again); ``ConstraintSolverError/unknownConstraint(_:)``.
    public mutating func updateStrength(of id: ConstraintID, to strength: Strength) throws(ConstraintSolverError) {
        let slot = try checkKnown(id)
        let old = records[Int(slot)].constraint.strength
        guard old != strength else { return }
        guard !old.isRequired && !strength.isRequired else { throw .requiredStrengthChange(id) }
        tableau.changePriority(of: records[Int(slot)].symbols, from: old.priority, to: strength.priority)
        records[Int(slot)].constraint.strength = strength
    }

    // MARK: Internals shared with edits and stays

    /// The slot of the constraint `id` names, or ``ConstraintSolverError/unknownConstraint(_:)``.
    func checkKnown(_ id: ConstraintID) throws(ConstraintSolverError) -> Int32 {
        guard contains(id) else { throw .unknownConstraint(id) }
        return Int32(id.index)
    }

    /// Adds a constraint of any role to the tableau and a slot; returns the slot.
    mutating func insert(_ constraint: Constraint, role: ConstraintRecord.Role) throws(ConstraintSolverError) -> Int32 {
        for term in constraint.expression.terms {
            try checkKnown(term.variable)
            guard term.coefficient.isFinite else { throw .nonFiniteNumber(term.coefficient) }
        }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteNumber(constraint.expression.constant) }
        let slot = freeSlots.last ?? Int32(records.count)
        let symbols: ConstraintSymbols
        do {
            symbols = try tableau.addConstraint(
                constraint.expression, constraint.relation,
                priority: constraint.strength.isRequired ? nil : constraint.strength.priority, owner: slot)
        } catch {
            throw .unsatisfiableConstraint(constraint, conflictingWith: conflictingConstraints(error.symbols))
        }
        let record = ConstraintRecord(
            constraint: constraint, generation: 0, isLive: true, serial: nextSerial, symbols: symbols, role: role)
        nextSerial += 1
        if Int(slot) == records.count {
            records.append(record)
        } else {
            freeSlots.removeLast()
            let generation = records[Int(slot)].generation
            records[Int(slot)] = record
            records[Int(slot)].generation = generation
        }
        for term in constraint.expression.terms { variables[term.variable.index].uses += 1 }
        return slot
    }

    /// Removes the constraint in `slot` from the tableau and frees the slot.
    mutating func delete(slot: Int32) {
        let record = records[Int(slot)]
        let strength = record.constraint.strength
        tableau.removeConstraint(record.symbols, priority: strength.isRequired ? nil : strength.priority)
        for term in record.constraint.expression.terms { variables[term.variable.index].uses -= 1 }
        records[Int(slot)].isLive = false
        records[Int(slot)].generation &+= 1
        freeSlots.append(slot)
    }

    /// Moves the tableau and the record of `slot` to the constant `constant` (the caller re-optimizes).
    mutating func moveConstant(slot: Int32, to constant: Double) {
        let constraint = records[Int(slot)].constraint
        // The equation holds `sign × expression`, whose constant is `−sign × constant`.
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        tableau.shiftConstant(of: records[Int(slot)].symbols, by: -sign * (constant - constraint.constant))
        records[Int(slot)].constraint.constant = constant
    }

    /// The required constraints owning any of `symbols`, each once, in the order they were added.
    func conflictingConstraints(_ symbols: [Int32]) -> [ConstraintID] {
        var slots: [Int32] = []
        for symbol in symbols {
            guard Int(symbol) < tableau.owners.count else { continue }
            let slot = tableau.owners[Int(symbol)]
            guard slot >= 0, Int(slot) < records.count, records[Int(slot)].isLive,
                records[Int(slot)].constraint.strength.isRequired, !slots.contains(slot)
            else { continue }
            slots.append(slot)
        }
        slots.sort { records[Int($0)].serial < records[Int($1)].serial }
        return slots.map { ConstraintID(index: Int($0), generation: records[Int($0)].generation) }
    }
}
