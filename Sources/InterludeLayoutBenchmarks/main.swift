// Release-mode benchmarks of the constraint solver and of Auto Layout through the UIKit API. Run:
// ./scripts/bench.sh, or `swift run -c release InterludeLayoutBenchmarks
// [solve|edit|constant|uikit-solve|uikit-constant|uikit-animation]`;
// `InterludeLayoutBenchmarks digest` (`uikit-digest`) prints solution (frame) hashes for the determinism tests instead.
// Reading the host's clocks is fine here: this is a host-level measuring tool, not library code.
import CMallocCounter
import Foundation
import Glibc
import InterludeConstraintSolver
import InterludeUIKit

/// CPU time this thread has used, in nanoseconds (not counting waits for a core).
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

let fixedIterations = getenv("BENCH_ITERATIONS").flatMap { Int(String(cString: $0)) }

/// Runs `body` for about `seconds` of CPU time; returns CPU nanoseconds per call. With
/// `BENCH_ITERATIONS=n`, runs exactly n calls (for instruction counts under callgrind).
func measure(seconds: Double = 0.5, _ body: () throws -> Void) rethrows -> Double {
    if let fixed = fixedIterations {
        let start = threadCPUTime()
        for _ in 0..<fixed { try body() }
        return (threadCPUTime() - start) / Double(max(fixed, 1))
    }
    for _ in 0..<3 { try body() }
    var iterations = 0
    let start = threadCPUTime()
    var elapsed = 0.0
    repeat {
        try body()
        iterations += 1
        elapsed = threadCPUTime() - start
    } while elapsed < seconds * 1e9
    return elapsed / Double(iterations)
}

/// Heap allocations per call of `body` over `count` calls (the counter interposes malloc).
func allocations(per count: Int, _ body: () throws -> Void) rethrows -> Double {
    let before = malloc_counter_allocations()
    for _ in 0..<count { try body() }
    return Double(malloc_counter_allocations() - before) / Double(count)
}

/// How many times each measured function ran, to divide callgrind's instruction counts by.
nonisolated(unsafe) var calls: [String: Int] = [:]

/// `, n calls` when a fixed number of iterations was asked for (callgrind runs).
func callCount(_ name: String) -> String {
    fixedIterations == nil ? "" : ", \(calls[name, default: 0]) calls"
}

/// Builds the 100-cell stack (1,000 cell constraints) in a new solver.
@inline(never)
func solveFromScratch() throws -> StackLayout {
    calls["solve", default: 0] += 1
    return try StackLayout(rows: 100)
}

/// Suggests a new container width through the edit variable: every cell and label width moves.
@inline(never)
func resolveAfterEdit(_ stack: inout StackLayout, width: Double) throws {
    calls["edit", default: 0] += 1
    try stack.solver.suggestValue(width, for: stack.containerWidth)
}

/// Changes the first cell's required `height ≥ 44` constant in place: every cell below moves.
@inline(never)
func resolveAfterConstantChange(_ stack: inout StackLayout, minimum: Double) throws {
    calls["constant", default: 0] += 1
    try stack.solver.updateConstant(of: stack.minimumHeights[0], to: minimum)
}

func check(_ stack: StackLayout, width: Double, firstMinimum: Double = StackLayout.minimumHeight) {
    let error = stack.largestError(width: width, firstMinimumHeight: firstMinimum)
    guard error < 1e-9 else { fatalError("the stack's solution is off its formulas by \(error)") }
}

let filter = CommandLine.arguments.dropFirst().first
func selected(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }

