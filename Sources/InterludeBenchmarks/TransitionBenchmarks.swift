import Interlude

/// A navigation controller `depth` controllers deep, on screen in a window of iPhone size.
@MainActor
private func navigationStack(depth: Int) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    navigation.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
    window.advance(by: 0)
    return (window, navigation)
}

/// Interactive pops driven by a percentage, for the per-frame benchmark.
@MainActor
private final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    func navigationController(
        _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideBenchmarkAnimator()
    }
    func navigationController(_ n: UINavigationController, interactionControllerFor a: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interaction }
}

@MainActor
private final class SlideBenchmarkAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!, from = transitionContext.view(forKey: .from)!
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(
            withDuration: 0.3, animations: { from.frame.origin.x = 390 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Push + pop round trips (animated, 0.35 s each at 60 fps: 42 clock steps) and frames of an
/// interactive pop, with stacks 1, 10 and 100 deep; neither should grow with the depth.
@MainActor
func transitionBenchmarks() {
    for depth in [1, 10, 100] {
        let (window, navigation) = navigationStack(depth: depth)
        let roundTrip = measure(seconds: 0.5) {
            navigation.pushViewController(UIViewController(), animated: true)
            window.advance(by: 0.35)
            navigation.popViewController(animated: true)
            window.advance(by: 0.35)
        }
        print(String(format: "push + pop round trip, stack depth %3d:  %8.1f µs (42 frames)", depth, roundTrip / 1e3))
    }
    for depth in [1, 10, 100] {
        let (window, navigation) = navigationStack(depth: depth + 1)
        let delegate = InteractivePopDelegate()
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        var percent: CGFloat = 0
        let frame = measure(seconds: 0.5) {
            percent = percent >= 0.9 ? 0.1 : percent + 0.01
            delegate.interaction.update(percent)
            window.advance(by: 1.0 / 60)
        }
        print(String(format: "interactive pop frame, stack depth %3d:  %8.2f µs", depth, frame / 1e3))
        delegate.interaction.cancel()
        window.advance(by: 1)
    }
}
