import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Seed 003 (LockSearch, parts 20–22): the AnimatorFactory snippets in current Swift, with plain
/// views standing in for the visual-effect views (those arrive with the renderer).
@MainActor
enum AnimatorFactory {
    static func scaleUp(view: UIView) -> UIViewPropertyAnimator {
        let scale = UIViewPropertyAnimator(duration: 0.33, curve: .easeIn)
        scale.addAnimations { view.alpha = 1.0 }
        scale.addAnimations({ view.transform = .identity }, delayFactor: 0.33)
        return scale
    }

    @discardableResult
    static func jiggle(view: UIView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.33, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                    view.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                    view.transform = CGAffineTransform(rotationAngle: +.pi / 8)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) { view.transform = .identity }
            }, completion: { _ in view.transform = .identity })
    }

    static func grow(view: UIView, blurView: UIView) -> UIViewPropertyAnimator {
        view.alpha = 0
        view.transform = .identity
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            blurView.alpha = 1
            view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        }
        animator.addCompletion { position in
            switch position {
            case .start: blurView.alpha = 0
            case .end: blurView.alpha = 1
            default: break
            }
        }
        return animator
    }

    static func complete(view: UIView) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) {
            view.alpha = 1
            view.transform = .identity
            view.frame = CGRect(
                x: view.frame.minX - view.frame.minX / 2.5, y: view.frame.maxY - 140,
                width: view.frame.width + 120, height: 60)
        }
    }
}

@MainActor @Suite("Seed 003 animator snippets")
struct Seed003AnimatorTests {
    func scene() -> (UIWindow, UIView, UIView) {
        let window = makeWindow()
        let blur = UIView(frame: window.bounds)
        blur.alpha = 0
        let icon = UIView(frame: CGRect(x: 100, y: 300, width: 60, height: 60))
        window.addSubview(blur)
        window.addSubview(icon)
        return (window, blur, icon)
    }

    @Test("scaleUp: alpha over 0.33 s, the transform after a 0.33 × 0.33 s delay")
    func scaleUp() {
        let (window, _, icon) = scene()
        icon.alpha = 0
        icon.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
        AnimatorFactory.scaleUp(view: icon).startAnimation()
        window.advance(to: 0.1)
        let scale = icon.layer.presentation()!.affineTransform().a
        #expect(scale == 0.67, "still inside the 0.1089 s delay")
        #expect(icon.layer.presentation()!.opacity > 0)
        window.advance(to: 0.34)
        #expect(icon.layer.presentation()!.opacity == 1 && icon.layer.presentation()!.affineTransform().isIdentity)
    }

    @Test("jiggle guarded by isRunning does not restart while running")
    func jiggleGuard() {
        let (window, _, icon) = scene()
        var animator: UIViewPropertyAnimator?
        func iconJiggle() {
            if let animator, animator.isRunning { return }
            animator = AnimatorFactory.jiggle(view: icon)
        }
        iconJiggle()
        let first = animator
        window.advance(by: 0.1)
        iconJiggle()
        #expect(animator === first)
        window.advance(by: 0.3)
        iconJiggle()
        #expect(animator !== first)
        window.advance(by: 0.4)
    }

    @Test("the preview: scrubbed within 0.01…0.99, cancelled by reversing, the blur reset at .start")
    func previewCancel() {
        let (window, blur, icon) = scene()
        let preview = AnimatorFactory.grow(view: icon, blurView: blur)
        for percent in [0.0, 0.3, 0.6, 1.0] {
            preview.fractionComplete = max(0.01, min(0.99, percent))
        }
        expectClose(Double(blur.layer.presentation()!.opacity), 0.99, tolerance: 1e-6)
        preview.fractionComplete = 0.5
        expectClose(icon.layer.presentation()!.affineTransform().a, 1.25, tolerance: 1e-9)
        var ended: UIViewAnimatingPosition?
        preview.isReversed = true
        preview.addCompletion { ended = $0 }
        preview.startAnimation()
        window.advance(by: 0.5)
        #expect(ended == .start)
        #expect(blur.alpha == 0 && icon.transform.isIdentity)
    }

    @Test("the preview finished: stopAnimation(false) + finishAnimation(at: .end), then the menu springs open")
    func previewFinish() {
        let (window, blur, icon) = scene()
        let preview = AnimatorFactory.grow(view: icon, blurView: blur)
        preview.fractionComplete = 0.7
        preview.stopAnimation(false)
        preview.finishAnimation(at: .end)
        #expect(preview.state == .inactive)
        #expect(blur.alpha == 1 && icon.transform.a == 1.5)
        let menu = AnimatorFactory.complete(view: icon)
        menu.startAnimation()
        window.advance(by: 0.3)
        #expect(menu.state == .inactive)
        #expect(icon.transform.isIdentity && icon.alpha == 1)
        #expect(icon.layer.presentation()!.bounds.size == CGSize(width: 180, height: 60))
    }
}