if filter == "digest" {
    try SolutionDigest.run()
    exit(0)
}
if filter == "uikit-digest" {
    UIKitLayoutDigest.run()
    exit(0)
}
if selected("solve") {
    check(try solveFromScratch(), width: 390)
    let cost = try measure { _ = try solveFromScratch() }
    let built = try allocations(per: fixedIterations ?? 10) { _ = try solveFromScratch() }
    let figures = String(format: "%8.3f ms, %6.0f allocations", cost / 1e6, built)
    print("stack of 100 cells, 1,000 constraints, from scratch:  \(figures)\(callCount("solve"))")
}
if selected("edit") {
    var stack = try solveFromScratch()
    var wide = false
    let cost = try measure {
        wide.toggle()
        try resolveAfterEdit(&stack, width: wide ? 400 : 390)
    }
    check(stack, width: wide ? 400 : 390)
    let perCall = try allocations(per: fixedIterations ?? 100) {
        wide.toggle()
        try resolveAfterEdit(&stack, width: wide ? 400 : 390)
    }
    let figures = String(format: "%8.4f ms, %g allocations", cost / 1e6, perCall)
    print("re-solve after an edit (container width, 200 widths move): \(figures)\(callCount("edit"))")
}
if selected("constant") {
    var stack = try solveFromScratch()
    var tall = false
    let cost = try measure {
        tall.toggle()
        try resolveAfterConstantChange(&stack, minimum: tall ? 60 : 44)
    }
    check(stack, width: 390, firstMinimum: tall ? 60 : 44)
    let perCall = try allocations(per: fixedIterations ?? 100) {
        tall.toggle()
        try resolveAfterConstantChange(&stack, minimum: tall ? 60 : 44)
    }
    let figures = String(format: "%8.4f ms, %g allocations", cost / 1e6, perCall)
    print("re-solve after a required constant changes (99 cells move): \(figures)\(callCount("constant"))")
}

// MARK: Through the UIKit API

if selected("uikit-solve") {
    let stack = UIKitStackLayout(rows: 100)
    guard stack.largestError() < 1e-5 else { fatalError("the UIKit stack's frames are off by \(stack.largestError())") }
    let cost = measure { _ = UIKitStackLayout(rows: 100) }
    let figures = String(format: "%8.3f ms", cost / 1e6)
    print("UIKit API: 100 cells, \(stack.engineConstraintCount) constraints, views + activate + layout:  \(figures)")
    let labelled = UIKitStackLayout(rows: 100, withLabels: true)
    let labelCost = measure { _ = UIKitStackLayout(rows: 100, withLabels: true) }
    print(
        "UIKit API: the same with real UILabels (\(labelled.engineConstraintCount) constraints, Pango): "
            + String(format: "%8.3f ms", labelCost / 1e6))
}
if selected("uikit-constant") {
    let stack = UIKitStackLayout(rows: 100)
    var tall = false
    let solveOnly = measure {
        tall.toggle()
        stack.minimumHeights[0].constant = tall ? 60 : 44
    }
    let withLayout = measure {
        tall.toggle()
        stack.minimumHeights[0].constant = tall ? 60 : 44
        stack.container.layoutIfNeeded()
    }
    guard stack.largestError(firstMinimumHeight: tall ? 60 : 44) < 1e-5 else { fatalError("frames off after constant changes") }
    print(
        "UIKit API: constant = x on the first cell's height ≥ 44 (re-solve, 99 cells move): "
            + String(format: "%8.4f ms", solveOnly / 1e6))
    print(
        "UIKit API: constant = x, then layoutIfNeeded (200 frames set):                 "
            + String(format: "%8.4f ms", withLayout / 1e6))
}
if selected("uikit-animation") {
    let scene = ConstraintAnimationScene(count: 200)
    var up = false
    let setUp = measure {
        up.toggle()
        scene.startAnimation(to: up ? 100 : 0)
    }
    scene.window.advance(by: 2)
    // One frame: the clock step (200 × 2 animations evaluated), the layout pass, and reading the
    // 200 presentation frames as the renderer does. Timed frame by frame over whole animations.
    var frameTime = 0.0, frames = 0, presentationTime = 0.0
    var cycles = 0
    repeat {
        up.toggle()
        scene.startAnimation(to: up ? 100 : 0)
        for _ in 0..<59 {
            let start = threadCPUTime()
            scene.window.advance(by: 1.0 / 60)
            let stepped = threadCPUTime()
            var sum: CGFloat = 0
            for box in scene.boxes { sum += box.layer.presentation()?.frame.minY ?? 0 }
            precondition(sum.isFinite)
            presentationTime += threadCPUTime() - stepped
            frameTime += stepped - start
            frames += 1
        }
        scene.window.advance(by: 0.5)
        cycles += 1
    } while (frameTime + presentationTime < 0.5e9 && fixedIterations == nil) || cycles < 3
    print(
        "UIKit API: constraint animation, 200 views: start (constant + layout in the block): "
            + String(format: "%8.4f ms", setUp / 1e6))
    print(
        "UIKit API: one frame of it: clock step + layout pass "
            + String(
                format: "%8.4f ms, + 200 presentation frames %8.4f ms", frameTime / Double(frames) / 1e6,
                presentationTime / Double(frames) / 1e6))
}
