import InterludeSeededRandom
import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// Animation tracks (the render tree's per-frame copy of its layers' animations) give exactly the
/// presentation the animation objects give, hold no references, and exist only for animations
/// whose value depends on their own timing alone.
@MainActor
@Suite("Animation tracks")
struct AnimationTrackTests {
    @Test("a track is plain data: copying one retains nothing")
    func plainData() {
        #expect(_isPOD(AnimationTrack.self))
        #expect(_isPOD(AnimationTrack.Easing.self) && _isPOD(AnimationTrack.Change.self))
    }

    func timingFunction(_ random: inout SplitMix64) -> CAMediaTimingFunction? {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return nil
        case 1:
            return CAMediaTimingFunction(
                name: [.easeIn, .easeOut, .easeInEaseOut, .default, .linear].randomElement(using: &random)!)
        default:
            return CAMediaTimingFunction(
                controlPoints: .random(in: 0...1, using: &random), .random(in: -0.5...1.5, using: &random),
                .random(in: 0...1, using: &random), .random(in: -0.5...1.5, using: &random))
        }
    }

    func transform(_ random: inout SplitMix64) -> CATransform3D {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return CATransform3DMakeRotation(.random(in: -3...3, using: &random), 0, 0, 1)
        case 1: return CATransform3DMakeScale(.random(in: 0.2...2, using: &random), .random(in: 0.2...2, using: &random), 1)
        case 2:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            return CATransform3DRotate(perspective, .random(in: -1...1, using: &random), 0, 1, 0)
        default: return CATransform3DMakeTranslation(.random(in: -40...40, using: &random), 10, 0)
        }
    }

    func point(_ random: inout SplitMix64) -> CGPoint {
        CGPoint(x: .random(in: -50...50, using: &random), y: .random(in: -50...50, using: &random))
    }

    /// A random animation of a shape that has a track, with random timing.
    func trackableAnimation(_ random: inout SplitMix64) -> CAAnimation {
        let animation: CAPropertyAnimation
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            let move = CABasicAnimation(keyPath: ["position", "anchorPoint"].randomElement(using: &random)!)
            let (a, b) = (point(&random), point(&random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0: move.toValue = b
            case 1: move.fromValue = a
            default: (move.fromValue, move.toValue) = (a, b)
            }
            animation = move
        case 1:
            let fade = CABasicAnimation(
                keyPath: ["opacity", "cornerRadius", "position.x", "zPosition"].randomElement(using: &random)!)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: fade.toValue = 0.3
            case 1: fade.fromValue = 0.1
            case 2: (fade.fromValue, fade.byValue) = (0.2, 0.5)
            default: (fade.fromValue, fade.toValue) = (0.9, 0.25)
            }
            animation = fade
        case 2:
            let turn = CABasicAnimation(keyPath: ["transform", "sublayerTransform"].randomElement(using: &random)!)
            (turn.fromValue, turn.toValue) = (transform(&random), transform(&random))
            animation = turn
        case 3:
            let spring = CASpringAnimation(keyPath: ["opacity", "position"].randomElement(using: &random)!)
            if spring.keyPath == "opacity" {
                (spring.fromValue, spring.toValue) = (0.2, 1)
            } else {
                spring.toValue = CGPoint(x: 30, y: -20)
            }
            spring.mass = .random(in: 0.5...2, using: &random)
            spring.stiffness = .random(in: 50...300, using: &random)
            spring.damping = .random(in: 0...30, using: &random)
            spring.initialVelocity = .random(in: -5...5, using: &random)
            animation = spring
        case 6:
            // UIKit's view animations: from the old value's offset to none, added to the model.
            let additive = CABasicAnimation(keyPath: ["position", "bounds.size", "bounds.origin"].randomElement(using: &random)!)
            if additive.keyPath == "bounds.size" {
                (additive.fromValue, additive.toValue) = (CGSize(width: -20, height: 15), CGSize.zero)
            } else {
                (additive.fromValue, additive.toValue) = (point(&random), CGPoint.zero)
            }
            additive.isAdditive = true
            animation = additive
        case 7:
            let additive =
                Bool.random(using: &random) ? CASpringAnimation(keyPath: "transform") : CABasicAnimation(keyPath: "transform")
            (additive.fromValue, additive.toValue) = (transform(&random), CATransform3DIdentity)
            if Bool.random(using: &random) { (additive.toValue, additive.byValue) = (nil, transform(&random)) }
            additive.isAdditive = true
            animation = additive
        default:
            let spin = CAKeyframeAnimation(keyPath: "transform")
            let count = Int.random(in: 2...4, using: &random)
            spin.values = (0..<count).map { _ in transform(&random) }
            if Bool.random(using: &random) {
                var times = (0..<count).map { _ in Double.random(in: 0...1, using: &random) }.sorted()
                (times[0], times[count - 1]) = (0, 1)
                spin.keyTimes = times.map { NSNumber(value: $0) }
            }
            if Bool.random(using: &random) {
                spin.timingFunctions = (0..<Int.random(in: 1...count, using: &random)).map { _ in
                    timingFunction(&random) ?? CAMediaTimingFunction(name: .linear)
                }
            }
            if Int.random(in: 0..<4, using: &random) == 0 { spin.calculationMode = .paced }
            animation = spin
        }
        animation.timingFunction = timingFunction(&random)
        animation.duration = .random(in: 0.1...1.5, using: &random)
        if Int.random(in: 0..<3, using: &random) == 0 { animation.autoreverses = true }
        if Int.random(in: 0..<3, using: &random) == 0 { animation.repeatCount = [2.5, 0.5, 3].randomElement(using: &random)! }
        if Int.random(in: 0..<3, using: &random) == 0 {
            animation.fillMode = [.both, .forwards, .backwards].randomElement(using: &random)!
            animation.isRemovedOnCompletion = false
        }
        if Int.random(in: 0..<3, using: &random) == 0 { animation.speed = [0.5, 2, -1].randomElement(using: &random)! }
        if Int.random(in: 0..<3, using: &random) == 0 { animation.timeOffset = .random(in: 0...0.5, using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 { animation.beginTime = .random(in: 0.2...1, using: &random) }
        return animation
    }

    @Test("tracks give the presentation the animation objects give, bit for bit", arguments: 0..<16)
    func tracksEqualObjects(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
        layer.opacity = 0.8
        window.layer.addSublayer(layer)
        for index in 0..<Int.random(in: 1...4, using: &random) {
            layer.add(trackableAnimation(&random), forKey: "a\(index)")
        }
        CATransaction.flush() // resolves the begin times of animations added with 0
        var storage = AnimationTrackStorage()
        guard let tracks = storage.append(layer) else {
            Issue.record("seed \(seed): a trackable animation got no track")
            return
        }
        expectSamePresentation(layer, tracks, storage, from: layer.localTime(atClockTime: window.clock.now), "seed \(seed)")
    }

    /// `layer`'s tracks give what its animation objects give, 120 frames from `start` − 0.5 s on.
    func expectSamePresentation(
        _ layer: CALayer, _ tracks: AnimationTrackStorage.LayerTracks, _ storage: AnimationTrackStorage, from start: Double,
        _ label: String
    ) {
        // Frame after frame in one state, as the render tree keeps a node's: each frame puts back
        // the model values of the fields the tracks write and applies them again.
        var state = layer.modelState
        for step in 0..<120 {
            let t = start - 0.5 + Double(step) * 0.03
            let expected = layer.presentationState(atLocalTime: t)
            storage.withContents { $0.present(tracks, into: &state, atLocalTime: t) }
            #expect(state == expected, "\(label): local time \(t)")
            if state != expected { return }
        }
    }

    @Test("UIKit's view animations (additive since iOS 8) have tracks that give the objects' presentation")
    func viewAnimations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        UIView.animate(withDuration: 1) {
            view.frame = CGRect(x: 100, y: 200, width: 80, height: 30)
            view.transform = CGAffineTransform(rotationAngle: 0.5)
        }
        window.advance(by: 0.2)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
            view.center = CGPoint(x: 10, y: 10)
        }
        CATransaction.flush()
        #expect((view.layer.animationKeys()?.count ?? 0) >= 5, "position twice, bounds origin and size, transform")
        var storage = AnimationTrackStorage()
        guard let tracks = storage.append(view.layer) else {
            Issue.record("a view animation got no track")
            return
        }
        expectSamePresentation(view.layer, tracks, storage, from: view.layer.localTime(atClockTime: window.clock.now), "view")
    }

    @Test("a layer with an animation that depends on more than its own timing is evaluated through the objects")
    func untrackable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        func layer(with other: CAAnimation) -> CALayer {
            let layer = CALayer()
            window.layer.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 10, y: 10)
            layer.add(move, forKey: "move")
            layer.add(other, forKey: "other")
            return layer
        }
        // Additive with an end that is the value underneath.
        let additive = CABasicAnimation(keyPath: "position")
        (additive.byValue, additive.isAdditive) = (CGPoint(x: -5, y: 0), true)
        let cumulative = CABasicAnimation(keyPath: "opacity")
        (cumulative.fromValue, cumulative.toValue, cumulative.isCumulative) = (0, 0.2, true)
        let function = CABasicAnimation(keyPath: "transform.rotation.z")
        function.toValue = 1
        let scalarKeyframes = CAKeyframeAnimation(keyPath: "opacity")
        scalarKeyframes.values = [0, 1]
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacity")]
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let layers = [additive, cumulative, function, scalarKeyframes, group, color].map(layer(with:))
        CATransaction.flush()
        var storage = AnimationTrackStorage()
        for (index, layer) in layers.enumerated() { #expect(storage.append(layer) == nil, "animation \(index)") }

        // A begin time still to be resolved when the transaction commits.
        let pending = CALayer()
        window.layer.addSublayer(pending)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        pending.add(fade, forKey: "fade")
        #expect(storage.append(pending) == nil)
        CATransaction.flush()
        #expect(storage.append(pending) != nil)
    }

    @Test("a property animator's animations (driven by it) have no track")
    func drivenAnimations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center = CGPoint(x: 100, y: 100) }
        animator.startAnimation()
        CATransaction.flush()
        #expect(view.layer.animationKeys()?.isEmpty == false)
        var storage = AnimationTrackStorage()
        #expect(storage.append(view.layer) == nil)
        animator.stopAnimation(true)
    }
}
