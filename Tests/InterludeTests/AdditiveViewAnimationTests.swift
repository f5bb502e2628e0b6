import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Since iOS 8, a block animation of a view's position, bounds or transform is additive: it
/// animates `old − new` to zero on top of the model, and an animation already running on the
/// property is left to run to its end. Sources: WWDC 2014 session 236 "Building Interruptible
/// and Responsive Interactions" (completions stack, both finish); the layer animations iOS 8 adds
/// for a bounds change, printed in https://gist.github.com/d-ronnqvist/137ce6b4c852d8ebd96d
/// (`bounds.origin` and `bounds.size`, `additive = 1`, from old − new to zero); the worked example
/// of http://iosoteric.com/additive-animations-animatewithduration-in-ios-8/ (center.y 0 → 100,
/// sent back to 0 halfway).
@MainActor @Suite("UIView block animations: additive geometry (iOS 8)")
struct AdditiveViewAnimationTests {
    func makeView(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return view
    }

    @Test("sent back halfway, the view glides on and returns; both animations finish with true")
    func reversedHalfway() {
        let window = makeWindow()
        let view = makeView(in: window)
        view.center.y = 0
        var results: [String] = []
        UIView.animate(withDuration: 1, animations: { view.center.y = 100 }, completion: { results.append("out \($0)") })
        window.advance(to: 0.5)
        UIView.animate(withDuration: 1, animations: { view.center.y = 0 }, completion: { results.append("back \($0)") })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        // y(t) = model 0 + (0 − 100)(1 − E(t)) + (100 − 0)(1 − E(t − 0.5)), E = ease-in-ease-out.
        func expected(_ t: Double) -> Double {
            let first = t < 1 ? -100 * (1 - easeInEaseOut.solve(t)) : 0
            let second = t < 1.5 ? 100 * (1 - easeInEaseOut.solve(max(0, t - 0.5))) : 0
            return first + second
        }
        var highest = 0.0
        for step in 30...90 {
            let t = Double(step) / 60
            window.advance(to: t)
            let y = Double(view.layer.presentation()!.position.y)
            expectClose(y, expected(t), tolerance: 1e-9, "t = \(step)/60")
            highest = max(highest, y)
            if step == 59 { #expect(results.isEmpty) }
            if step == 60 { #expect(results == ["out true"], "the first runs to its end") }
        }
        #expect(highest > 55, "no sharp turn at 0.5 s: the view keeps rising a while (to \(highest))")
        #expect(results == ["out true", "back true"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.y == 0)
    }

    @Test("with the linear curve the view holds still until the first animation ends")
    func linearHolds() {
        // Linear: −100(1 − t) + 100(1 − (t − 0.5)) = 100 for 0.5 ≤ t ≤ 1, the "freeze" iOS users
        // see when reversing a linear animation mid-flight (even with .beginFromCurrentState).
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        window.advance(to: 0.5)
        expectClose(view.layer.presentation()!.position.x, 100)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { view.center.x = 50 })
        for t in [0.5, 0.75, 1.0] {
            window.advance(to: t)
            expectClose(view.layer.presentation()!.position.x, 100, tolerance: 1e-9, "t = \(t)")
        }
        window.advance(to: 1.25)
        expectClose(view.layer.presentation()!.position.x, 75, tolerance: 1e-9)
    }

    @Test("a bounds change animates bounds.origin and bounds.size from old − new to zero")
    func boundsAsOriginAndSize() throws {
        let window = makeWindow()
        let view = makeView(in: window)
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        UIView.animate(withDuration: 0.3) { view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
        #expect(view.layer.animationKeys() == ["bounds.origin", "bounds.size"])
        let size = try #require(view.layer.animation(forKey: "bounds.size") as? CABasicAnimation)
        #expect(size.keyPath == "bounds.size" && size.isAdditive)
        #expect(size.fromValue as? CGSize == CGSize(width: 100, height: 100))
        #expect(size.toValue as? CGSize == .zero)
        let origin = try #require(view.layer.animation(forKey: "bounds.origin") as? CABasicAnimation)
        #expect(origin.fromValue as? CGPoint == .zero && origin.isAdditive)
        window.advance(to: 0.15)
        expectClose(view.layer.presentation()!.bounds.width, 150, tolerance: 1e-9, "halfway, the curve being symmetric")
    }

    @Test("growing, then shrinking below the start mid-flight: sizes pass through without a jump")
    func boundsReversed() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.bounds.size.width = 300 })
        window.advance(to: 0.5)
        let before = view.layer.presentation()!.bounds.width
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.bounds.size.width = 50 })
        #expect(view.layer.animationKeys() == ["bounds.origin", "bounds.size", "bounds.origin-2", "bounds.size-2"])
        window.advance(by: 0)
        expectClose(view.layer.presentation()!.bounds.width, before, tolerance: 1e-9, "no jump at 200")
        // 50 + (100 − 300)(1 − t) + (300 − 50)(1.5 − t): 200 at t = 0.5, 175 at t = 1.
        window.advance(to: 0.75)
        expectClose(view.layer.presentation()!.bounds.width, 50 - 200 * 0.25 + 250 * 0.75, tolerance: 1e-9)
        window.advance(to: 1)
        expectClose(view.layer.presentation()!.bounds.width, 175, tolerance: 1e-9)
        window.advance(to: 1.5)
        #expect(view.layer.presentation()!.bounds.width == 50)
    }

    @Test("transforms add by concatenation: a rotation sent back halfway turns on smoothly")
    func transformReversed() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .init(rotationAngle: .pi / 2) })
        window.advance(to: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
        #expect(view.layer.animationKeys() == ["transform", "transform-2"])
        // Angles add: 0 + (−π/2)(1 − t) + (π/2)(1.5 − t) = π/4 for 0.5 ≤ t ≤ 1.
        window.advance(to: 0.75)
        expectClose(
            CATransform3DGetAffineTransform(view.layer.presentation()!.transform), .init(rotationAngle: .pi / 4),
            tolerance: 1e-9)
        window.advance(to: 1.25)
        expectClose(
            CATransform3DGetAffineTransform(view.layer.presentation()!.transform), .init(rotationAngle: .pi / 8),
            tolerance: 1e-9)
    }

    @Test("scaling to exactly 0 has no additive offset: it replaces what runs and shrinks from the screen value")
    func singularTransformReplaces() {
        // iOS 8 and later show such a change at once (a view scaled to 0 vanishes; e.g.
        // https://rajasoftwarelabs.com/blog/debugging-cgaffine-transform-scale-to-zero-animations-on-ios).
        // Interlude keeps the shrink that the seeds' scale demo (002) was written for.
        let window = makeWindow()
        let view = makeView(in: window)
        var results: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .init(scaleX: 2, y: 2) },
            completion: { results.append($0) })
        window.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .init(scaleX: 0, y: 0) },
            completion: { results.append($0) })
        #expect(view.layer.animationKeys() == ["transform"])
        window.advance(by: 1.0 / 60)
        #expect(results == [false], "replaced")
        window.advance(to: 1.0)
        expectClose(view.layer.presentation()!.transform.m11, 0.75, tolerance: 1e-9, "halfway from 1.5 to 0")
    }

    @Test("other properties are replaced: the earlier completion gets false, the new one starts from the screen")
    func opacityReplaces() {
        let window = makeWindow()
        let view = makeView(in: window)
        var results: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { results.append($0) })
        window.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { results.append($0) })
        #expect(view.layer.animationKeys() == ["opacity"])
        window.advance(by: 1.0 / 60)
        #expect(results == [false])
        window.advance(to: 1.0)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6)
        window.advance(to: 1.5)
        #expect(results == [false, true])
    }

    @Test("two property animators of the same geometry add up; the first ends at .end without undoing the second")
    func animatorsAddUp() {
        // Apple's addAnimations(_:): "For many properties, the changes from each animator are
        // added together to yield a new intermediate value."
        let window = makeWindow()
        let view = makeView(in: window)
        view.center.x = 0
        var log: [String] = []
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        first.addCompletion { log.append("first \($0 == .end ? "end" : "other")") }
        first.startAnimation()
        window.advance(to: 0.5)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        second.addCompletion { log.append("second \($0 == .end ? "end" : "other")") }
        second.startAnimation()
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        // x = 0 + (0 − 100)(1 − t) + (100 − 0)(1.5 − t) = 50 for 0.5 ≤ t ≤ 1.
        for t in [0.5, 0.75, 1.0] {
            window.advance(to: t)
            expectClose(view.layer.presentation()!.position.x, 50, tolerance: 1e-9, "t = \(t)")
        }
        #expect(log == ["first end"])
        #expect(view.center.x == 0, "the model keeps the second animator's value")
        window.advance(to: 1.25)
        expectClose(view.layer.presentation()!.position.x, 25, tolerance: 1e-9)
        window.advance(to: 1.5)
        #expect(log == ["first end", "second end"])
        #expect(view.layer.presentation()!.position.x == 0)
    }

    @Test("stopping one of two additive animators keeps the view where it shows: the model takes only its share")
    func stoppingOneKeepsTheScreen() {
        let window = makeWindow()
        let view = makeView(in: window)
        view.center.x = 0
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        first.startAnimation()
        window.advance(to: 0.5)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        second.startAnimation()
        window.advance(to: 0.75)
        expectClose(view.layer.presentation()!.position.x, 50, tolerance: 1e-9)
        first.stopAnimation(true)
        // The first's share at 0.75: (0 − 100)(1 − 0.75) = −25, now in the model.
        expectClose(view.center.x, -25, tolerance: 1e-9)
        expectClose(view.layer.presentation()!.position.x, 50, tolerance: 1e-9, "no jump")
        #expect(view.layer.animationKeys() == ["position-2"])
        window.advance(to: 1.5)
        expectClose(view.layer.presentation()!.position.x, -25, tolerance: 1e-9)
    }

    @Test("an additive animator reversed to .start puts the old model value back")
    func reversedAnimatorRestores() {
        let window = makeWindow()
        let view = makeView(in: window)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.frame = CGRect(x: 100, y: 200, width: 40, height: 60)
        }
        animator.startAnimation()
        #expect(view.layer.animationKeys() == ["bounds.origin", "bounds.size", "position"])
        window.advance(to: 0.5)
        expectClose(view.layer.presentation()!.bounds.width, 70, tolerance: 1e-9, "halfway from 100 to 40")
        animator.isReversed = true
        window.advance(to: 1.0)
        #expect(animator.state == .inactive)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer.presentation()!.bounds.size == CGSize(width: 100, height: 100))
        #expect(view.layer.animationKeys() == nil)
    }
}
