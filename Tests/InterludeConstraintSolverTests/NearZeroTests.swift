@testable import InterludeConstraintSolver
import InterludeTestSupport
import Testing

@Suite("Near-zero coefficients")
struct NearZeroTests {
    @Test("a coefficient below 10⁻⁸ counts as zero: 10⁻¹² x = 5 is 0 = 5, a contradiction")
    func tinyCoefficientIsZero() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let tiny = Constraint(1e-12 * x, .equal, 5)
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(tiny, conflictingWith: [])) {
            try solver.add(tiny)
        }
        // 10⁻⁶ is a real coefficient: x = 5 × 10⁶.
        try solver.add(Constraint(1e-6 * x, .equal, 5))
        expectClose(solver.value(of: x), 5e6, tolerance: 1e-6)
    }

    @Test("coefficients that cancel up to rounding leave no cell behind")
    func cancellationLeavesNoResidue() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        // y = 0.1x + 0.2x and z = 0.3x: z − y is 0.3x − 0.30000000000000004x, a rounding residue.
        try solver.add(Constraint(y, .equal, 0.1 * x + 0.2 * x))
        try solver.add(Constraint(z, .equal, 0.3 * x))
        try solver.add(Constraint(x, .equal, 10))
        let difference = solver.makeVariable()
        try solver.add(Constraint(difference, .equal, z - y))
        let row = solver.tableau.rows[Int(solver.tableau.rowPosition[difference.index])]
        #expect(!row.cells.contains { abs($0.coefficient) < nearZero })
        expectClose(solver.value(of: difference), 0, tolerance: 1e-12)
        // Every row of the tableau keeps the invariant.
        for row in solver.tableau.rows { #expect(row.cells.allSatisfy { abs($0.coefficient) >= nearZero }) }
    }

    @Test("a nearly singular but well-posed system still solves: x + (1 + 10⁻⁶)y = 2, x + y = 1")
    func nearlySingular() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x + (1 + 1e-6) * y, .equal, 2))
        try solver.add(Constraint(x + y, .equal, 1))
        // Subtracting: 10⁻⁶ y = 1 → y = 10⁶, x = 1 − 10⁶.
        expectClose(solver.value(of: y), 1e6, tolerance: 1e-3)
        expectClose(solver.value(of: x), 1 - 1e6, tolerance: 1e-3)
    }

    @Test("an implied equation whose terms cancel only up to rounding is accepted as redundant")
    func redundantUpToRounding() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 0.1))
        try solver.add(Constraint(y, .equal, 0.2))
        // x + y is 0.30000000000000004 in doubles; 0.3 differs by 5.6 × 10⁻¹⁷, below the tolerance.
        try solver.add(Constraint(x + y, .equal, 0.3))
        expectClose(solver.value(of: x) + solver.value(of: y), 0.3, tolerance: 1e-15)
    }
}
