import Testing
import UIKit

// Transition-coordinator calls of iOS 7–9 era code (Swift 5 mode, `import UIKit`): this file must
// compile. Source, Apple's documentation page of UIViewControllerTransitionCoordinator
// notifyWhenInteractionEnds(_:) (iOS 7–10, deprecated for notifyWhenInteractionChanges(_:)):
// "Registers a block to be executed when a transition changes from interactive to
// non-interactive … both when the transition completes normally and when the user cancels".

/// Slides the popped controller's view off to the right over the one below it.
final class SlideOffPop: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { from.frame.origin.x = from.frame.width },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Pops interactively through a percent-driven interaction controller.
final class PercentDrivenPops: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideOffPop() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor
@Suite("iOS-style client code: transition coordinator")
struct TransitionCoordinatorCallShapesTests {
    private func interactivePop(finishing: Bool) -> (ends: [Bool], popped: Bool) {
        let pops = PercentDrivenPops()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = pops
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let page = UIViewController()
        navigation.pushViewController(page, animated: false)
        window.advance(by: 0)
        navigation.popViewController(animated: true)
        var ends: [Bool] = []
        page.transitionCoordinator?.notifyWhenInteractionEnds { context in ends.append(context.isCancelled) }
        pops.interaction.update(0.4)
        window.advance(by: 0.1)
        #expect(ends.isEmpty, "still interactive")
        if finishing { pops.interaction.finish() } else { pops.interaction.cancel() }
        window.advance(by: 1)
        return (ends, navigation.topViewController !== page)
    }

    @Test("notifyWhenInteractionEnds(_:) runs once when a finished interaction ends")
    func endsOnFinish() {
        let result = interactivePop(finishing: true)
        #expect(result.ends == [false])
        #expect(result.popped)
    }

    @Test("notifyWhenInteractionEnds(_:) runs once, cancelled, when a cancelled interaction ends")
    func endsOnCancel() {
        let result = interactivePop(finishing: false)
        #expect(result.ends == [true])
        #expect(!result.popped)
    }
}
