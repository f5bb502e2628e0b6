import InterludeConstraintSolver
import InterludeTestSupport
import Testing

@Suite("Solving hand-solved systems")
struct SolvingTests {
    @Test("equalities chain: x = 10, y = x + 5, z = 2y − x")
    func chain() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(z, .equal, 2 * y - x))
        // y = 15, z = 2·15 − 10 = 20.
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 20)
    }

    @Test("two equations in two unknowns: 2x + 3y = 12, x − y = 1")
    func twoByTwo() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(2 * x + 3 * y, .equal, 12))
        try solver.add(Constraint(x - y, .equal, 1))
        // x = 1 + y → 2 + 2y + 3y = 12 → y = 2, x = 3.
        expectClose(solver.value(of: x), 3, tolerance: 1e-12)
        expectClose(solver.value(of: y), 2, tolerance: 1e-12)
    }

    @Test("three equations in three unknowns")
    func threeByThree() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        try solver.add(Constraint(a + b + c, .equal, 6))
        try solver.add(Constraint(2 * a - b, .equal, c - 1))
        try solver.add(Constraint(a, .equal, 3 * c - 2 * b))
        // a + b + c = 6 and 2a − b − c = −1 add up to 3a = 5: a = 5/3, so b + c = 13/3.
        // a = 3c − 2b → 5/3 = 3c − 2(13/3 − c) = 5c − 26/3 → c = 31/15, b = 13/3 − 31/15 = 34/15.
        expectClose(solver.value(of: a), 5.0 / 3, tolerance: 1e-12)
        expectClose(solver.value(of: b), 34.0 / 15, tolerance: 1e-12)
        expectClose(solver.value(of: c), 31.0 / 15, tolerance: 1e-12)
    }

    @Test("an unconstrained variable is 0; one never used in a constraint too")
    func unconstrained() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 10))
        // One equation, two unknowns and no preference: one of them is chosen as basic, the
        // other is a parameter at 0.
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
        #expect(solver.value(of: x) == 0 || solver.value(of: y) == 0)
        #expect(solver.value(of: solver.makeVariable()) == 0)
    }

    @Test("inequalities bound a preference: 10 ≤ x ≤ 20, x = 30 weakly → 20; x = 5 weakly → 10")
    func inequalities() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 20))
        let high = try solver.add(Constraint(x, .equal, 30, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        try solver.add(Constraint(x, .equal, 5, strength: .weak))
        #expect(solver.value(of: x) == 10)
    }

    @Test("an inequality between variables: left + 10 ≤ right with both pulled together")
    func inequalityBetweenVariables() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(Constraint(left + 10, .lessThanOrEqual, right))
        try solver.add(Constraint(left, .equal, 50, strength: .strong))
        try solver.add(Constraint(right, .equal, 50, strength: .weak))
        // The strong left = 50 holds; right must be ≥ 60, the closest to 50 it can be.
        #expect(solver.value(of: left) == 50)
        #expect(solver.value(of: right) == 60)
    }

    @Test("the midpoint example: 2m = l + r, l + 10 ≤ r, 0 ≤ l, r ≤ 100")
    func midpoint() throws {
        var solver = ConstraintSolver()
        let l = solver.makeVariable("left")
        let m = solver.makeVariable("middle")
        let r = solver.makeVariable("right")
        try solver.add(Constraint(2 * m, .equal, l + r))
        try solver.add(Constraint(l + 10, .lessThanOrEqual, r))
        try solver.add(Constraint(l, .greaterThanOrEqual, 0))
        try solver.add(Constraint(r, .lessThanOrEqual, 100))
        try solver.add(Constraint(m, .equal, 90, strength: .strong))
        try solver.add(Constraint(l, .equal, 30, strength: .weak))
        // m = 90 needs l + r = 180 with r ≤ 100, so l ≥ 80: the weak l = 30 gives way to l = 80.
        #expect(solver.value(of: m) == 90)
        #expect(solver.value(of: l) == 80)
        #expect(solver.value(of: r) == 100)
    }

    @Test("a ≤ constraint is stored negated and still reads back as written")
    func lessThanReadsBack() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let c = Constraint(2 * x + 3, .lessThanOrEqual, 11)
        #expect(c.constant == 8)
        #expect(c.expression == 2 * x - 8)
        let id = try solver.add(c)
        try solver.add(Constraint(x, .equal, 100, strength: .weak))
        // 2x ≤ 8 → x = 4.
        #expect(solver.value(of: x) == 4)
        #expect(solver.constraint(id) == c)
        #expect(c.description == "2.0·v0 <= 8.0")
    }

    @Test("expressions merge terms of one variable and drop zero sums")
    func expressions() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let e = 3 * y + x - y + 2 - x * 1 + 5
        #expect(e.terms == [Term(y, 2)])
        #expect(e.constant == 7)
        #expect((x - x).terms.isEmpty)
        #expect((x + y) / 2 == LinearExpression(terms: [Term(y, 0.5), Term(x, 0.5)]))
        #expect(e.coefficient(of: y) == 2 && e.coefficient(of: x) == 0)
        #expect((-(x - 2 * y) + 1).description == "-1.0·v0 + 2.0·v1 + 1.0")
    }
}
