import Testing
@testable import InterludeUIKit

// Seed 003 part 4 ("系统学习iOS动画之五"): PresentTransition, a percent-driven interaction
// controller that is also the animation controller and vends its property animator as the
// interruptible animator; presented non-interactively (Edit), interactively (pull down), and
// paused by a touch then finished or cancelled.

final class LockScreenTestController: LoggingViewController, UIViewControllerTransitioningDelegate {
    let presentTransition = PresentTransition()
    let blurView = UIView()
    var settingsController: LoggingViewController!

    override func viewDidLoad() {
        super.viewDidLoad()
        blurView.frame = view.bounds
        blurView.alpha = 0
        view.addSubview(blurView)
    }

    /// Stands in for the blur effect animation (the visual-effect view arrives with the renderer).
    func blurAnimations(_ blurred: Bool) -> () -> Void {
        return { self.blurView.alpha = blurred ? 1 : 0 }
    }

    func presentSettings() {
        presentTransition.auxAnimations = blurAnimations(true)
        presentTransition.auxAnimationsCancel = blurAnimations(false)
        settingsController = LoggingViewController("Settings", log: log)
        settingsController.modalPresentationStyle = .overFullScreen
        settingsController.transitioningDelegate = self
        present(settingsController, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return presentTransition
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return presentTransition
    }
}

@MainActor
@Suite("Seed 003: PresentTransition, interactive and interruptible")
struct Seed003PresentTransitionTests {
    let log = CallLog()

    private func lockScreen() -> (UIWindow, LockScreenTestController) {
        let lock = LockScreenTestController("Lock", log: log)
        let window = makeWindow(root: lock)
        log.clear()
        return (window, lock)
    }

    @Test("Edit: a non-interactive start runs the vended animator; the blur runs alongside; 0.75 s later it is presented")
    func nonInteractive() {
        let (window, lock) = lockScreen()
        lock.presentTransition.wantsInteractiveStart = false
        lock.presentSettings()
        let settings = lock.settingsController!
        #expect(lock.presentTransition.animator?.state == .active)
        #expect(lock.presentTransition.animator?.isRunning == true)
        #expect(settings.transitionCoordinator?.isInterruptible == true)
        #expect(settings.transitionCoordinator?.isInteractive == false)
        window.advance(by: 0.75)
        #expect(lock.presentedViewController === settings)
        #expect(abs(settings.view.layer.presentation()!.opacity - 1) < 1e-6)
        #expect(settings.view.transform == CGAffineTransform(translationX: 0, y: 100))
        #expect(lock.blurView.alpha == 1)
        #expect(lock.presentTransition.animator == nil)
        #expect(
            log.entries.filter { $0.hasPrefix("Settings.view") } == [
                "Settings.viewDidLoad", "Settings.viewWillAppear", "Settings.viewIsAppearing", "Settings.viewDidAppear",
            ])
        #expect(log.entries(of: "Lock").isEmpty)
    }

    @Test("pull down: update scrubs the animator's fractionComplete; past half it finishes")
    func interactiveFinish() {
        let (window, lock) = lockScreen()
        lock.presentTransition.wantsInteractiveStart = true
        lock.presentSettings()
        let settings = lock.settingsController!
        let animator = lock.presentTransition.animator!
        #expect(animator.state == .active && !animator.isRunning)
        lock.presentTransition.update(0.6)
        window.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.6) < 1e-9)
        // A paused animator scrubs linearly (scrubsLinearly defaults to true): the aux blur shows 0.6.
        #expect(abs(lock.blurView.layer.presentation()!.opacity - 0.6) < 1e-4)
        lock.presentTransition.finish()
        window.advance(by: 0.75)
        #expect(lock.presentedViewController === settings)
        #expect(settings.view.window === window)
        expectBalancedAppearance(log.entries)
    }

    @Test("pull down: released below half it is cancelled — the animator reverses, the blur is undone, nothing stays presented")
    func interactiveCancel() {
        let (window, lock) = lockScreen()
        lock.presentTransition.wantsInteractiveStart = true
        lock.presentSettings()
        let settings = lock.settingsController!
        lock.presentTransition.update(0.3)
        lock.presentTransition.cancel()
        window.advance(by: 0.75)
        #expect(lock.presentedViewController == nil)
        #expect(settings.presentingViewController == nil)
        #expect(settings.view.window == nil)
        #expect(lock.blurView.alpha == 0)
        #expect(window.subviews == [lock.view])
        #expect(
            log.entries.filter { $0.contains(".view") && !$0.contains("Load") } == [
                "Settings.viewWillAppear", "Settings.viewIsAppearing", "Settings.viewWillDisappear", "Settings.viewDidDisappear",
            ])
    }

    @Test("a touch during the non-interactive present pauses it; a swipe down then finishes it")
    func pauseThenFinish() {
        let (window, lock) = lockScreen()
        lock.presentTransition.wantsInteractiveStart = false
        lock.presentSettings()
        let settings = lock.settingsController!
        window.advance(by: 0.3)
        var changes: [Bool] = []
        settings.transitionCoordinator?.notifyWhenInteractionChanges { context in changes.append(context.isInteractive) }
        lock.presentTransition.interruptTransition()
        let animator = lock.presentTransition.animator!
        #expect(!animator.isRunning)
        #expect(changes == [true])
        let paused = animator.fractionComplete
        window.advance(by: 0.5)
        #expect(animator.fractionComplete == paused)
        lock.presentTransition.finish()
        #expect(changes == [true, false])
        window.advance(by: 0.75)
        #expect(lock.presentedViewController === settings)
        #expect(settings.view.window === window)
    }
}
