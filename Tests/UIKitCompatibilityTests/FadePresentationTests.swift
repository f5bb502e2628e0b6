#if canImport(UIKit)
    import UIKit
#endif
import QuartzCore
import Testing

// A custom presentation as iOS code writes it (Swift 5 mode, NSObject-based animator and
// transitioning delegate, conformances declared in extensions).

final class FadeAnimator: NSObject {
    let duration: TimeInterval = 0.3
}

extension FadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: duration,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

@MainActor
@Suite("iOS-style client code: a fade presentation")
struct FadePresentationTests {
    @Test("The presented view fades in over 0.3 s on the ease-in-ease-out curve")
    func fadesIn() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitioningDelegate = FadeTransitioningDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioningDelegate
        root.present(card, animated: true, completion: nil)
        window.advance(by: 0.15)
        // UIView.animate's default curve is ease-in-ease-out: at half the time, half the change.
        let alpha = try #require(card.view.layer.presentation()).opacity
        #expect(abs(Double(alpha) - 0.5) < 1e-6)
        window.advance(by: 0.2)
        #expect(root.presentedViewController === card)
        #expect(card.view.alpha == 1)
    }
}
