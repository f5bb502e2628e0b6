@testable import InterludeConstraintSolver
import InterludeTestSupport
import Testing

@Suite("Unsatisfiable required constraints")
struct UnsatisfiableTests {
    @Test("a contradiction is reported with the constraint and its conflicts; nothing changes")
    func contradiction() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let floor = try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, 3))
        try solver.add(Constraint(x, .equal, 50, strength: .weak))
        let before = solver
        let ceiling = Constraint(x, .lessThanOrEqual, 5)
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(ceiling, conflictingWith: [floor])) {
            try solver.add(ceiling)
        }
        #expect(stateDump(solver) == stateDump(before))
        #expect(solver.value(of: x) == 50)
        #expect(solver.constraintCount == 3)
    }

    @Test("only the constraints involved are listed, in the order they were added")
    func conflictSet() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let onY = try solver.add(Constraint(y, .equal, 20))
        try solver.add(Constraint(z, .greaterThanOrEqual, 0))
        let onX = try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(z, .equal, x + 100, strength: .strong))
        let sum = Constraint(x + y, .equal, 50)
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(sum, conflictingWith: [onY, onX])) {
            try solver.add(sum)
        }
    }

    @Test("a chain of inequalities that closes on itself: a conflict through an artificial variable")
    func inequalityCycle() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let ab = try solver.add(Constraint(a + 10, .lessThanOrEqual, b))
        let bc = try solver.add(Constraint(b + 10, .lessThanOrEqual, c))
        try solver.add(Constraint(a, .equal, 0, strength: .weak))
        let before = solver
        // a + 20 ≤ c, so c ≤ a + 15 cannot hold; both earlier inequalities are to blame.
        let closing = Constraint(c, .lessThanOrEqual, a + 15)
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(closing, conflictingWith: [ab, bc])) {
            try solver.add(closing)
        }
        #expect(stateDump(solver) == stateDump(before))
        // c ≤ a + 20 just fits.
        try solver.add(Constraint(c, .lessThanOrEqual, a + 20))
        #expect(solver.value(of: c) - solver.value(of: a) == 20)
    }

    @Test("a contradiction among equations only: dummies and a nonzero constant")
    func equationsOnly() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = try solver.add(Constraint(x + y, .equal, 10))
        let second = try solver.add(Constraint(x - y, .equal, 2))
        let third = Constraint(x, .equal, 7)
        // x = 6, y = 4 already; x = 7 contradicts both.
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(third, conflictingWith: [first, second])) {
            try solver.add(third)
        }
        // A redundant equation (x = 6 is implied) is accepted, and can be removed again.
        let redundant = try solver.add(Constraint(x, .equal, 6))
        #expect(solver.value(of: x) == 6 && solver.value(of: y) == 4)
        try solver.remove(redundant)
        try solver.remove(first)
        try solver.add(Constraint(y, .equal, 0))
        #expect(solver.value(of: x) == 2)
        #expect(
            throws: ConstraintSolverError.unsatisfiableConstraint(
                Constraint(expression: LinearExpression(1), relation: .equal), conflictingWith: [])
        ) {
            try solver.add(Constraint(expression: LinearExpression(1), relation: .equal))
        }
    }

    @Test("a non-required constraint never fails: it is violated instead")
    func softNeverFails() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 5, strength: Strength(priority: 999)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("a constant change that breaks required constraints is refused; the old constant stays")
    func unsatisfiableConstant() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let floor = try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        let ceiling = try solver.add(Constraint(x, .lessThanOrEqual, 20))
        try solver.add(Constraint(y, .equal, 2 * x))
        try solver.add(Constraint(x, .equal, 15, strength: .weak))
        try solver.addStay(y, strength: Strength(priority: 1))
        try solver.updateConstant(of: ceiling, to: 12)
        #expect(solver.value(of: x) == 12 && solver.value(of: y) == 24)
        let before = solver
        #expect(throws: ConstraintSolverError.unsatisfiableConstant(ceiling, constant: 5, conflictingWith: [floor])) {
            try solver.updateConstant(of: ceiling, to: 5)
        }
        #expect(stateDump(solver) == stateDump(before))
        #expect(solver.constraint(ceiling)?.constant == 12)
        try solver.updateConstant(of: ceiling, to: 30)
        #expect(solver.value(of: x) == 15 && solver.value(of: y) == 30)
    }

    @Test("bad input: unknown variables and non-finite numbers are refused")
    func badInput() throws {
        var solver = ConstraintSolver()
        var other = ConstraintSolver()
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        let x = solver.makeVariable()
        #expect(throws: ConstraintSolverError.unknownVariable(stranger)) { try solver.add(Constraint(stranger, .equal, 1)) }
        // x == ∞ is x − ∞ == 0: the expression's constant is −∞.
        #expect(throws: ConstraintSolverError.nonFiniteNumber(-.infinity)) {
            try solver.add(Constraint(x, .equal, .infinity))
        }
        #expect(throws: ConstraintSolverError.nonFiniteNumber(.infinity)) {
            try solver.add(Constraint(x * .infinity, .equal, 0))
        }
        #expect(solver.constraintCount == 0)
        #expect(solver.tableau.rows.isEmpty)
    }

    @Test("errors describe themselves, naming the constraint")
    func descriptions() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let error = ConstraintSolverError.unsatisfiableConstraint(
            Constraint(x, .lessThanOrEqual, 5), conflictingWith: [ConstraintID(index: 0, generation: 0)])
        #expect(error.description == "unable to satisfy 1.0·v0 <= 5.0 together with [c0]")
        #expect(Constraint(x, .equal, 2, strength: .strong).description == "1.0·v0 == 2.0 @750")
    }
}
