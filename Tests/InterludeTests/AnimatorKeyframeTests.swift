import InterludeTestSupport
import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Keyframes added directly in a property animator's block (seed 003's jiggle)")
struct AnimatorKeyframeTests {
    @Test("the keyframes span the animator's duration, paced by its curve, and no diagnostic is reported")
    func jiggleKeyframes() {
        let window = makeWindow()
        let icon = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        window.addSubview(icon)
        var animator: UIViewPropertyAnimator?
        let messages = capturingDiagnostics {
            animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.33, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                        icon.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                        icon.transform = CGAffineTransform(rotationAngle: +.pi / 8)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) { icon.transform = .identity }
                })
        }
        #expect(!messages.contains { $0.contains("addKeyframe") })
        #expect(animator?.isRunning == true)
        window.advance(by: 0.33 * 0.25)
        // Overall progress follows the animator's ease-in-ease-out; the first keyframe covers 0…0.25 of it.
        let progress = CubicBezier(0.42, 0, 0.58, 1).solve(0.25)
        let angle = atan2(icon.layer.presentation()!.affineTransform().b, icon.layer.presentation()!.affineTransform().a)
        expectClose(Double(angle), -Double.pi / 8 * progress / 0.25, tolerance: 1e-6)
        window.advance(by: 0.33 * 0.75)
        #expect(icon.layer.presentation()!.affineTransform() == .identity)
        #expect(animator?.state == .inactive)
    }
}
