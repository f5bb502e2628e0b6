import Testing
import Interlude

// An interactive transition ends when its interaction controller says so, not when the
// percentage reaches an end. UIKit's documentation of UIPercentDrivenInteractiveTransition
// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:),
// …/finish() and …/cancel()): `update(_:)` takes 0.0…1.0 while tracking; it is `finish()` or
// `cancel()`, called when the gesture crosses the app's own threshold or ends, that lets the
// transition complete or go back. UIViewControllerTransitionCoordinator's
// `notifyWhenInteractionChanges(_:)`
// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:))
// runs its handler when the transition turns non-interactive, before the appearance calls that end
// it. Both ways a percent-driven transition animates are covered: plain animations on frozen layer
// time, and an interruptible animator scrubbed through `fractionComplete`.

/// How the test's animation controller runs the slide.
enum SlideDrive: String, CaseIterable, CustomTestStringConvertible {
    case layerTime = "layer time", interruptibleAnimator = "interruptible animator"
    var testDescription: String { rawValue }
}

/// Slides a pop's from view to the right over 0.3 s (linear) with plain view animations.
@MainActor
final class LinearPopSlide: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let (fromView, final) = Self.place(context)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveLinear],
            animations: {
                fromView.frame = final
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    /// Puts the to view under the from view; returns the from view and where it ends.
    static func place(_ context: UIViewControllerContextTransitioning) -> (UIView, CGRect) {
        let fromView = context.view(forKey: .from)!, toView = context.view(forKey: .to)!
        context.containerView.insertSubview(toView, belowSubview: fromView)
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        return (fromView, fromView.frame.offsetBy(dx: context.containerView.bounds.width, dy: 0))
    }
}

/// The same slide run by one interruptible property animator.
@MainActor
final class AnimatorPopSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        LinearPopSlide.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let (fromView, final) = LinearPopSlide.place(context)
        let animator = UIViewPropertyAnimator(duration: LinearPopSlide.duration, curve: .linear) { fromView.frame = final }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// A navigation delegate whose pops slide with ``LinearPopSlide`` under a percent-driven interaction.
@MainActor
final class PercentDrivenPopDelegate: NSObject, UINavigationControllerDelegate {
    let drive: SlideDrive
    let interaction = UIPercentDrivenInteractiveTransition()

    init(drive: SlideDrive) { self.drive = drive }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .pop else { return nil }
        switch drive {
        case .layerTime: return LinearPopSlide()
        case .interruptibleAnimator: return AnimatorPopSlide()
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor
@Suite("Interactive transitions end only when the interaction ends")
struct InteractiveTransitionEndTests {
    let log = CallLog()

    /// A navigation stack [A, B] on screen, with B's pop started under `delegate`'s interaction
    /// and an interaction-change handler that logs into the appearance log.
    private func startedPop(_ delegate: PercentDrivenPopDelegate)
        -> (UIWindow, UINavigationController, LoggingViewController, LoggingViewController)
    {
        let root = LoggingViewController("A", log: log), page = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let window = makeWindow(root: navigation)
        navigation.pushViewController(page, animated: false)
        window.advance(by: 0)
        log.clear()
        navigation.popViewController(animated: true)
        page.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
            log.add("interaction \(context.isInteractive ? "resumed" : "ended"), isCancelled \(context.isCancelled)")
        }
        return (window, navigation, root, page)
    }

    private func expectStillInteractive(
        _ page: UIViewController, _ window: UIWindow,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(page.transitionCoordinator?.isInteractive == true, sourceLocation: sourceLocation)
        #expect(page.view.window === window, sourceLocation: sourceLocation)
        #expect(
            !log.appearanceAndInteraction.contains { $0.hasSuffix("viewDidDisappear") || $0.hasPrefix("interaction") },
            sourceLocation: sourceLocation)
    }

