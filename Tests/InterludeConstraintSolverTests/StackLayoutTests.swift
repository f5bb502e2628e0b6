import InterludeConstraintSolver
import InterludeTestSupport
import Testing

/// A vertical stack of 100 labelled cells, 10 constraints per cell (1,000 in all), plus the
/// container (left = 0, top = 0 required; its width an edit variable at 999).
///
/// Per cell i: top = previous bottom + 8 (cell 0: container top + 8); left = container left + 16;
/// right = container right − 16; height ≥ 44; the label 12 in from both sides and 8 from top and
/// bottom; label height ≥ intrinsic at 750 and ≤ intrinsic at 250, the intrinsic heights cycling
/// through 17, 24, 31, 38, 45.
struct Stack {
    struct Cell {
        var left, top, width, height, labelLeft, labelTop, labelWidth, labelHeight: Variable
        var all: [Variable] { [left, top, width, height, labelLeft, labelTop, labelWidth, labelHeight] }
    }

    var solver = ConstraintSolver()
    let containerLeft, containerTop, containerWidth: Variable
    var cells: [Cell] = []
    /// The 1,000 cell constraints, cell by cell, in the order above.
    var constraints: [Constraint] = []

    static func intrinsic(_ row: Int) -> Double { 17 + 7 * Double(row % 5) }

    init(rows: Int = 100) {
        containerLeft = solver.makeVariable("container.left")
        containerTop = solver.makeVariable("container.top")
        containerWidth = solver.makeVariable("container.width")
        for row in 0..<rows {
            let c = Cell(
                left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
                height: solver.makeVariable(), labelLeft: solver.makeVariable(), labelTop: solver.makeVariable(),
                labelWidth: solver.makeVariable(), labelHeight: solver.makeVariable())
            let above = cells.last.map { $0.top + $0.height } ?? LinearExpression(containerTop)
            constraints += [
                Constraint(c.top, .equal, above + 8),
                Constraint(c.left, .equal, containerLeft + 16),
                Constraint(c.left + c.width, .equal, containerLeft + containerWidth - 16),
                Constraint(c.height, .greaterThanOrEqual, 44),
                Constraint(c.labelLeft, .equal, c.left + 12),
                Constraint(c.labelLeft + c.labelWidth, .equal, c.left + c.width - 12),
                Constraint(c.labelTop, .equal, c.top + 8),
                Constraint(c.labelTop + c.labelHeight, .equal, c.top + c.height - 8),
                Constraint(c.labelHeight, .greaterThanOrEqual, Self.intrinsic(row), strength: .strong),
                Constraint(c.labelHeight, .lessThanOrEqual, Self.intrinsic(row), strength: .weak),
            ]
            cells.append(c)
        }
    }

    /// Adds the container's constraints and then the cell constraints in `order` (indices into
    /// ``constraints``); returns the cell constraints' identifiers by index.
    mutating func solve(order: [Int]? = nil, width: Double = 390) throws -> [ConstraintID?] {
        try solver.add(Constraint(containerLeft, .equal, 0))
        try solver.add(Constraint(containerTop, .equal, 0))
        try solver.addEditVariable(containerWidth, strength: Strength(priority: 999))
        try solver.suggestValue(width, for: containerWidth)
        var ids = [ConstraintID?](repeating: nil, count: constraints.count)
        for index in order ?? Array(constraints.indices) { ids[index] = try solver.add(constraints[index]) }
        return ids
    }

    var allVariables: [Variable] { [containerLeft, containerTop, containerWidth] + cells.flatMap(\.all) }

