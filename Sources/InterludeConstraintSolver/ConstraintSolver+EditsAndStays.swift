extension ConstraintSolver {
    /// Makes `variable` editable: adds the non-required constraint `variable == its current
    /// value` at `strength`, whose value ``suggestValue(_:for:)`` then moves in place.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)`` when the variable already
    ///   has one; ``ConstraintSolverError/requiredEditOrStay(_:)`` for a required strength (a
    ///   required edit could make a suggestion unsatisfiable);
    ///   ``ConstraintSolverError/unknownVariable(_:)``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        try checkKnown(variable)
        guard variables[variable.index].edit < 0 else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditOrStay(variable) }
        let value = self.value(of: variable)
        variables[variable.index].edit = try insert(Constraint(variable, .equal, value, strength: strength), role: .edit)
    }

    /// Removes the variable's edit constraint and re-solves.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)`` when it has none.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        guard contains(variable), variables[variable.index].edit >= 0 else { throw .unknownEditVariable(variable) }
        resetStays()
        delete(slot: variables[variable.index].edit)
        variables[variable.index].edit = -1
    }

    /// Whether the variable has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        contains(variable) && variables[variable.index].edit >= 0
    }

    /// Asks for `value` for an edit variable and re-solves incrementally: the stays are reset to
    /// the current values, the edit's constant moves in place, and the dual simplex restores
    /// feasibility. The variable gets `value` unless stronger constraints keep it elsewhere.
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)`` when the variable has no edit
    ///   constraint; ``ConstraintSolverError/nonFiniteNumber(_:)``. (An edit is never required,
    ///   so a suggestion cannot be unsatisfiable.)
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSolverError) {
        guard contains(variable), variables[variable.index].edit >= 0 else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteNumber(value) }
        let slot = variables[variable.index].edit
        resetStays()
        moveConstant(slot: slot, to: value)
        _ = tableau.dualOptimize()
    }

    /// Adds a stay: the non-required constraint `variable == its current value` at `strength`,
    /// whose value follows the solution (see ``ConstraintSolver``), so the variable prefers to
    /// stay where the last solution left it.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateStay(_:)``,
    ///   ``ConstraintSolverError/requiredEditOrStay(_:)``, ``ConstraintSolverError/unknownVariable(_:)``.
    public mutating func addStay(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        try checkKnown(variable)
        guard variables[variable.index].stay < 0 else { throw .duplicateStay(variable) }
        guard !strength.isRequired else { throw .requiredEditOrStay(variable) }
        let value = self.value(of: variable)
        let slot = try insert(Constraint(variable, .equal, value, strength: strength), role: .stay)
        variables[variable.index].stay = slot
        stays.append(slot)
    }

    /// Removes the variable's stay and re-solves.
    /// - Throws: ``ConstraintSolverError/unknownStay(_:)`` when it has none.
    public mutating func removeStay(_ variable: Variable) throws(ConstraintSolverError) {
        guard contains(variable), variables[variable.index].stay >= 0 else { throw .unknownStay(variable) }
        let slot = variables[variable.index].stay
        stays.removeAll { $0 == slot }
        resetStays()
        delete(slot: slot)
        variables[variable.index].stay = -1
    }

    /// Whether the variable has a stay.
    public func hasStay(_ variable: Variable) -> Bool {
        contains(variable) && variables[variable.index].stay >= 0
    }

    /// Sets every stay's value to its variable's current value (Cassowary resets its stays this
    /// way before each re-solve). Returns the stays changed with their old values.
    ///
    /// A stay whose two error symbols are both parametric holds exactly and is left alone; else
    /// one of them is basic, and moving the constant through it changes only its own row, to 0:
    /// no variable moves and no pivot is needed.
    @discardableResult
    mutating func resetStays() -> [(slot: Int32, value: Double)] {
        var changed: [(slot: Int32, value: Double)] = []
        for slot in stays {
            let record = records[Int(slot)]
            let symbols = record.symbols
            guard tableau.rowPosition[Int(symbols.marker)] >= 0 || tableau.rowPosition[Int(symbols.other)] >= 0 else {
                continue
            }
            let variable = record.constraint.expression.terms[0].variable
            let current = value(of: variable)
            guard current != record.constraint.constant else { continue }
            changed.append((slot, record.constraint.constant))
            moveConstant(slot: slot, to: current)
        }
        return changed
    }
}