    @Test(
        "at 1.0 the transition waits; back below half and cancelled, it is cancelled with balanced callbacks",
        arguments: SlideDrive.allCases)
    func fullPercentThenCancel(_ drive: SlideDrive) {
        let delegate = PercentDrivenPopDelegate(drive: drive)
        let (window, navigation, root, page) = startedPop(delegate)
        delegate.interaction.update(1)
        window.advance(by: 1) // the finger holds at the end
        expectStillInteractive(page, window)
        #expect(abs(shownFrame(page.view).minX - 390) < 0.01) // shows the end
        delegate.interaction.update(0.3)
        window.advance(by: 0.1)
        expectStillInteractive(page, window)
        #expect(abs(shownFrame(page.view).minX - 117) < 1e-6) // 0.3 × 390, linear
        delegate.interaction.cancel()
        window.advance(by: 0.09 + 1e-9) // 0.3 × 0.3 s back to the start
        #expect(navigation.viewControllers == [root, page])
        #expect(page.view.window === window)
        #expect(root.view.window == nil)
        #expect(shownFrame(page.view) == window.bounds)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        expectBalancedAppearance(log.appearanceAndInteraction)
    }

    @Test(
        "at 1.0 and finished, the pop completes; the interaction handler runs once, not cancelled, before didDisappear",
        arguments: SlideDrive.allCases)
    func fullPercentThenFinish(_ drive: SlideDrive) {
        let delegate = PercentDrivenPopDelegate(drive: drive)
        let (window, navigation, root, page) = startedPop(delegate)
        delegate.interaction.update(0.6)
        window.advance(by: 0.1)
        delegate.interaction.update(1)
        window.advance(by: 0.5)
        expectStillInteractive(page, window)
        delegate.interaction.finish()
        window.advance(by: 1.0 / 60)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window == nil)
        #expect(root.view.window === window)
        #expect(page.transitionCoordinator == nil)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled false",
                "B.viewDidDisappear", "A.viewDidAppear",
            ])
        delegate.interaction.update(0.5) // nothing is running any more
    }

    @Test("at 0.0 the transition waits too; cancelled there, it ends at once", arguments: SlideDrive.allCases)
    func zeroPercentThenCancel(_ drive: SlideDrive) {
        let delegate = PercentDrivenPopDelegate(drive: drive)
        let (window, navigation, root, page) = startedPop(delegate)
        delegate.interaction.update(0.5)
        window.advance(by: 0.1)
        delegate.interaction.update(0)
        window.advance(by: 1)
        expectStillInteractive(page, window)
        #expect(shownFrame(page.view) == window.bounds)
        delegate.interaction.cancel()
        window.advance(by: 1.0 / 60)
        #expect(navigation.viewControllers == [root, page])
        #expect(root.view.window == nil)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    @Test(
        "a second finish or cancel while the transition completes is reported and ignored; after pause() it turns it around",
        arguments: SlideDrive.allCases)
    func secondCompletionCall(_ drive: SlideDrive) {
        let delegate = PercentDrivenPopDelegate(drive: drive)
        let (window, navigation, root, page) = startedPop(delegate)
        delegate.interaction.update(0.5)
        window.advance(by: 0.1)
        delegate.interaction.finish()
        let messages = capturingDiagnostics {
            delegate.interaction.finish()
            delegate.interaction.cancel()
        }
        #expect(
            messages == [
                "UIPercentDrivenInteractiveTransition.finish() called while the transition is already finishing; ignored (pause() first to change its course)",
                "UIPercentDrivenInteractiveTransition.cancel() called while the transition is already finishing; ignored (pause() first to change its course)",
            ])
        window.advance(by: 0.05)
        delegate.interaction.pause()
        #expect(page.transitionCoordinator?.isInteractive == true)
        delegate.interaction.cancel()
        window.advance(by: 1)
        #expect(navigation.viewControllers == [root, page])
        #expect(page.view.window === window)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled false",
                "interaction resumed, isCancelled false", "interaction ended, isCancelled true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    @Test("completed while still interactive, the transition tells the interaction handlers it is no longer interactive first")
    func completedUnderInteraction() {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let interaction = CompletingWithoutFinishing()
            func navigationController(
                _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { LinearPopSlide() }
            func navigationController(
                _ n: UINavigationController,
                interactionControllerFor a: UIViewControllerAnimatedTransitioning
            ) -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let delegate = Delegate()
        let root = LoggingViewController("A", log: log), page = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let window = makeWindow(root: navigation)
        navigation.pushViewController(page, animated: false)
        window.advance(by: 0)
        log.clear()
        navigation.popViewController(animated: true)
        page.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
            log.add("interaction ended, isInteractive \(context.isInteractive), isCancelled \(context.isCancelled)")
        }
        window.advance(by: 1.0 / 60)
        #expect(navigation.viewControllers == [root])
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isInteractive false, isCancelled false",
                "B.viewDidDisappear", "A.viewDidAppear",
            ])
    }
}

