@testable import InterludeConstraintSolver
import InterludeTestSupport
import Testing

@Suite("Removing constraints")
struct RemovalTests {
    @Test("removing a constraint restores the previous solution")
    func removalRestores() throws {
        var segment = try Segment()
        // The left end's preference is a little stronger, so the solutions below are unique.
        try segment.solver.add(Constraint(segment.left, .equal, 30, strength: Strength(priority: 300)))
        try segment.solver.add(Constraint(segment.right, .equal, 50, strength: .weak))
        #expect(segment.values == (30, 40, 50))
        let before = bits(segment.solver, [segment.left, segment.middle, segment.right])
        // A required m = 90 allows 80 ≤ l ≤ 85 (see SolvingTests.midpoint); l's preference takes 80.
        let push = try segment.solver.add(Constraint(segment.middle, .equal, 90))
        #expect(segment.values == (80, 90, 100))
        try segment.solver.remove(push)
        #expect(bits(segment.solver, [segment.left, segment.middle, segment.right]) == before)
        // A strong l ≥ 45 pushes r to l + 10 = 55; removed again.
        let floor = try segment.solver.add(Constraint(segment.left, .greaterThanOrEqual, 45, strength: .strong))
        #expect(segment.values == (45, 50, 55))
        try segment.solver.remove(floor)
        #expect(bits(segment.solver, [segment.left, segment.middle, segment.right]) == before)
    }

    @Test("removing every constraint leaves an empty tableau; removed constraints are unknown")
    func removeAll() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        var ids: [ConstraintID] = []
        ids.append(try solver.add(Constraint(x, .greaterThanOrEqual, 10)))
        ids.append(try solver.add(Constraint(y, .equal, x + 5)))
        ids.append(try solver.add(Constraint(x + y, .equal, 100, strength: .weak)))
        ids.append(try solver.add(Constraint(y, .lessThanOrEqual, 40, strength: .strong)))
        // Strong y ≤ 40 with y = x + 5 and x ≥ 10: x + y = 2x + 5 wants 100 (x = 47.5) but y ≤ 40 → x = 35.
        #expect(solver.value(of: x) == 35)
        #expect(solver.value(of: y) == 40)
        #expect(solver.constraintCount == 4)
        for id in ids.reversed() { try solver.remove(id) }
        #expect(solver.constraintCount == 0)
        #expect(solver.tableau.rows.isEmpty)
        #expect(solver.tableau.levels.isEmpty)
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
        #expect(throws: ConstraintSolverError.unknownConstraint(ids[0])) { try solver.remove(ids[0]) }
        #expect(throws: ConstraintSolverError.unknownConstraint(ids[1])) { try solver.updateConstant(of: ids[1], to: 3) }
        // The freed index goes to the next constraint, under a new identifier.
        let again = try solver.add(Constraint(x, .equal, 7))
        #expect(ids.map(\.index).contains(again.index))
        #expect(!ids.contains(again))
        #expect(solver.contains(again) && !solver.contains(ids[0]))
        #expect(solver.value(of: x) == 7)
    }

    @Test("removing in any order ends in the same solution as never adding")
    func removalOrders() throws {
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2], [2, 0, 3, 1]] {
            var segment = try Segment()
            try segment.solver.add(Constraint(segment.left, .equal, 10, strength: .weak))
            try segment.solver.add(Constraint(segment.right, .equal, 70, strength: .weak))
            let extras = [
                Constraint(segment.middle, .equal, 90, strength: .strong),
                Constraint(segment.left, .greaterThanOrEqual, 30),
                Constraint(segment.right, .lessThanOrEqual, 60, strength: .medium),
                Constraint(segment.left + segment.right, .equal, 100, strength: Strength(priority: 900)),
            ]
            var ids: [ConstraintID] = []
            for extra in extras { ids.append(try segment.solver.add(extra)) }
            for index in order { try segment.solver.remove(ids[index]) }
            #expect(segment.values == (10, 40, 70), "order \(order)")
        }
    }

    @Test("variables: removal when unused, the index reused under a new generation")
    func variables() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        #expect(solver.name(of: x) == "x" && solver.contains(x))
        let id = try solver.add(Constraint(x, .equal, 3))
        #expect(throws: ConstraintSolverError.variableInUse(x)) { try solver.removeVariable(x) }
        try solver.remove(id)
        try solver.removeVariable(x)
        #expect(!solver.contains(x) && solver.name(of: x) == "" && solver.value(of: x) == 0)
        #expect(throws: ConstraintSolverError.unknownVariable(x)) { try solver.add(Constraint(x, .equal, 1)) }
        let y = solver.makeVariable("y")
        #expect(y.index == x.index && y != x)
        try solver.add(Constraint(y, .equal, 4))
        #expect(solver.value(of: y) == 4 && solver.value(of: x) == 0)
    }
}
