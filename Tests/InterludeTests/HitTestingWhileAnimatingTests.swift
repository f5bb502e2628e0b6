import Testing
@testable import InterludeUIKit

/// UIKit does not deliver touches to a view while it is being animated, unless the animation
/// allows it (`.allowUserInteraction`; a property animator's `isUserInteractionEnabled`, true by
/// default). Hit-testing uses the model frame (the target of the animation).
@MainActor @Suite("hitTest while animating")
struct HitTestingWhileAnimatingTests {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// Inside the view's model frame after it moves to x = 250…350.
    let target = CGPoint(x: 300, y: 50)

    init() { window.addSubview(view) }

    func hit() -> UIView? { window.hitTest(target, with: nil) }

    @Test("a view animated without .allowUserInteraction is skipped until the animation ends")
    func skippedWhileAnimating() {
        UIView.animate(withDuration: 1) { self.view.center.x = 300 }
        window.advance(to: 0.5)
        #expect(hit() === window, "the window itself, behind the animating view")
        window.advance(to: 1)
        #expect(hit() === view)
    }

    @Test("with .allowUserInteraction the animating view is hit")
    func allowedWhileAnimating() {
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { self.view.center.x = 300 })
        window.advance(to: 0.5)
        #expect(hit() === view)
        window.advance(to: 1)
    }

    @Test("during the delay the view is already skipped")
    func skippedDuringDelay() {
        UIView.animate(withDuration: 1, delay: 1, options: [], animations: { self.view.center.x = 300 })
        window.advance(to: 0.5)
        #expect(hit() === window)
        window.advance(to: 2)
        #expect(hit() === view)
    }

    @Test("a property animator lets touches through by default; isUserInteractionEnabled = false blocks them")
    func propertyAnimator() {
        let open = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 300 }
        open.startAnimation()
        window.advance(to: 0.5)
        #expect(hit() === view)
        window.advance(to: 1)
        #expect(open.state == .inactive)

        let closed = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.y = 60 }
        closed.isUserInteractionEnabled = false
        closed.startAnimation()
        window.advance(to: 1.5)
        #expect(hit() === window)
        window.advance(to: 2)
        #expect(closed.state == .inactive)
        #expect(hit() === view)
    }

    @Test("a paused property animator with interaction disabled still blocks touches")
    func pausedAnimatorBlocks() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 300 }
        animator.isUserInteractionEnabled = false
        animator.fractionComplete = 0.5
        #expect(hit() === window)
        animator.stopAnimation(true)
        #expect(view.center.x == 175, "stopped half-way from 50 to 300")
        #expect(window.hitTest(view.center, with: nil) === view)
    }
}