/// An interaction controller that completes its transition from `startInteractiveTransition`'s
/// next clock step without ever finishing or cancelling the interaction.
@MainActor
final class CompletingWithoutFinishing: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        let (_, final) = LinearPopSlide.place(context)
        context.view(forKey: .from)!.frame = final
        context.containerView.layer.clock.enqueue { context.completeTransition(true) }
    }
}

/// Seed 000's own edge pan (percent = translation / (width / 3), 1.0 past a third of the width),
/// driven by touches: dragging past a third keeps the pop interactive under the finger.
@MainActor
@Suite("Seed 000: the edge-pan pop stays interactive past a third of the width")
struct Seed000EdgePanPastThirdTests {
    let log = CallLog()
    let delegate = SlideNavigationDelegate()

    private func pushedStack() -> (UIWindow, UINavigationController, LoggingViewController, SlidePageViewController) {
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let window = makeWindow(root: navigation)
        let page = SlidePageViewController("B", log: log)
        navigation.pushViewController(page, animated: true)
        window.advance(by: 0.3)
        log.clear()
        return (window, navigation, root, page)
    }

    /// Puts a finger down at the left edge, drags it right past a third of the width (1.0) and
    /// holds it there; logs the interaction change of the pop.
    private func dragPastThird(_ window: UIWindow, _ page: UIViewController) {
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 202, y: 400), duration: 0.2) // 200 / 130 > 1: percent 1.0
        page.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
            log.add("interaction ended, isCancelled \(context.isCancelled)")
        }
        window.advance(by: 0.5)
    }

    @Test("past a third, back below half and released: the pop is cancelled with balanced callbacks")
    func backBelowHalf() {
        let (window, navigation, root, page) = pushedStack()
        dragPastThird(window, page)
        #expect(delegate.interactionController.percentComplete == 1)
        #expect(page.transitionCoordinator?.isInteractive == true)
        #expect(page.view.window === window)
        #expect(abs(shownFrame(page.view).minX - 390) < 0.01)
        window.dragMove(to: CGPoint(x: 41, y: 400), duration: 0.2) // 39 / 130 = 0.3
        #expect(abs(delegate.interactionController.percentComplete - 0.3) < 1e-9)
        let eased = CubicBezier(0.42, 0, 0.58, 1).solve(0.3)
        #expect(abs(shownFrame(page.view).minX - 390 * eased) < 1e-6)
        window.sendTouch(.ended, at: CGPoint(x: 41, y: 400))
        window.advance(by: 0.09 + 1e-9) // 0.3 × 0.3 s back to the start
        #expect(navigation.viewControllers == [root, page])
        #expect(page.view.window === window)
        #expect(root.view.window == nil)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        expectBalancedAppearance(log.appearanceAndInteraction)
    }

    @Test("past a third and released: the pop finishes; the interaction handler runs once, not cancelled, before didDisappear")
    func releasedPastThird() {
        let (window, navigation, root, page) = pushedStack()
        dragPastThird(window, page)
        #expect(navigation.viewControllers == [root])
        #expect(page.view.window === window)
        window.sendTouch(.ended, at: CGPoint(x: 202, y: 400))
        window.advance(by: 1.0 / 60)
        #expect(page.view.window == nil)
        #expect(root.view.window === window)
        #expect(
            log.appearanceAndInteraction == [
                "B.viewWillDisappear", "A.viewWillAppear", "interaction ended, isCancelled false",
                "B.viewDidDisappear", "A.viewDidAppear",
            ])
    }
}

extension CallLog {
    /// The appearance calls and the interaction notes, in order: what these tests compare
    /// (the log also holds containment and `viewIsAppearing` calls).
    var appearanceAndInteraction: [String] {
        let calls: Set = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        return entries.filter { entry in
            entry.hasPrefix("interaction") || entry.split(separator: ".").last.map { calls.contains(String($0)) } == true
        }
    }
}
