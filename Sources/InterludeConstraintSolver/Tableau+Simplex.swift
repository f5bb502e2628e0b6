/// The simplex steps: the primal simplex that minimizes the objective levels (and the artificial
/// objective), and the dual simplex that restores feasibility after constants change.
///
/// Ties are broken by the lowest symbol index (Bland's rule: the lowest-index entering symbol,
/// and among equal ratios the lowest-index leaving symbol), which rules out cycling on the
/// degenerate pivots layouts are full of, and makes every choice independent of storage order.
extension Tableau {
    /// A bound on the pivots of one optimization: far beyond what Bland's rule needs, it only
    /// stops a run that rounding has thrown into a loop (the solution is then the last one found).
    var pivotLimit: Int { 1000 + 50 * (rows.count + kinds.count) }

    /// Minimizes the objective levels in priority order, each without worsening the ones above.
    ///
    /// A symbol that appears in a higher level cannot enter for a lower one (at the higher
    /// level's optimum its coefficient there is positive, or it is blocked further up). Pivots on
    /// symbols absent from the higher levels leave those levels' rows unchanged, so the symbols
    /// of each finished level are marked once, in ``blocked``, instead of being looked up again.
    mutating func optimize() {
        guard objectiveChanged else {
            infeasible.removeAll(keepingCapacity: true)
            return
        }
        if blocked.count < kinds.count { blocked.append(contentsOf: repeatElement(false, count: kinds.count - blocked.count)) }
        var pivots = 0
        for level in levels.indices {
            while pivots < pivotLimit, let entering = enteringSymbol(level: level) {
                guard let leaving = leavingRow(for: entering) else { break }
                pivot(row: leaving, entering: entering)
                pivots += 1
            }
            for cell in levels[level].row.cells { blocked[Int(cell.symbol)] = true }
        }
        for level in levels.indices {
            for cell in levels[level].row.cells { blocked[Int(cell.symbol)] = false }
        }
        infeasible.removeAll(keepingCapacity: true)
        objectiveChanged = false
    }

    /// Minimizes the artificial objective ``phaseOne``.
    mutating func optimizePhaseOne() {
        var pivots = 0
        while pivots < pivotLimit, let entering = phaseOneEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { break }
            pivot(row: leaving, entering: entering)
            pivots += 1
        }
        infeasible.removeAll(keepingCapacity: true)
    }

    /// The lowest-index slack or error with a negative coefficient in the artificial objective.
    func phaseOneEnteringSymbol() -> Int32? {
        for cell in phaseOne!.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)].isPivotable {
            return cell.symbol
        }
        return nil
    }

    /// The lowest-index slack or error whose coefficient in `level` is negative and which is
    /// absent from every higher level (not ``blocked``): entering it lowers this level and
    /// leaves those unchanged.
    func enteringSymbol(level: Int) -> Int32? {
        for cell in levels[level].row.cells
        where cell.coefficient < 0 && kinds[Int(cell.symbol)].isPivotable && !blocked[Int(cell.symbol)] {
            return cell.symbol
        }
        return nil
    }

    /// The restricted row that bounds `entering` first as it grows from 0 (the smallest ratio
    /// −constant / coefficient over negative coefficients; ties to the lowest basic index).
    func leavingRow(for entering: Int32) -> Int? {
        var best: Int? = nil
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for (position, row) in rows.enumerated() where kinds[Int(row.basic)] != .external {
            guard let cell = row.position(of: entering) else { continue }
            let coefficient = row.cells[cell].coefficient
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = position
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best
    }

    /// Pivots until no restricted row has a negative constant, keeping the objective optimal.
    /// Returns the position of a row that cannot be made feasible (no slack or error in it can
    /// grow), or nil when all are feasible.
    mutating func dualOptimize() -> Int? {
        var next = 0
        var pivots = 0
        // Dual pivots keep the objective optimal: they leave it as (un)changed as it was.
        let changedBefore = objectiveChanged
        defer {
            infeasible.removeAll(keepingCapacity: true)
            objectiveChanged = changedBefore
        }
        while next < infeasible.count && pivots < pivotLimit {
            let basic = infeasible[next]
            next += 1
            let position = Int(rowPosition[Int(basic)])
            guard position >= 0, rows[position].constant < -nearZero else { continue }
            guard let entering = dualEnteringSymbol(row: position) else { return position }
            pivot(row: position, entering: entering)
            pivots += 1
        }
        return nil
    }

    /// For the infeasible row at `position`: among its slacks and errors with a positive
    /// coefficient, the one whose objective coefficients divided by that coefficient are
    /// lexicographically smallest, level by level (so every level stays optimal); ties to the
    /// lowest index.
    func dualEnteringSymbol(row position: Int) -> Int32? {
        var best: Cell? = nil
        for cell in rows[position].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isPivotable {
            guard let current = best else {
                best = cell
                continue
            }
            for level in levels.indices {
                let row = levels[level].row
                let candidate = row.coefficient(of: cell.symbol) / cell.coefficient
                let incumbent = row.coefficient(of: current.symbol) / current.coefficient
                if candidate < incumbent {
                    best = cell
                    break
                }
                if candidate > incumbent { break }
            }
        }
        return best?.symbol
    }

    /// The row to pivot a constraint's parametric marker into before its row is dropped, chosen
    /// so the remaining rows stay feasible: a restricted row where the marker's coefficient is
    /// negative with the smallest constant / |coefficient|; else a restricted row with the
    /// smallest constant / coefficient; else any variable's row. Ties go to the lowest basic index.
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var negative: (position: Int, ratio: Double, basic: Int32)? = nil
        var positive: (position: Int, ratio: Double, basic: Int32)? = nil
        var external: (position: Int, basic: Int32)? = nil
        for (position, row) in rows.enumerated() {
            guard let cell = row.position(of: marker) else { continue }
            let coefficient = row.cells[cell].coefficient
            if kinds[Int(row.basic)] == .external {
                if external == nil || row.basic < external!.basic { external = (position, row.basic) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && row.basic < negative!.basic) {
                    negative = (position, ratio, row.basic)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && row.basic < positive!.basic) {
                    positive = (position, ratio, row.basic)
                }
            }
        }
        return negative?.position ?? positive?.position ?? external?.position
    }
}
