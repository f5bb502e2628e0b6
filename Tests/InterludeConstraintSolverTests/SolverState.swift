@testable import InterludeConstraintSolver

/// Everything a solver holds, written out exactly (doubles as bit patterns): two solvers with
/// the same state answer every later call the same way.
func stateDump(_ solver: ConstraintSolver) -> String {
    let tableau = solver.tableau
    var lines: [String] = []
    for row in tableau.rows {
        let cells = row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: " ")
        lines.append("row \(row.basic) = \(row.constant.bitPattern) \(cells)")
    }
    lines.append("positions \(tableau.rowPosition)")
    lines.append("kinds \(tableau.kinds.map(\.rawValue)) owners \(tableau.owners) free \(tableau.freeSymbols)")
    for level in tableau.levels {
        let cells = level.row.cells.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: " ")
        lines.append("level \(level.priority) ×\(level.constraintCount) = \(level.row.constant.bitPattern) \(cells)")
    }
    for record in solver.records {
        lines.append(
            "record \(record.constraint) live \(record.isLive) gen \(record.generation) serial \(record.serial) \(record.symbols)"
        )
    }
    lines.append("free slots \(solver.freeSlots) next \(solver.nextSerial) stays \(solver.stays) count \(solver.constraintCount)")
    lines.append("uses \(solver.variables.map { "\($0.uses)/\($0.edit)/\($0.stay)/\($0.generation)" })")
    return lines.joined(separator: "\n")
}

/// The values' bit patterns.
func bits(_ solver: ConstraintSolver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
}
