import Testing
@testable import InterludeUIKit

/// An animation controller that records what the context says, then slides the new view in.
@MainActor
final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    struct Snapshot {
        var initialFrom = CGRect.null, finalFrom = CGRect.null, initialTo = CGRect.null, finalTo = CGRect.null
        var fromView: UIView?, toView: UIView?
        var isAnimated = true, isInteractive = true
        var style = UIModalPresentationStyle.automatic
        var fromInContainer = false
    }
    var snapshots: [Snapshot] = []
    var duration: TimeInterval = 0.4
    var interaction: UIPercentDrivenInteractiveTransition?
    var interactionAsked = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
        snapshots.append(
            Snapshot(
                initialFrom: context.initialFrame(for: from), finalFrom: context.finalFrame(for: from),
                initialTo: context.initialFrame(for: to), finalTo: context.finalFrame(for: to),
                fromView: context.view(forKey: .from), toView: context.view(forKey: .to),
                isAnimated: context.isAnimated, isInteractive: context.isInteractive,
                style: context.presentationStyle,
                fromInContainer: context.view(forKey: .from)?.superview === context.containerView))
        // The from view fades out when it is in play, else the to view fades in.
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        if let toView {
            if let fromView, fromView.superview === context.containerView {
                context.containerView.insertSubview(toView, belowSubview: fromView)
            } else if fromView?.superview !== context.containerView || fromView == nil {
                context.containerView.addSubview(toView)
            }
            toView.frame = context.finalFrame(for: to)
            if fromView == nil { toView.alpha = 0 }
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                if let fromView { fromView.alpha = 0 } else { toView?.alpha = 1 }
            },
            completion: { _ in
                fromView?.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactionAsked += 1
        return interaction
    }
    func navigationController(
        _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
    func navigationController(_ n: UINavigationController, interactionControllerFor a: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactionAsked += 1
        return interaction
    }
}

/// What the context, the animated and interactive transitioning protocols, the percent-driven
/// interaction controller and the transition coordinator promise — Apple documentation:
/// UIViewControllerContextTransitioning, UIViewControllerAnimatedTransitioning,
/// UIViewControllerInteractiveTransitioning, UIPercentDrivenInteractiveTransition,
/// UIViewControllerTransitionCoordinator.
@MainActor
@Suite("Transition context rules")
struct TransitionContextRulesTests {
    let log = CallLog()

