import Testing
@testable import InterludeUIKit

/// `CATransition`'s defaults and what `CALayer.add(_:forKey:)` does with it: "Animation Types and
/// Timing Programming Guide", Transition Animation, table 1 (type fade, no subtype, the duration
/// of the current transaction or 0.25 s, linear pacing, startProgress 0, endProgress 1), and
/// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) ("The special key
/// kCATransition is automatically used for transition animations"; a zero or negative duration
/// becomes the kCATransactionAnimationDuration of the transaction, or 0.25 s). The rendered
/// transitions are tested in InterludeRenderTests (TransitionLayerTests).
@MainActor
@Suite("CATransition defaults and adding")
struct TransitionAnimationTests {
    private func scene() -> (UIWindow, CALayer) {
        let window = makeWindow()
        let container = CALayer()
        window.layer.addSublayer(container)
        return (window, container)
    }

    private func transition(_ type: CATransitionType) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.duration = 1
        return transition
    }

    @Test("Defaults: a linear cross-fade from progress 0 to 1, filed under kCATransition with the transaction's duration")
    func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(transition.duration == 0 && transition.timingFunction == nil && transition.filter == nil)
        #expect(kCATransition == "transition" && CATransitionType.moveIn.rawValue == "moveIn")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom")
        let (_, container) = scene()
        container.add(transition, forKey: "swap")
        #expect(container.animation(forKey: "swap") == nil)
        #expect(container.animation(forKey: kCATransition)?.duration == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        container.add(transition, forKey: nil)
        CATransaction.commit()
        #expect(container.animation(forKey: kCATransition)?.duration == 0.6)
        #expect(container.animationKeys() == [kCATransition], "a second transition replaces the first")
    }

    @Test("Bad progress values are reported and the transition is not added")
    func badProgress() {
        let (_, container) = scene()
        let backwards = transition(.fade)
        backwards.startProgress = 0.8
        backwards.endProgress = 0.2
        let messages = capturingDiagnostics { container.add(backwards, forKey: nil) }
        #expect(container.animation(forKey: kCATransition) == nil)
        #expect(
            messages == [
                "CALayer.add(_:forKey:): the transition's startProgress 0.8 and endProgress 0.2 must lie in 0...1, start not after end; the animation was not added"
            ])
    }

    @Test("Types other than the four public ones, and Core Image filters, are reported and drawn as their fallback")
    func unsupported() {
        let (_, container) = scene()
        let cube = transition(CATransitionType(rawValue: "cube"))
        let filtered = transition(.push)
        filtered.filter = "CIBarsSwipeTransition"
        let messages = capturingDiagnostics {
            container.add(cube, forKey: nil)
            container.add(filtered, forKey: nil)
        }
        #expect(container.animation(forKey: kCATransition) is CATransition)
        #expect(
            messages == [
                "CATransition.type 'cube' is not one of Core Animation's public types (fade, moveIn, push, reveal); drawn as a fade",
                "CATransition.filter: Core Image filters are not available; the transition is drawn as its type 'push'",
            ])
    }
}
