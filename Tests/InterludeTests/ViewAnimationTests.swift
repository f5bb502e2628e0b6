import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor @Suite("UIView block animations")
struct ViewAnimationTests {
    func makeView(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return view
    }

    @Test("a change inside a block animates along ease-in-ease-out from the old value to the new")
    func animatesAlongDefaultCurve() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        #expect(view.center == CGPoint(x: 250, y: 50), "the model takes the new value at once")
        for step in 1...9 {
            window.advance(to: Double(step) / 10)
            let expected = 50 + 200 * easeInEaseOut.solve(Double(step) / 10)
            expectClose(view.layer.presentation()!.position.x, CGFloat(expected), tolerance: 1e-6, "t = \(step)/10")
        }
        window.advance(to: 1)
        #expect(view.layer.presentation()!.position.x == 250)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("outside a block nothing animates")
    func noAnimationOutsideBlock() {
        let window = makeWindow()
        let view = makeView(in: window)
        view.alpha = 0.25
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.opacity == 0.25)
    }

    @Test("the completion runs after the animation, with finished == true")
    func completionRunsAtEnd() {
        let window = makeWindow()
        let view = makeView(in: window)
        var log: [String] = []
        UIView.animate(
            withDuration: 0.5, animations: { view.alpha = 0 }, completion: { log.append("done \($0) at \(CACurrentMediaTime())") }
        )
        window.advance(to: 0.49)
        #expect(log.isEmpty)
        window.advance(to: 0.5)
        #expect(log == ["done true at 0.5"])
    }

    @Test("during a delay the old value shows")
    func delayShowsOldValue() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        window.advance(to: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        window.advance(to: 1.0)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
    }

    @Test("duration 0 applies at once and completes on the next clock step")
    func zeroDurationCompletesNextStep() {
        let window = makeWindow()
        let view = makeView(in: window)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == nil, "never synchronously")
        window.advance(by: 0)
        #expect(finished == true)
    }

    @Test("performWithoutAnimation disables animation inside a block")
    func performWithoutAnimation() {
        let window = makeWindow()
        let view = makeView(in: window)
        var enabledInside: Bool?
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation {
                view.alpha = 0.5
                enabledInside = UIView.areAnimationsEnabled
            }
            view.center.x = 10
        }
        #expect(view.layer.animationKeys() == ["position"])
        // UIKit turns animations off for the block: areAnimationsEnabled reads false inside, true after.
        #expect(enabledInside == false && UIView.areAnimationsEnabled)
    }

    @Test("an animation block inside performWithoutAnimation does not animate; its completion still runs")
    func blockInsidePerformWithoutAnimation() {
        let window = makeWindow()
        let view = makeView(in: window)
        var finished: Bool?
        // UIKit turns animations off for the whole block (setAnimationsEnabled), blocks nested in it included.
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        }
        #expect(view.layer.animationKeys() == nil || view.layer.animationKeys() == [])
        window.advance(by: 0.1)
        #expect(view.layer.presentation()!.opacity == 0.5 && finished != nil)
    }

    @Test("repeat and autoreverse go there and back")
    func repeatAutoreverse() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 })
        window.advance(to: 0.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 1.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 2.0)
        #expect(view.layer.presentation()!.opacity == 0, "after the return leg the model value shows")
    }

    @Test("a spring block reaches its target and overshoots with a low damping ratio")
    func springBlock() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            animations: {
                view.center.x = 150
            })
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            window.advance(by: 1.0 / 60)
            maximum = max(maximum, view.layer.presentation()!.position.x)
        }
        #expect(maximum > 150, "ratio 0.3 overshoots")
        #expect(view.layer.presentation()!.position.x == 150)
    }

    @Test("a rotation animates by turning: halfway to π/2 is π/4 with unit scale")
    func rotationTurns() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        window.advance(to: 0.5)
        let t = view.layer.presentation()!.affineTransform()
        expectClose(t.a, cos(.pi / 4), tolerance: 1e-9)
        expectClose(t.b, sin(.pi / 4), tolerance: 1e-9)
    }

    @Test("bad durations are reported and nothing changes")
    func badDuration() {
        let window = makeWindow()
        let view = makeView(in: window)
        let messages = capturingDiagnostics {
            UIView.animate(withDuration: .nan) { view.alpha = 0 }
        }
        #expect(view.alpha == 1)
        #expect(messages.first?.contains("UIView.animate(withDuration:delay:options:animations:completion:)") == true)
    }

    @Test("keyframes: the seed's jiggle turns left, right, then back")
    func keyframeJiggle() {
        let window = makeWindow()
        let view = makeView(in: window)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                    view.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                    view.transform = CGAffineTransform(rotationAngle: .pi / 8)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) { view.transform = .identity }
            })
        func angle() -> Double { let t = view.layer.presentation()!.affineTransform(); return atan2(Double(t.b), Double(t.a)) }
        window.advance(to: 0.25)
        expectClose(angle(), -.pi / 8, tolerance: 1e-9)
        window.advance(to: 0.5)
        expectClose(angle(), 0, tolerance: 1e-9)
        window.advance(to: 0.75)
        expectClose(angle(), .pi / 8, tolerance: 1e-9)
        window.advance(to: 0.875)
        expectClose(angle(), .pi / 16, tolerance: 1e-9)
        window.advance(to: 1)
        expectClose(angle(), 0, tolerance: 1e-12)
    }

    @Test("cross-dissolve transition fades the old content out over the new")
    func crossDissolve() {
        let window = makeWindow()
        let view = makeView(in: window)
        view.backgroundColor = .red
        var done = false
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                view.backgroundColor = .blue
            }, completion: { done = $0 })
        #expect(view.layer.animationKeys() == nil, "the change itself does not animate")
        let overlay = window.layer.sublayers!.last!
        #expect(overlay !== view.layer)
        window.advance(to: 0.5)
        expectClose(Double(overlay.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 1)
        #expect(done)
        #expect(window.layer.sublayers!.count == 1, "the old content is removed")
    }
}
