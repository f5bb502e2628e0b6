// Release-mode benchmarks of the engine's hot paths. Run: ./scripts/bench.sh
// Reading the host's clocks is fine here: this is a host-level measuring tool, not library code.
import CMallocCounter
import Glibc
import Interlude

/// CPU time this thread has used, in nanoseconds: unlike wall time it does not count the time the
/// thread waits for a core, so figures stay comparable on a busy machine.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Runs `body` in batches of `batch` calls for about `seconds` of CPU time; returns CPU
/// nanoseconds per call (reading the clock once per batch keeps its own cost out of nanosecond figures).
///
/// With the environment variable `BENCH_ITERATIONS=n`, runs exactly n calls instead (for
/// instruction counts under `valgrind --tool=callgrind`, which are repeatable on a busy machine).
func measure(seconds: Double = 0.5, batch: Int = 1, _ body: () -> Void) -> Double {
    if let fixed = fixedIterations {
        let start = threadCPUTime()
        for _ in 0..<fixed { body() }
        return (threadCPUTime() - start) / Double(max(fixed, 1))
    }
    for _ in 0..<3 { body() }
    var iterations = 0
    let start = threadCPUTime()
    var elapsed = 0.0
    repeat {
        for _ in 0..<batch { body() }
        iterations += batch
        elapsed = threadCPUTime() - start
    } while elapsed < seconds * 1e9
    return elapsed / Double(iterations)
}

let fixedIterations = getenv("BENCH_ITERATIONS").flatMap { Int(String(cString: $0)) }

/// Runs only the benchmarks whose name contains the first argument (all when none is given):
/// `math`, `frame` (`frame-1k`, `frame-10k`, `frame-100k`: the whole frame and its phases),
/// `transition`, `render`.
let filter = CommandLine.arguments.dropFirst().first

func selected(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }

/// Heap allocations made by `body` (the counter interposes malloc; see CMallocCounter).
func allocations(in body: () -> Void) -> UInt64 {
    let before = malloc_counter_allocations()
    body()
    return malloc_counter_allocations() - before
}

@MainActor
func main() {
    var sink = 0.0
    // The counter must see the allocations it is asked about, or "0 per frame" means nothing.
    let probe = allocations { sink += Double([Int](repeating: 1, count: Int(sink) + 100).count) }
    precondition(probe >= 1, "the malloc counter is not interposed: \(probe) allocations for a new array")
    if selected("math") {
        let bezier = CubicBezier.easeInEaseOut
        var x = 0.0
        let solve = measure(batch: 10_000) {
            x += 0.000_123; if x > 1 { x -= 1 }; sink += bezier.solve(x)
        }
        print(String(format: "cubic-bezier solve:                      %6.1f ns", solve))
        let spring = UnitSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        var t = 0.0
        let springCost = measure(batch: 10_000) {
            t += 0.000_37; if t > 2 { t -= 2 }; sink += spring.progress(at: t)
        }
        print(String(format: "spring evaluation:                       %6.1f ns", springCost))
    }
    if selected("frame-1k") { frameBenchmark(layers: 1_000) }
    if selected("frame-10k") { frameBenchmark(layers: 10_000) }
    if selected("frame-100k") { frameBenchmark(layers: 100_000) }
    if selected("transition") { transitionBenchmarks() }
    if selected("render") { RenderBenchmark.run() }
    if selected("table") { TableScrollBenchmark.run() }
    if sink.isNaN { print(sink) }
}

MainActor.assumeIsolated { main() }
