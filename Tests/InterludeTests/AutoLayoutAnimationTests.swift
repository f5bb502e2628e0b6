import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Animating layout: `constraint.constant = x; view.layoutIfNeeded()` inside an animation block
/// animates the frames the layout pass changes, from what is on screen
/// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(): "Use this method to
/// force the view to update its layout immediately… in an animation block"). A 50 × 50 box is
/// pinned 100 points from the top of a 400 × 800 window; its top constant moves to 300.
@MainActor
@Suite("Auto Layout: animating constraint changes")
struct AutoLayoutAnimationTests {
    func makeBox() -> (UIWindow, UIView, NSLayoutConstraint) {
        let window = makeWindow(width: 400, height: 800)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        return (window, box, top)
    }

    @Test("UIView.animate, linear over 1 s: the box is at 150, 200, 250 at a quarter, half, three quarters")
    func blockAnimation() {
        let (window, box, top) = makeBox()
        top.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { window.layoutIfNeeded() }
        #expect(box.frame.minY == 300, "the model frame is the new one at once")
        for (time, expected) in [(0.25, 150.0), (0.5, 200.0), (0.75, 250.0), (1.0, 300.0)] {
            window.advance(to: time)
            expectClose(shownFrame(box).minY, CGFloat(expected), tolerance: 1e-6, "t = \(time)")
        }
    }

    @Test("Only the frames that change animate: a box the change does not move gets no animation")
    func onlyChangedFramesAnimate() {
        let (window, box, top) = makeBox()
        let still = UIView()
        still.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(still)
        NSLayoutConstraint.activate([
            still.topAnchor.constraint(equalTo: window.topAnchor),
            still.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            still.widthAnchor.constraint(equalToConstant: 10), still.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        top.constant = 300
        UIView.animate(withDuration: 1) { window.layoutIfNeeded() }
        #expect(!(box.layer.animationKeys() ?? []).isEmpty)
        #expect((still.layer.animationKeys() ?? []).isEmpty)
    }

    @Test("A second change mid-flight adds to the first, which runs on (iOS 8 additive animations)")
    func addsToTheFirst() {
        let (window, box, top) = makeBox()
        top.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { window.layoutIfNeeded() }
        window.advance(to: 0.5)
        top.constant = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) { window.layoutIfNeeded() }
        window.advance(by: 0)
        expectClose(shownFrame(box).minY, 200, tolerance: 1e-6, "no jump")
        // The first (100 → 300) has ended at 1 s; the second adds (300 − 0)(1 − 0.5) to the model 0.
        window.advance(by: 0.5)
        expectClose(shownFrame(box).minY, 150, tolerance: 1e-6, "0 + 300 × (1 − 0.5)")
    }

    @Test("A spring animation settles on the solved frame, passing it on the way (damping 0.5)")
    func spring() {
        let (window, box, top) = makeBox()
        top.constant = 300
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            window.layoutIfNeeded()
        }
        var highest: CGFloat = 0
        for step in 1...60 {
            window.advance(to: Double(step) / 60)
            highest = max(highest, shownFrame(box).minY)
        }
        #expect(highest > 300, "an underdamped spring overshoots")
        window.advance(by: 2)
        expectClose(shownFrame(box).minY, 300, tolerance: 1e-3)
    }

    @Test("Keyframes: a layout pass in a keyframe animates within the keyframe's span")
    func keyframes() {
        let (window, box, top) = makeBox()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                top.constant = 300
                window.layoutIfNeeded()
            }
        }
        window.advance(to: 0.25)
        expectClose(shownFrame(box).minY, 100, tolerance: 1e-6, "before the keyframe")
        window.advance(to: 1)
        expectClose(shownFrame(box).minY, 300, tolerance: 1e-6)
    }

    @Test("A property animator scrubs, reverses and finishes a constraint animation")
    func propertyAnimator() {
        let (window, box, top) = makeBox()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            top.constant = 300
            window.layoutIfNeeded()
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        window.advance(by: 0)
        expectClose(shownFrame(box).minY, 150, tolerance: 1e-6, "scrubbed to a quarter")
        animator.fractionComplete = 0.75
        window.advance(by: 0)
        expectClose(shownFrame(box).minY, 250, tolerance: 1e-6, "scrubbed to three quarters")
        animator.isReversed = true
        animator.startAnimation()
        window.advance(by: 0.25)
        expectClose(shownFrame(box).minY, 200, tolerance: 1e-6, "reversing toward 100")
        window.advance(by: 1)
        expectClose(shownFrame(box).minY, 100, tolerance: 1e-6, "back at the start")
    }
}
