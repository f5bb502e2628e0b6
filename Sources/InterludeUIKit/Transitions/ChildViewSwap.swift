/// The view work of a container's child swap (push, pop, tab switch).
///
/// A container view covers the owner's content view and holds the from view at the start; at the
/// end the view that stays on screen is alone in the content view again.
@MainActor
struct ChildViewSwap {
    let from: UIViewController
    let to: UIViewController
    let container: UIView
    private weak var contentView: UIView?
    /// The container controller, which places its children's views (extended layout).
    private weak var owner: UIViewController?

    /// Puts a container over `owner`'s `contentView` with `from`'s view in it.
    init(from: UIViewController, to: UIViewController, in contentView: UIView, of owner: UIViewController) {
        self.from = from
        self.to = to
        self.contentView = contentView
        self.owner = owner
        container = UIView(frame: contentView.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(container)
        container.addSubview(from.containedView)
        from.containedView.frame = frame(of: from, in: container.bounds)
    }

    /// Where `controller`'s view goes in `bounds`, as the owner places it.
    private func frame(of controller: UIViewController, in bounds: CGRect) -> CGRect {
        owner?.frameForChildView(controller, in: bounds) ?? bounds
    }

    /// The transition swapping the two views, with their frames and appearance roles set.
    func makeTransition(
        kind: ViewControllerTransition.Kind, animated: Bool, change: any ViewControllerChange,
        animationController: (any UIViewControllerAnimatedTransitioning)?,
        interactionController: (any UIViewControllerInteractiveTransitioning)?
    ) -> ViewControllerTransition {
        let transition = ViewControllerTransition(
            kind: kind, from: from, to: to, containerView: container, fromView: from.containedView,
            toView: to.containedView,
            animated: animated, presentationStyle: .none, change: change,
            animationController: animationController, interactionController: interactionController)
        transition.setFrames(for: from, initial: frame(of: from, in: container.bounds), final: .zero)
        transition.setFrames(for: to, initial: .zero, final: frame(of: to, in: container.bounds))
        transition.disappearing = [from]
        transition.appearing = [to]
        return transition
    }

    /// Leaves the view that stays on screen (the to view when `completed`) alone in the content
    /// view. (Both controllers show the same view in a layout-to-layout navigation.)
    func finish(completed: Bool) {
        let shown = completed ? to : from
        let shownView = shown.containedView, otherView = (completed ? from : to).containedView
        if otherView !== shownView { otherView.removeFromSuperview() }
        container.removeFromSuperview()
        guard let contentView else { return }
        contentView.addSubview(shownView)
        shownView.frame = frame(of: shown, in: contentView.bounds)
    }
}