    /// Checks every value against the formulas: label height = max(intrinsic, minimum − 16) (the
    /// label must fill the cell's 44-point minimum less 16 of insets; hugging at 250 gives way to
    /// that, compression resistance at 750 never has to), cell height = label + 16, each cell
    /// 8 below the previous one, widths = container − 32 and − 56, label left = 16 + 12.
    func expectFormulas(width: Double, minimums: [Double]? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        var top = 8.0
        var worst = 0.0
        for (row, cell) in cells.enumerated() {
            let labelHeight = max(Self.intrinsic(row), (minimums?[row] ?? 44) - 16)
            let expected = [16, top, width - 32, labelHeight + 16, 28, top + 8, width - 56, labelHeight]
            for (variable, value) in zip(cell.all, expected) {
                worst = max(worst, abs(solver.value(of: variable) - value))
            }
            top += labelHeight + 16 + 8
        }
        #expect(worst <= 1e-9, "largest difference from the formulas: \(worst)", sourceLocation: sourceLocation)
    }
}

@Suite("A 1,000-constraint stack")
struct StackLayoutTests {
    @Test("solved from scratch, every value as the formulas give")
    func solves() throws {
        var stack = Stack()
        _ = try stack.solve()
        #expect(stack.solver.constraintCount == 1002)
        stack.expectFormulas(width: 390)
        // Spot checks: cell 0 (intrinsic 17 → label 28, cell 44) at 8; cell 1 (24 → 28, 44) at 60;
        // cell 4 (45 → cell 61) at 8 + 52 + 52 + 55 + 62 = 229; a 5-cell cycle is 52+52+55+62+69 = 290
        // high, so cell 99 is at 8 + 19 × 290 + 52 + 52 + 55 + 62 = 5739.
        #expect(stack.solver.value(of: stack.cells[1].top) == 60)
        #expect(stack.solver.value(of: stack.cells[4].top) == 229)
        #expect(stack.solver.value(of: stack.cells[99].top) == 5739)
        #expect(stack.solver.value(of: stack.cells[99].height) == 61)
    }

    @Test("the same solution whatever order the constraints are added in")
    func anyOrder() throws {
        var generator = SplitMix(seed: 11)
        for _ in 0..<3 {
            var stack = Stack()
            var order = Array(stack.constraints.indices)
            order.shuffle(using: &generator)
            _ = try stack.solve(order: order)
            stack.expectFormulas(width: 390)
        }
        var reversed = Stack()
        _ = try reversed.solve(order: Array(reversed.constraints.indices.reversed()))
        reversed.expectFormulas(width: 390)
    }

    @Test("edits and constant changes re-solve in place, matching a solve from scratch")
    func resolves() throws {
        var stack = Stack()
        let ids = try stack.solve()
        try stack.solver.suggestValue(320, for: stack.containerWidth)
        stack.expectFormulas(width: 320)
        // Cell 0's minimum height (constraint 3) from 44 to 60, then 70, then back to 44.
        var minimums = [Double](repeating: 44, count: 100)
        for minimum in [60.0, 70, 44] {
            try stack.solver.updateConstant(of: ids[3]!, to: minimum)
            minimums[0] = minimum
            stack.expectFormulas(width: 320, minimums: minimums)
        }
        // Cell 50's too, after which a fresh solve of the same problem agrees to the bit.
        try stack.solver.updateConstant(of: ids[503]!, to: 100)
        minimums[50] = 100
        stack.expectFormulas(width: 320, minimums: minimums)
        var fresh = Stack()
        fresh.constraints[503].constant = 100
        _ = try fresh.solve(width: 320)
        fresh.expectFormulas(width: 320, minimums: minimums)
        for (a, b) in zip(stack.allVariables, fresh.allVariables) {
            expectClose(stack.solver.value(of: a), fresh.solver.value(of: b), tolerance: 1e-9)
        }
    }

    @Test("removing half the constraints and adding them back gives the solution again")
    func removeAndReAdd() throws {
        var stack = Stack()
        var ids = try stack.solve()
        for index in stride(from: 0, to: ids.count, by: 2) {
            try stack.solver.remove(ids[index]!)
            ids[index] = nil
        }
        for index in stride(from: 0, to: ids.count, by: 2) { ids[index] = try stack.solver.add(stack.constraints[index]) }
        stack.expectFormulas(width: 390)
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014), a small seeded generator, so shuffles repeat.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
