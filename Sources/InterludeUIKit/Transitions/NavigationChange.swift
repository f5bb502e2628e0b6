/// A push or pop (or a stack replacement that changes the top) as a transition: the stack already
/// shows the new state when it starts; a cancelled change restores it; containment and the
/// delegate's `didShow` follow the appearance calls.
@MainActor
final class NavigationChange: ViewControllerChange {
    private weak var navigation: UINavigationController?
    var container: UIViewController? { navigation }
    private let operation: UINavigationController.Operation
    private let before: [UIViewController]
    private let removed: [UIViewController]
    private let added: [UIViewController]
    private let animated: Bool
    private let swap: ChildViewSwap
    /// The tab bar moving with the change, if it hides or shows the bar.
    private var bottomBar: BottomBarHandoff?
    /// The toolbar moving with an animated change, if it hides or shows.
    private var toolbar: ToolbarHandoff?
    /// The navigation bar's background cross-fading with an animated change.
    private var barBackground: NavigationBarBackgroundFade?
    private weak var transition: ViewControllerTransition?

    /// Swaps `from`'s view for `to`'s in `navigation`, whose stack was `before` and now has `added`
    /// and lacks `removed`.
    init(
        _ navigation: UINavigationController, operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController, before: [UIViewController],
        removed: [UIViewController], added: [UIViewController], animated: Bool
    ) {
        self.navigation = navigation
        self.operation = operation
        self.before = before
        self.removed = removed
        self.added = added
        self.animated = animated
        swap = ChildViewSwap(from: from, to: to, in: navigation.contentView, of: navigation)
    }

    /// The transition making the change, run by the given controllers.
    func makeTransition(
        animationController: (any UIViewControllerAnimatedTransitioning)?,
        interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) -> ViewControllerTransition {
        let transition = swap.makeTransition(
            kind: operation == .push ? .push : .pop, animated: animated, change: self,
            animationController: animationController, interactionController: interactionController)
        if let navigation {
            // The toolbar first: its picture is taken before the tab bar goes.
            if animated {
                toolbar = ToolbarHandoff(navigation: navigation)
                barBackground = NavigationBarBackgroundFade(navigation: navigation)
            }
            bottomBar = BottomBarHandoff(navigation: navigation, before: before, from: swap.from, to: swap.to)
        }
        self.transition = transition
        transition.movingToParent = added.last
        transition.movingFromParent = operation == .pop ? swap.from : nil
        return transition
    }

    func willBegin() {
        toolbar?.begin(from: swap.from, to: swap.to, bottomBar: bottomBar)
        if let transition { barBackground?.begin(in: transition) }
        barBackground = nil
    }

    func didEnd(completed: Bool) {
        toolbar?.finish(completed: completed)
        toolbar = nil
        navigation?.stackChangeEnded(restoring: completed ? nil : before)
        swap.finish(completed: completed)
        bottomBar?.finish(completed: completed)
        bottomBar = nil
    }

    func afterAppearance(completed: Bool) {
        guard let navigation else { return }
        if completed {
            for controller in removed where controller !== swap.from {
                controller.viewIfLoaded?.removeFromSuperview()
            }
            for controller in removed {
                controller.endHostedPresentations()
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: navigation) }
            LayoutToLayoutNavigation.release(removed)
            navigation.delegate?.navigationController(navigation, didShow: swap.to, animated: animated)
        } else {
            for controller in added {
                controller.willMove(toParent: nil)
                controller.endHostedPresentations()
                controller.removeFromParent()
            }
            for controller in removed { controller.didMove(toParent: navigation) }
            LayoutToLayoutNavigation.release(added)
        }
    }
}
