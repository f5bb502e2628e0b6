import InterludeConstraintSolver
import InterludeTestSupport
import Testing

@Suite("Priorities")
struct PriorityTests {
    @Test("required beats strong beats weak")
    func hierarchy() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 10, strength: .weak))
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(x, .equal, 20, strength: .strong))
        #expect(solver.value(of: x) == 20)
        try solver.add(Constraint(x, .lessThanOrEqual, 15))
        #expect(solver.value(of: x) == 15)
    }

    @Test("a higher priority wins over any number of lower ones (1 at 251 against 200 at 250)")
    func higherBeatsAnyNumberOfLower() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        for _ in 0..<200 { try solver.add(Constraint(x, .equal, 0, strength: Strength(priority: 250))) }
        try solver.add(Constraint(x, .equal, 10, strength: Strength(priority: 251)))
        // A weighted sum with any finite spacing per priority would let 200 × |x| outweigh
        // |x − 10| here; UIKit's rule (and the lexicographic objective) keeps x = 10.
        #expect(solver.value(of: x) == 10)
    }

    @Test("the same holds for fractional priorities and across many levels")
    func fractionalAndManyLevels() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        // 112 levels from 1 to 999, each pulling x to its own priority: the highest decides.
        for level in stride(from: 1, through: 999, by: 9) + [999] {
            try solver.add(Constraint(x, .equal, Double(level), strength: Strength(priority: Float(level))))
        }
        #expect(solver.value(of: x) == 999)
        try solver.add(Constraint(x, .equal, -5, strength: Strength(priority: 999.5)))
        #expect(solver.value(of: x) == -5)
    }

    @Test("within one priority the violations add up: two pulls to 0 beat one pull to 10")
    func samePrioritySums() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 10, strength: .medium))
        try solver.add(Constraint(x, .equal, 0, strength: .medium))
        try solver.add(Constraint(x, .equal, 0, strength: .medium))
        // |x − 10| + 2|x| is smallest at x = 0 (10, against 20 at x = 10).
        #expect(solver.value(of: x) == 0)
    }

    @Test("a lower priority still decides what the higher ones leave open")
    func lowerDecidesTheRest() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 100, strength: .strong))
        try solver.add(Constraint(x, .equal, 30, strength: .weak))
        // The strong sum leaves the split open; the weak x = 30 takes it: y = 70.
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
    }

    @Test("changing a priority in place re-solves; required ↔ not required is refused")
    func updateStrength() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let low = try solver.add(Constraint(x, .equal, 10, strength: Strength(priority: 300)))
        try solver.add(Constraint(x, .equal, 20, strength: Strength(priority: 400)))
        #expect(solver.value(of: x) == 20)
        try solver.updateStrength(of: low, to: Strength(priority: 500))
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraint(low)?.strength == Strength(priority: 500))
        #expect(throws: ConstraintSolverError.requiredStrengthChange(low)) {
            try solver.updateStrength(of: low, to: .required)
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test("strengths describe and order themselves")
    func strengthValues() {
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
        #expect(Strength.weak < Strength.strong && Strength.strong < .required)
        #expect(Strength.required.description == "required")
        #expect(Strength(priority: 750).description == "750")
        #expect(Strength(priority: 999.5).description == "999.5")
    }
}
