import InterludeConstraintSolver
import InterludeTestSupport
import Testing

/// The midpoint of a segment between two walls: 2m = l + r, l + 10 ≤ r, l ≥ 0, r ≤ 100.
struct Segment {
    var solver = ConstraintSolver()
    let left: Variable
    let middle: Variable
    let right: Variable

    init() throws {
        left = solver.makeVariable("left")
        middle = solver.makeVariable("middle")
        right = solver.makeVariable("right")
        try solver.add(Constraint(2 * middle, .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, right))
        try solver.add(Constraint(left, .greaterThanOrEqual, 0))
        try solver.add(Constraint(right, .lessThanOrEqual, 100))
    }

    var values: (left: Double, middle: Double, right: Double) {
        (solver.value(of: left), solver.value(of: middle), solver.value(of: right))
    }
}

@Suite("Edit variables and suggestions")
struct EditTests {
    @Test("dragging the midpoint into the wall: the edit gives way only to required constraints")
    func dragMidpoint() throws {
        var segment = try Segment()
        // The left end prefers 40 more than the right end prefers 60.
        try segment.solver.add(Constraint(segment.left, .equal, 40, strength: Strength(priority: 2)))
        try segment.solver.add(Constraint(segment.right, .equal, 60, strength: Strength(priority: 1)))
        try segment.solver.addEditVariable(segment.middle, strength: .strong)
        #expect(segment.values == (40, 50, 60))
        // m = 70: l + r = 140; the left end keeps 40, so r = 100 (at the wall).
        try segment.solver.suggestValue(70, for: segment.middle)
        #expect(segment.values == (40, 70, 100))
        // m = 90: l + r = 180 with r ≤ 100, so l = 80.
        try segment.solver.suggestValue(90, for: segment.middle)
        #expect(segment.values == (80, 90, 100))
        // m = 99 would need l = 98, but l + 10 ≤ r = 100 caps l at 90: m stops at 95.
        try segment.solver.suggestValue(99, for: segment.middle)
        #expect(segment.values == (90, 95, 100))
        // Back to 50: everything returns to where the preferences put it.
        try segment.solver.suggestValue(50, for: segment.middle)
        #expect(segment.values == (40, 50, 60))
    }

    @Test("an edit variable starts at the variable's value, so adding it moves nothing")
    func editStartsInPlace() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 12, strength: .weak))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.value(of: x) == 12)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(-3, for: x)
        #expect(solver.value(of: x) == -3)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 12)
    }

    @Test("two edit variables at once (a point dragged in x and y)")
    func twoEdits() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let sum = solver.makeVariable()
        try solver.add(Constraint(sum, .equal, x + y))
        try solver.add(Constraint(sum, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(40, for: y)
        #expect(solver.value(of: sum) == 70)
        // x = 80 would make the sum 120 > 100: with both edits equally strong, the smallest total
        // violation is 20, shared in whichever way the simplex settles on; the sum is exactly 100.
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: sum) == 100)
        #expect(solver.value(of: x) >= 60 && solver.value(of: x) <= 80)
    }

    @Test("edit errors: duplicate, unknown, required, non-finite; the solver is unchanged")
    func editErrors() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .weak)
        }
        #expect(throws: ConstraintSolverError.unknownEditVariable(y)) { try solver.suggestValue(1, for: y) }
        #expect(throws: ConstraintSolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        #expect(throws: ConstraintSolverError.requiredEditOrStay(y)) {
            try solver.addEditVariable(y, strength: .required)
        }
        #expect(throws: ConstraintSolverError.nonFiniteNumber(.infinity)) { try solver.suggestValue(.infinity, for: x) }
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
    }
}

@Suite("Stay constraints")
struct StayTests {
    @Test("stays hold variables where the last re-solve left them (Cassowary's resolve)")
    func staysFollowTheSolution() throws {
        var segment = try Segment()
        // Place the ends at 20 and 60 with temporary edits, then let stays hold them: the left
        // end's stay is stronger.
        try segment.solver.addEditVariable(segment.left, strength: .strong)
        try segment.solver.addEditVariable(segment.right, strength: .strong)
        try segment.solver.suggestValue(20, for: segment.left)
        try segment.solver.suggestValue(60, for: segment.right)
        try segment.solver.addStay(segment.left, strength: Strength(priority: 2))
        try segment.solver.addStay(segment.right, strength: Strength(priority: 1))
        try segment.solver.removeEditVariable(segment.left)
        try segment.solver.removeEditVariable(segment.right)
        #expect(segment.values == (20, 40, 60))
        try segment.solver.addEditVariable(segment.middle, strength: .strong)
        // m = 50: l + r = 100, the stronger stay keeps l = 20, so r = 80.
        try segment.solver.suggestValue(50, for: segment.middle)
        #expect(segment.values == (20, 50, 80))
        // m = 70: l + r = 140 with r ≤ 100: l is pushed to 40.
        try segment.solver.suggestValue(70, for: segment.middle)
        #expect(segment.values == (40, 70, 100))
        // m = 60: the stays were reset to (40, 100) before this re-solve, so l stays at 40 and
        // r = 80. (Stays kept at their first values would give l = 20, r = 100.)
        try segment.solver.suggestValue(60, for: segment.middle)
        #expect(segment.values == (40, 60, 80))
    }

    @Test("stay errors: duplicate, unknown, required")
    func stayErrors() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.addStay(x, strength: .weak)
        #expect(solver.hasStay(x))
        #expect(throws: ConstraintSolverError.duplicateStay(x)) { try solver.addStay(x, strength: .weak) }
        #expect(throws: ConstraintSolverError.requiredEditOrStay(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(throws: ConstraintSolverError.variableInUse(x)) { try solver.removeVariable(x) }
        try solver.removeStay(x)
        #expect(!solver.hasStay(x))
        #expect(throws: ConstraintSolverError.unknownStay(x)) { try solver.removeStay(x) }
        try solver.removeVariable(x)
        #expect(throws: ConstraintSolverError.unknownVariable(x)) { try solver.addStay(x, strength: .weak) }
    }
}
