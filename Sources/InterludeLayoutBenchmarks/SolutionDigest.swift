import InterludeConstraintSolver

/// `InterludeLayoutBenchmarks digest`: runs a fixed sequence of solver calls on the stack and
/// prints a 64-bit FNV-1a hash of every value's bit pattern after each step, so two processes
/// can be compared (the determinism test runs it with and without SWIFT_DETERMINISTIC_HASHING).
/// The last line prints the order of a `Set`, which does change with the hash seed: it shows
/// the two processes really hashed differently.
enum SolutionDigest {
    static func run() throws {
        var stack = try StackLayout(rows: 100)
        let variables = allVariables(stack)
        func report(_ step: String) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for variable in variables {
                var bits = stack.solver.value(of: variable).bitPattern
                for _ in 0..<8 {
                    hash = (hash ^ (bits & 0xff)) &* 0x0000_0100_0000_01b3
                    bits >>= 8
                }
            }
            print("\(step): \(String(hash, radix: 16))")
        }
        report("built")
        try stack.solver.suggestValue(320.5, for: stack.containerWidth)
        report("width 320.5")
        try stack.solver.updateConstant(of: stack.minimumHeights[0], to: 61.25)
        report("first minimum 61.25")
        let conflict = Constraint(stack.cells[3].height, .equal, 10)
        do {
            try stack.solver.add(conflict)
            print("conflict: added")
        } catch {
            print("conflict: \(error)")
        }
        report("after conflict")
        for id in stack.minimumHeights.prefix(50) { try stack.solver.remove(id) }
        report("50 minimums removed")
        for cell in stack.cells.prefix(10) { try stack.solver.addStay(cell.labelWidth, strength: Strength(priority: 1)) }
        try stack.solver.suggestValue(500, for: stack.containerWidth)
        report("stays, width 500")
        print("cell 99 top: \(stack.solver.value(of: stack.cells[99].top))")
        print("set order (differs between hash seeds): \(Array(Set(0..<32)).prefix(8))")
    }

    static func allVariables(_ stack: StackLayout) -> [Variable] {
        [stack.containerLeft, stack.containerTop, stack.containerWidth]
            + stack.cells.flatMap {
                [$0.left, $0.top, $0.width, $0.height, $0.labelLeft, $0.labelTop, $0.labelWidth, $0.labelHeight]
            }
    }
}
