/// A tab switch as a transition: the selection already shows the new tab when it starts; a
/// cancelled switch restores it.
@MainActor
final class TabSwitchChange: ViewControllerChange {
    private weak var tabs: UITabBarController?
    var container: UIViewController? { tabs }
    private let selectionBefore: Int
    private let swap: ChildViewSwap

    /// Swaps `from`'s view for `to`'s in `tabs`, whose selection was `selectionBefore`.
    init(_ tabs: UITabBarController, from: UIViewController, to: UIViewController, selectionBefore: Int) {
        self.tabs = tabs
        self.selectionBefore = selectionBefore
        swap = ChildViewSwap(from: from, to: to, in: tabs.contentView, of: tabs)
    }

    /// The transition making the switch, animated when there is an animation controller.
    func makeTransition(
        animationController: (any UIViewControllerAnimatedTransitioning)?,
        interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) -> ViewControllerTransition {
        swap.makeTransition(
            kind: .tabSwitch, animated: animationController != nil, change: self,
            animationController: animationController, interactionController: interactionController)
    }

    func didEnd(completed: Bool) {
        if !completed { tabs?.restoreSelection(selectionBefore, showing: swap.from) }
        swap.finish(completed: completed)
    }
}
