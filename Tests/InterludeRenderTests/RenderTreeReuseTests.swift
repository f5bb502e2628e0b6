import Testing
import InterludeSeededRandom
@testable import InterludeUIKit
@testable import InterludeRender

/// A render tree kept between frames and updated in place equals one built afresh: on random layer
/// trees with random animations (ending, being removed and added, hiding and fading subtrees out,
/// moving their sublayers' geometry), random layer timing and random model changes, node by node,
/// and in the frames drawn from it, byte for byte.
@MainActor
@Suite("Render tree reuse")
struct RenderTreeReuseTests {
    struct Scene {
        let window: UIWindow
        var layers: [CALayer]
    }

    func color(_ random: inout SplitMix64) -> CGColor {
        CGColor(
            red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
            blue: .random(in: 0...1, using: &random), alpha: [1, 0.5, 0.8].randomElement(using: &random)!)
    }

    func makeScene(seed: UInt64) -> (Scene, SplitMix64) {
        var random = SplitMix64(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
        var layers: [CALayer] = []
        func grow(_ parent: CALayer, depth: Int) {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let layer = CALayer()
                layer.frame = CGRect(
                    x: .random(in: -10...100, using: &random), y: .random(in: -10...70, using: &random),
                    width: .random(in: 0...50, using: &random), height: .random(in: 1...40, using: &random))
                layer.backgroundColor = color(&random)
                if Bool.random(using: &random) { layer.cornerRadius = 4 }
                if Int.random(in: 0..<6, using: &random) == 0 { layer.isHidden = true }
                if Int.random(in: 0..<6, using: &random) == 0 { layer.zPosition = .random(in: -2...2, using: &random) }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    layer.sublayerTransform = CATransform3DMakeRotation(.random(in: -1...1, using: &random), 0, 0, 1)
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    layer.speed = [0.5, 2, 0].randomElement(using: &random)!
                    layer.timeOffset = .random(in: 0...0.3, using: &random)
                }
                parent.addSublayer(layer)
                layers.append(layer)
                if depth < 3 && Bool.random(using: &random) { grow(layer, depth: depth + 1) }
            }
        }
        grow(window.layer, depth: 0)
        return (Scene(window: window, layers: layers), random)
    }

    /// A random animation of one of the kinds the renderer evaluates.
    func animate(_ layer: CALayer, _ random: inout SplitMix64) {
        let animation: CAAnimation
        switch Int.random(in: 0..<11, using: &random) {
        case 0:
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: .random(in: 0...100, using: &random), y: .random(in: 0...80, using: &random))
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation = move
        case 1:
            // Fades to 0 and back: the layer's sublayers leave and rejoin the tree.
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0, 0, 1]
            animation = fade
        case 2:
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = 0.2
            spring.toValue = 1
            spring.damping = 5
            animation = spring
        case 3:
            let spin = CAKeyframeAnimation(keyPath: "transform")
            spin.values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeScale(2, 2, 1)]
            animation = spin
        case 4:
            // Moves the sublayers of a layer that keeps its own place.
            let turn = CABasicAnimation(keyPath: "sublayerTransform")
            turn.toValue = CATransform3DMakeRotation(.random(in: -2...2, using: &random), 0, 0, 1)
            animation = turn
        case 5:
            let grow = CABasicAnimation(keyPath: "bounds.size")
            grow.toValue = CGSize(width: .random(in: 0...60, using: &random), height: .random(in: 0...60, using: &random))
            animation = grow
        case 6:
            let hide = CAKeyframeAnimation(keyPath: "hidden")
            hide.values = [false, true, false]
            hide.calculationMode = .discrete
            animation = hide
        case 7:
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = color(&random)
            animation = tint
        case 8:
            let depth = CABasicAnimation(keyPath: "zPosition")
            depth.fromValue = -3
            depth.toValue = 3
            animation = depth
        case 9:
            let perspective = CABasicAnimation(keyPath: "transform.rotation.y")
            perspective.toValue = 0.8
            perspective.isAdditive = true
            animation = perspective
        default:
            let group = CAAnimationGroup()
            let shift = CABasicAnimation(keyPath: "anchorPoint")
            shift.toValue = CGPoint(x: 0, y: 1)
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.toValue = 10
            group.animations = [shift, round]
            animation = group
        }
        animation.duration = .random(in: 0.05...0.8, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 { animation.autoreverses = true }
        if Int.random(in: 0..<4, using: &random) == 0 { animation.repeatCount = 2.5 }
        if Int.random(in: 0..<4, using: &random) == 0 {
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
        }
        if Int.random(in: 0..<5, using: &random) == 0 { animation.timeOffset = 0.1 }
        layer.add(
            animation, forKey: Int.random(in: 0..<3, using: &random) == 0 ? nil : "k\(Int.random(in: 0..<3, using: &random))")
    }

    /// Every node of `a` and `b` the same: the layer, its presented values, its map, its subtree,
    /// its draw record.
    func expectSameNodes(_ a: RenderTree, _ b: RenderTree, _ label: String) {
        #expect(a.nodes.count == b.nodes.count, "\(label): node count")
        for i in 0..<min(a.nodes.count, b.nodes.count) {
            let (x, y) = (a.nodes[i], b.nodes[i])
            #expect(x.layer === y.layer, "\(label): layer of node \(i)")
            #expect(x.state == y.state, "\(label): state of node \(i)")
            #expect(x.toSuperlayer == y.toSuperlayer, "\(label): map of node \(i)")
            #expect(x.subtreeEnd == y.subtreeEnd, "\(label): subtree of node \(i)")
            #expect(a.records[i] == b.records[i], "\(label): draw record of node \(i)")
            if x.state != y.state || x.toSuperlayer != y.toSuperlayer { return }
        }
    }

    @Test("a reused tree equals a fresh build, node by node, on random scenes", arguments: 0..<12)
    func reusedTreeEqualsFreshBuild(seed: UInt64) { expectReuseEqualsFreshBuild(seed: seed) }

    @Test("a reused tree whose animated leaves are updated on three threads equals a fresh build", arguments: 12..<18)
    func leavesUpdatedConcurrently(seed: UInt64) {
        let (threads, minimum) = (FrameParallelism.threadCount, RenderTree.minimumLeavesToShare)
        defer { (FrameParallelism.threadCount, RenderTree.minimumLeavesToShare) = (threads, minimum) }
        (FrameParallelism.threadCount, RenderTree.minimumLeavesToShare) = (3, 2)
        expectReuseEqualsFreshBuild(seed: seed)
    }

    func expectReuseEqualsFreshBuild(seed: UInt64) {
        let (scene, generator) = makeScene(seed: seed)
        var random = generator
        for layer in scene.layers where Bool.random(using: &random) { animate(layer, &random) }
        var kept = RenderTree()
        var reusedFrames = 0
        for frame in 0..<90 {
            scene.window.advance(by: [1.0 / 60, 1.0 / 30, 0.2].randomElement(using: &random)!)
            switch Int.random(in: 0..<20, using: &random) {
            case 0: animate(scene.layers.randomElement(using: &random)!, &random)
            case 1: scene.layers.randomElement(using: &random)!.opacity = .random(in: 0...1, using: &random)
            case 2: scene.layers.randomElement(using: &random)!.removeAllAnimations()
            default: break
            }
            CATransaction.flush()
            let t = scene.window.clock.now
            kept.build(root: scene.window.layer, atClockTime: t)
            if kept.lastUpdateReused { reusedFrames += 1 }
            var fresh = RenderTree()
            fresh.rebuild(root: scene.window.layer, atClockTime: t)
            expectSameNodes(kept, fresh, "seed \(seed), frame \(frame)")
        }
        // Most frames change nothing but time: the comparison must have covered reuse.
        #expect(reusedFrames >= 30, "seed \(seed): only \(reusedFrames) frames reused the tree")
    }

    @Test("frames drawn from a reused tree equal frames from a fresh build, byte for byte", arguments: 0..<6)
    func reusedFramesEqualFreshFrames(seed: UInt64) {
        let (scene, generator) = makeScene(seed: 100 + seed)
        var random = generator
        for layer in scene.layers where Bool.random(using: &random) { animate(layer, &random) }
        for frame in 0..<40 {
            scene.window.advance(by: [1.0 / 60, 0.1].randomElement(using: &random)!)
            if Int.random(in: 0..<10, using: &random) == 0 { animate(scene.layers.randomElement(using: &random)!, &random) }
            let reused = scene.window.renderFrame(scale: 2)
            let root = scene.window.layer
            let fresh = FrameRenderer.frame(size: root.bounds.size, scale: 2, time: scene.window.clock.now) { target, s in
                LayerCompositor().render(
                    root, atClockTime: scene.window.clock.now, contentScale: s, rootMap: .scale(s, s), into: target)
            }
            #expect(reused.width == 240 && reused.height == 180)
            #expect(reused.pixels == fresh.pixels, "seed \(seed), frame \(frame): frames differ")
        }
    }

    /// A square window of `side` points with one square layer of `layerSide` points at its origin.
    func windowWithLayer(side: CGFloat, layerSide: CGFloat) -> (UIWindow, CALayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: layerSide, height: layerSide)
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    @Test("a tree is rebuilt when an attached animation's timing changes: its tracks hold the old timing")
    func rebuildsWhenAnimationTimingChanges() {
        let (window, layer) = windowWithLayer(side: 40, layerSide: 10)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 45, y: 25)
        move.duration = 2
        layer.add(move, forKey: "move")
        window.advance(by: 0.5)
        var tree = RenderTree()
        tree.build(root: window.layer, atClockTime: window.clock.now)
        tree.build(root: window.layer, atClockTime: window.clock.now)
        #expect(tree.lastUpdateReused)
        let before = tree.nodes[1].state.position
        layer.animation(forKey: "move")!.speed = 2
        tree.build(root: window.layer, atClockTime: window.clock.now)
        #expect(!tree.lastUpdateReused)
        var fresh = RenderTree()
        fresh.rebuild(root: window.layer, atClockTime: window.clock.now)
        #expect(tree.nodes[1].state == fresh.nodes[1].state && tree.nodes[1].state.position != before)
    }

    /// A layer that draws red through its delegate.
    final class RedDrawer: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(layer.bounds)
        }
    }

    @Test("a layer found to draw nothing is not asked again; one given a drawing delegate draws")
    func contentProbe() {
        let (window, layer) = windowWithLayer(side: 20, layerSide: 20)
        _ = window.renderFrame(scale: 1)
        _ = window.renderFrame(scale: 1)
        // The first frame asked the layer to draw and learned it draws nothing; the tree was
        // rebuilt once with that answer.
        #expect(FrameRenderer.compositor.tree.nodes[1].layer === layer)
        #expect(!FrameRenderer.compositor.tree.nodes[1].mayDrawContent)
        let drawer = RedDrawer()
        layer.delegate = drawer
        layer.setNeedsDisplay()
        let frame = window.renderFrame(scale: 1)
        #expect(FrameRenderer.compositor.tree.nodes[1].mayDrawContent)
        let center = frame.pixel(x: 10, y: 10)
        #expect(center.r == 255 && center.g == 0 && center.b == 0 && center.a == 255, "the delegate's red")
    }

    @Test("a tree kept for one root is rebuilt for another, and after any model change")
    func rebuildsWhenItMust() {
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let b = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.layer.addSublayer(layer)
        CATransaction.flush()
        var tree = RenderTree()
        tree.build(root: a.layer, atClockTime: 0)
        #expect(!tree.lastUpdateReused)
        tree.build(root: a.layer, atClockTime: 1)
        #expect(tree.lastUpdateReused)
        tree.build(root: b.layer, atClockTime: 1)
        #expect(!tree.lastUpdateReused && tree.nodes.count == 1)
        tree.build(root: a.layer, atClockTime: 1)
        #expect(!tree.lastUpdateReused && tree.nodes.count == 2)
        layer.position = CGPoint(x: 7, y: 8)
        CATransaction.flush()
        tree.build(root: a.layer, atClockTime: 1)
        #expect(!tree.lastUpdateReused && tree.nodes[1].state.position == CGPoint(x: 7, y: 8))
    }

    @Test("windows drawn in turn each reuse their own tree, and a fifth root drops the oldest kept one")
    func windowsDrawnInTurnKeepTheirTrees() {
        let windows = (0..<(LayerCompositor.otherTreeLimit + 2)).map { i in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40 + i, height: 40))
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.layer.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 30, y: 30)
            move.duration = 100
            layer.add(move, forKey: "move")
            return window
        }
        let compositor = FrameRenderer.compositor
        let kept = windows.prefix(LayerCompositor.otherTreeLimit + 1)
        // A window's first frames build its tree (the first display also learns which layers draw nothing).
        for window in kept { for _ in 0..<2 { _ = window.renderFrame(scale: 1) } }
        for _ in 0..<2 {
            for window in kept {
                window.advance(by: 1.0 / 60)
                _ = window.renderFrame(scale: 1)
                #expect(compositor.tree.lastUpdateReused, "window \(window.frame.width)")
            }
        }
        _ = windows.last!.renderFrame(scale: 1)
        #expect(!compositor.tree.lastUpdateReused)
        _ = windows[0].renderFrame(scale: 1)
        #expect(!compositor.tree.lastUpdateReused, "the oldest kept tree was dropped for the fifth root")
        _ = windows[2].renderFrame(scale: 1)
        #expect(compositor.tree.lastUpdateReused)
    }
}
