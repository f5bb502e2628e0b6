import InterludeConstraintSolver

/// The benchmark problem: a vertical stack of `rows` cells, each a cell with a label inside,
/// 10 constraints per cell (1,000 for 100 cells) plus the container's two and its width edit.
///
/// Per cell: top = previous bottom + 8 (the first: container top + 8); leading and trailing
/// 16 from the container; height ≥ 44; the label inset 12 / 8 on every side; the label's height
/// ≥ its intrinsic height at 750 (compression resistance) and ≤ it at 250 (hugging). The
/// intrinsic heights cycle through 17, 24, 31, 38, 45.
struct StackLayout {
    /// One cell's variables.
    struct Cell {
        var left, top, width, height: Variable
        var labelLeft, labelTop, labelWidth, labelHeight: Variable
    }

    var solver = ConstraintSolver()
    let containerLeft: Variable
    let containerTop: Variable
    let containerWidth: Variable
    var cells: [Cell] = []
    /// Each cell's `height ≥ 44` constraint.
    var minimumHeights: [ConstraintID] = []

    static let spacing = 8.0
    static let minimumHeight = 44.0

    static func intrinsicHeight(_ row: Int) -> Double { 17 + 7 * Double(row % 5) }

    /// Builds the stack with the container `width` wide.
    init(rows: Int, width: Double = 390) throws {
        containerLeft = solver.makeVariable("container.left")
        containerTop = solver.makeVariable("container.top")
        containerWidth = solver.makeVariable("container.width")
        try solver.add(Constraint(containerLeft, .equal, 0))
        try solver.add(Constraint(containerTop, .equal, 0))
        try solver.addEditVariable(containerWidth, strength: Strength(priority: 999))
        try solver.suggestValue(width, for: containerWidth)
        for row in 0..<rows {
            let cell = Cell(
                left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
                height: solver.makeVariable(), labelLeft: solver.makeVariable(), labelTop: solver.makeVariable(),
                labelWidth: solver.makeVariable(), labelHeight: solver.makeVariable())
            let above = cells.last.map { $0.top + $0.height } ?? LinearExpression(containerTop)
            try solver.add(Constraint(cell.top, .equal, above + Self.spacing))
            try solver.add(Constraint(cell.left, .equal, containerLeft + 16))
            try solver.add(Constraint(cell.left + cell.width, .equal, containerLeft + containerWidth - 16))
            minimumHeights.append(try solver.add(Constraint(cell.height, .greaterThanOrEqual, Self.minimumHeight)))
            try solver.add(Constraint(cell.labelLeft, .equal, cell.left + 12))
            try solver.add(Constraint(cell.labelLeft + cell.labelWidth, .equal, cell.left + cell.width - 12))
            try solver.add(Constraint(cell.labelTop, .equal, cell.top + 8))
            try solver.add(Constraint(cell.labelTop + cell.labelHeight, .equal, cell.top + cell.height - 8))
            let intrinsic = Self.intrinsicHeight(row)
            try solver.add(Constraint(cell.labelHeight, .greaterThanOrEqual, intrinsic, strength: Strength(priority: 750)))
            try solver.add(Constraint(cell.labelHeight, .lessThanOrEqual, intrinsic, strength: Strength(priority: 250)))
            cells.append(cell)
        }
    }

    /// The largest difference between the solution and the stack's formulas: label height =
    /// max(intrinsic, minimum − 16), cell height = label height + 16, each top 8 below the
    /// previous bottom, widths = container width − 32 (cell) and − 56 (label).
    func largestError(width: Double, firstMinimumHeight: Double = minimumHeight) -> Double {
        var error = 0.0
        var top = Self.spacing
        for (row, cell) in cells.enumerated() {
            let minimum = row == 0 ? firstMinimumHeight : Self.minimumHeight
            let labelHeight = max(Self.intrinsicHeight(row), minimum - 16)
            let expected: [(Variable, Double)] = [
                (cell.top, top), (cell.height, labelHeight + 16), (cell.left, 16), (cell.width, width - 32),
                (cell.labelLeft, 28), (cell.labelTop, top + 8), (cell.labelWidth, width - 56),
                (cell.labelHeight, labelHeight),
            ]
            for (variable, value) in expected { error = max(error, abs(solver.value(of: variable) - value)) }
            top += labelHeight + 16 + Self.spacing
        }
        return error
    }
}