    @Test("push: the from view is in the container; its final frame is .zero (it leaves); the to view starts at .zero")
    func pushFrames() throws {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        let recorder = RecordingAnimator()
        navigation.delegate = recorder
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: true)
        let snapshot = try #require(recorder.snapshots.first)
        #expect(snapshot.initialFrom == window.bounds)
        #expect(snapshot.finalFrom == .zero)
        #expect(snapshot.initialTo == .zero)
        #expect(snapshot.finalTo == window.bounds)
        #expect(snapshot.fromInContainer)
        #expect(snapshot.style == .none)
        #expect(snapshot.isAnimated && !snapshot.isInteractive)
        #expect(recorder.interactionAsked == 1)
    }

    @Test("full-screen present: view(forKey: .from) is the presenter's view and its final frame is .zero")
    func fullScreenFrames() throws {
        let home = UIViewController(), sheet = UIViewController()
        let recorder = RecordingAnimator()
        sheet.transitioningDelegate = recorder
        sheet.modalPresentationStyle = .fullScreen
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        let snapshot = try #require(recorder.snapshots.first)
        #expect(snapshot.fromView === home.view)
        #expect(snapshot.finalFrom == .zero)
        #expect(snapshot.initialFrom == window.bounds)
        #expect(snapshot.finalTo == window.bounds)
        #expect(snapshot.initialTo == .zero)
        #expect(snapshot.style == .fullScreen)
    }

    @Test("over-full-screen present: the presenter is not in play — view(forKey: .from) is nil, its final frame is its frame")
    func overFullScreenFrames() throws {
        let home = UIViewController(), sheet = UIViewController()
        let recorder = RecordingAnimator()
        sheet.transitioningDelegate = recorder
        sheet.modalPresentationStyle = .overFullScreen
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        let snapshot = try #require(recorder.snapshots.first)
        #expect(snapshot.fromView == nil)
        #expect(snapshot.finalFrom == window.bounds)
    }

    @Test("a non-animated custom presentation still calls animateTransition, with isAnimated false")
    func customNotAnimated() throws {
        let home = UIViewController(), sheet = UIViewController()
        let recorder = RecordingAnimator()
        recorder.duration = 0
        sheet.transitioningDelegate = recorder
        sheet.modalPresentationStyle = .custom
        let window = makeWindow(root: home)
        home.present(sheet, animated: false)
        window.advance(by: 0)
        #expect(recorder.snapshots.count == 1)
        #expect(try #require(recorder.snapshots.first).isAnimated == false)
        #expect(home.presentedViewController === sheet)
    }

    @Test("the interaction controller is asked only when an animation controller was given")
    func interactionOnlyWithAnimation() {
        final class OnlyInteraction: NSObject, UIViewControllerTransitioningDelegate {
            var asked = 0
            func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            {
                asked += 1
                return nil
            }
        }
        let home = UIViewController(), sheet = UIViewController()
        let delegate = OnlyInteraction()
        sheet.transitioningDelegate = delegate
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        window.advance(by: 0.5)
        #expect(delegate.asked == 0)
    }

    @Test("the transitioning delegate is held weakly: once gone, the default animation runs")
    func weakTransitioningDelegate() {
        let home = UIViewController(), sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        do {
            let recorder = RecordingAnimator()
            sheet.transitioningDelegate = recorder
        }
        #expect(sheet.transitioningDelegate == nil)
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        window.advance(by: 0.25)
        #expect(shownFrame(sheet.view).minY > 0) // cover vertical is on its way up
    }

    @Test(
        "percent-driven dismissal: update clamps below 0; completionSpeed 2 halves the finish; percentComplete and duration read back"
    )
    func percentDrivenDismissal() {
        let home = UIViewController(), sheet = UIViewController()
        let recorder = RecordingAnimator()
        sheet.transitioningDelegate = recorder
        sheet.modalPresentationStyle = .fullScreen
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        window.advance(by: 0.4)
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.wantsInteractiveStart)
        #expect(interaction.completionCurve == .easeInOut)
        interaction.completionSpeed = 2
        recorder.interaction = interaction
        home.dismiss(animated: true)
        #expect(sheet.transitionCoordinator?.isInteractive == true)
        #expect(sheet.transitionCoordinator?.initiallyInteractive == true)
        interaction.update(-0.5)
        #expect(interaction.percentComplete == 0)
        interaction.update(0.5)
        #expect(interaction.duration == 0.4)
        window.advance(by: 1)
        #expect(abs(sheet.view.layer.presentation()!.opacity - 0.5) < 1e-6) // linear curve, frozen at half
        interaction.finish()
        window.advance(by: 0.1 - 1.0 / 120) // (1 − 0.5) × 0.4 / 2 = 0.1 s
        #expect(home.presentedViewController === sheet)
        window.advance(by: 1.0 / 120)
        #expect(home.presentedViewController == nil)
        #expect(home.view.window === window)
    }

    @Test("animateAlongsideTransition(in:) freezes and scrubs a view outside the container with the interaction")
    func alongsideOutsideContainer() {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        let recorder = RecordingAnimator()
        navigation.delegate = recorder
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        window.advance(by: 0)
        let outside = UIView()
        window.addSubview(outside)
        let interaction = UIPercentDrivenInteractiveTransition()
        recorder.interaction = interaction
        navigation.popViewController(animated: true)
        b.transitionCoordinator!.animateAlongsideTransition(in: outside, animation: { _ in outside.alpha = 0 }, completion: nil)
        interaction.update(0.25)
        window.advance(by: 0.5)
        let eased = CubicBezier(0.42, 0, 0.58, 1).solve(0.25)
        #expect(abs(Double(outside.layer.presentation()!.opacity) - (1 - eased)) < 1e-5)
        interaction.finish()
        window.advance(by: 0.4)
        #expect(outside.alpha == 0)
        #expect(outside.layer.speed == 1)
    }

    @Test("an interruptible animator that changes identity during the transition is reported; the first is kept")
    func interruptibleIdentity() {
        final class Fickle: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { to.alpha = 1 }
                animator.addCompletion { position in context.completeTransition(position == .end) }
                return animator
            }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { self }
            func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            { interaction }
        }
        let home = UIViewController(), sheet = UIViewController()
        let fickle = Fickle()
        sheet.transitioningDelegate = fickle
        sheet.modalPresentationStyle = .overFullScreen
        let window = makeWindow(root: home)
        home.present(sheet, animated: true)
        let messages = capturingDiagnostics {
            sheet.transitionCoordinator!.animate(alongsideTransition: { _ in home.view.alpha = 0.5 }, completion: nil)
        }
        #expect(messages.contains { $0.contains("returned a different animator than before") })
        fickle.interaction.finish()
        window.advance(by: 0.4)
        #expect(home.presentedViewController === sheet)
        #expect(home.view.alpha == 0.5)
    }
}

@MainActor
@Suite("Stuck interactions")
struct StuckInteractionTests {
    @Test("an interaction controller that never updates, finishes or cancels is reported after the duration + 2 s")
    func neverDriven() {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        let recorder = RecordingAnimator()
        recorder.interaction = UIPercentDrivenInteractiveTransition()
        navigation.delegate = recorder
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: true)
        let early = capturingDiagnostics { window.advance(by: 2.3) }
        #expect(!early.contains { $0.contains("has not driven") })
        let late = capturingDiagnostics { window.advance(by: 0.2) }
        #expect(late.contains { $0.contains("UIPercentDrivenInteractiveTransition has not driven the push") })
        #expect(navigation.viewControllers == [a, b])
        recorder.interaction?.cancel()
        window.advance(by: 0.5)
        #expect(navigation.viewControllers == [a])
        #expect(a.view.window === window)
    }
}

/// A custom container's own transition context (test double).
@MainActor
private final class CustomContainerContext: NSObject, UIViewControllerContextTransitioning {
    let containerView = UIView()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) {}
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

@MainActor
@Suite("Percent-driven interaction outside UIKit's containers")
struct ForeignContextTests {
    @Test("a custom container's context is reported: the interaction cannot run its animations")
    func foreignContext() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let messages = capturingDiagnostics { interaction.startInteractiveTransition(CustomContainerContext()) }
        #expect(messages.contains { $0.contains("got a context that is not UIKit's (CustomContainerContext)") })
    }
}
