// The frame pipeline as it ships: N tiny layers, 2.5 animations each, and every frame
// `advance(by: 1/60)` + `renderFrame(scale: 1)`, whole and phase by phase.
import CMallocCounter
import Glibc
import Interlude
import InterludeRender

/// A window of `count` 8 × 8 layers, 100 to a row on a 10-point grid (the window grows with the
/// rows, so every layer is drawn): each has an ease-in-ease-out `position` animation (a bézier) and
/// a spring on `opacity`; every other one also a three-value `transform` keyframe animation.
@MainActor
func animatedGrid(layers count: Int) -> UIWindow {
    let rows = (count + 99) / 100
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: Double(rows) * 10))
    for i in 0..<count {
        let layer = CALayer()
        layer.frame = CGRect(x: Double(i % 100) * 10, y: Double(i / 100) * 10, width: 8, height: 8)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        window.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 500, y: Double(rows) * 5)
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.duration = 1000
        layer.add(move, forKey: "move")
        let fade = CASpringAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.damping = 5
        fade.duration = 1000
        layer.add(fade, forKey: "fade")
        if i % 2 == 0 {
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeScale(2, 2, 1)]
            spin.duration = 1000
            layer.add(spin, forKey: "spin")
        }
    }
    window.advance(by: 1)
    // Two frames: the first display learns that plain layers draw nothing, which makes the next
    // frame rebuild its render tree once; measured frames then see the steady state.
    _ = window.renderFrame(scale: 1)
    _ = window.renderFrame(scale: 1)
    return window
}

/// Nanoseconds per frame of each phase, measured over the same frames: wall-clock time (the
/// tree update and the composite share their work among threads), and the CPU time of all
/// threads for the whole frame.
struct PhaseTimes {
    var step = 0.0, presentation = 0.0, treeUpdate = 0.0, composite = 0.0, whole = 0.0, wholeCPU = 0.0
}

/// Measures the pipeline over `layers` layers: the clock step, presentation evaluation (as the
/// render tree update does it), the render tree update, the composite, each separately, and the
/// whole frame, in alternate frames; and heap allocations per whole frame.
///
/// Each phase runs in its own function (`measuredStep` …), called only here (three warm-up
/// frames, then once per measured frame; presentation only in measured frames), so that
/// `valgrind --tool=callgrind` gives each phase's instructions as that function's inclusive count
/// divided by its calls.
@MainActor
func frameBenchmark(layers count: Int) {
    // BENCH_CAIRO_FILLS=1: every layer filled by Cairo, as before SolidRectFill (for comparison).
    if getenv("BENCH_CAIRO_FILLS") != nil { FramePhases.fillsSolidRectsDirectly = false }
    // BENCH_CAIRO_ROTATED=1: rotated layers filled by Cairo's polygon fills, axis-aligned ones directly.
    if getenv("BENCH_CAIRO_ROTATED") != nil { FramePhases.fillsParallelogramsDirectly = false }
    // BENCH_SERIAL_SIBLINGS=1: the composite's walk over sibling layers on one thread, as before SiblingFills.
    if getenv("BENCH_SERIAL_SIBLINGS") != nil { FramePhases.sharesSiblingFills = false }
    // BENCH_FRAME_GAP_MS=n: n ms idle before each whole frame, as between an app's paced frames
    // (kept threads have gone to sleep by then); phases are measured without the gap.
    let gap = getenv("BENCH_FRAME_GAP_MS").flatMap { Double(String(cString: $0)) } ?? 0
    let window = animatedGrid(layers: count)
    let frames = fixedIterations ?? max(20, 2_000_000 / count)
    var sink = 0.0
    var times = PhaseTimes()

    for _ in 0..<3 {
        measuredStep(window)
        measuredTreeUpdate(window)
        sink += measuredComposite(window)
        sink += measuredWholeFrame(window)
    }
    // Frames alternate between phase by phase (each steps the clock, then runs the phases in a
    // frame's order) and whole (as an app runs it), so both see the animations at the same times.
    var allocations = 0.0
    for _ in 0..<frames {
        let t0 = wallTime()
        measuredStep(window)
        let t1 = wallTime()
        sink += measuredPresentation(window)
        let t2 = wallTime()
        measuredTreeUpdate(window)
        let t3 = wallTime()
        sink += measuredComposite(window)
        let t4 = wallTime()
        if gap > 0 { usleep(UInt32(gap * 1000)) }
        let allocationsBefore = malloc_counter_allocations()
        let (t5, cpu5) = (wallTime(), processCPUTime())
        sink += measuredWholeFrame(window)
        let (t6, cpu6) = (wallTime(), processCPUTime())
        allocations += Double(malloc_counter_allocations() - allocationsBefore)
        times.step += t1 - t0
        times.presentation += t2 - t1
        times.treeUpdate += t3 - t2
        times.composite += t4 - t3
        times.whole += t6 - t5
        times.wholeCPU += cpu6 - cpu5
    }
    allocations /= Double(frames)
    let n = Double(frames)
    print(
        String(
            format:
                "frame, %6d layers, %d threads: whole %8.3f ms (%6.1f ns/layer; CPU %7.3f ms), %g allocations/frame | step %7.3f, presentation %7.3f, tree update %7.3f, composite %7.3f ms",
            count, FramePhases.threadCount, times.whole / n / 1e6, times.whole / n / Double(count),
            times.wholeCPU / n / 1e6, allocations, times.step / n / 1e6, times.presentation / n / 1e6,
            times.treeUpdate / n / 1e6, times.composite / n / 1e6))
    if sink.isNaN { print(sink) }
}

/// The clock's step per frame (60 frames a second).
let frameStep = 1.0 / 60

@MainActor @inline(never)
func measuredStep(_ window: UIWindow) { window.advance(by: frameStep) }

@MainActor @inline(never)
func measuredPresentation(_ window: UIWindow) -> Double { FramePhases.evaluatePresentation(of: window) }

@MainActor @inline(never)
func measuredTreeUpdate(_ window: UIWindow) { FramePhases.updateRenderTree(of: window) }

@MainActor @inline(never)
func measuredComposite(_ window: UIWindow) -> Double { Double(FramePhases.composite(window, scale: 1).pixels.count) }

/// A whole frame as an app runs it: the clock step, then `renderFrame`.
@MainActor @inline(never)
func measuredWholeFrame(_ window: UIWindow) -> Double {
    window.advance(by: frameStep)
    return Double(window.renderFrame(scale: 1).pixels.count)
}
