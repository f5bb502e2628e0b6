// Release-mode benchmarks of the engine's hot paths. Run: ./scripts/bench.sh
// Wall-clock timing is fine here: this is a host-level measuring tool, not library code.
import Interlude

/// Runs `body` in batches of `batch` calls for about `seconds`; returns nanoseconds per call
/// (reading the clock once per batch keeps its own cost out of nanosecond figures).
func measure(seconds: Double = 0.5, batch: Int = 1, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<3 { body() }
    var iterations = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        for _ in 0..<batch { body() }
        iterations += batch
        elapsed = clock.now - start
    } while elapsed < .seconds(seconds)
    let (s, atto) = elapsed.components
    return (Double(s) * 1e9 + Double(atto) / 1e9) / Double(iterations)
}

@MainActor
func presentationBenchmark(layers count: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var animations = 0
    for i in 0..<count {
        let layer = CALayer()
        layer.frame = CGRect(x: Double(i % 100) * 10, y: Double(i / 100) * 10, width: 8, height: 8)
        window.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 500, y: 500)
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.duration = 100
        layer.add(move, forKey: "move")
        let fade = CASpringAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.damping = 5
        fade.duration = 100
        layer.add(fade, forKey: "fade")
        animations += 2
        if i % 2 == 0 {
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeScale(2, 2, 1)]
            spin.duration = 100
            layer.add(spin, forKey: "spin")
            animations += 1
        }
    }
    window.advance(by: 1)
    var t = 1.0
    var checksum = 0.0
    let perFrame = measure {
        t += 1.0 / 60
        window.layer.forEachPresented(atClockTime: t) { _, state in checksum += Double(state.opacity) }
    }
    let perAnimation = perFrame / Double(animations)
    print(String(format: "presentation, %6d layers, %6d animations: %9.3f ms/frame, %6.1f ns/animation",
                 count, animations, perFrame / 1e6, perAnimation))
    if checksum.isNaN { print(checksum) }
}

@MainActor
func main() {
    var sink = 0.0
    let bezier = CubicBezier.easeInEaseOut
    var x = 0.0
    let solve = measure(batch: 10_000) { x += 0.000_123; if x > 1 { x -= 1 }; sink += bezier.solve(x) }
    print(String(format: "cubic-bezier solve:                      %6.1f ns", solve))
    let spring = UnitSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    var t = 0.0
    let springCost = measure(batch: 10_000) { t += 0.000_37; if t > 2 { t -= 2 }; sink += spring.progress(at: t) }
    print(String(format: "spring evaluation:                       %6.1f ns", springCost))
    presentationBenchmark(layers: 1_000)
    presentationBenchmark(layers: 10_000)
    transitionBenchmarks()
    RenderBenchmark.run()
    if sink.isNaN { print(sink) }
}

MainActor.assumeIsolated {
    // `render` runs only the renderer benchmark.
    if CommandLine.arguments.dropFirst().first == "render" { RenderBenchmark.run() } else { main() }
}
