extension ViewControllerTransition {
    /// A container's swap of one child's view for another's (push, pop, tab switch).
    ///
    /// The transition's container view covers `contentView` and holds the from view at the start;
    /// at the end the view that stays on screen is alone in `contentView` again, after `restore`
    /// (called with `completed`) has put the owner's model back for a cancelled transition.
    static func childSwap(kind: Kind, from: UIViewController, to: UIViewController, in contentView: UIView,
                          animated: Bool, animationController: (any UIViewControllerAnimatedTransitioning)?,
                          interactionController: (any UIViewControllerInteractiveTransitioning)?,
                          restore: @escaping (_ completed: Bool) -> Void) -> ViewControllerTransition {
        let container = UIView(frame: contentView.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(container)
        container.addSubview(from.view)
        from.view.frame = container.bounds
        let transition = ViewControllerTransition(
            kind: kind, from: from, to: to, containerView: container, fromView: from.view, toView: to.view,
            animated: animated, presentationStyle: .none,
            animationController: animationController, interactionController: interactionController)
        transition.setFrames(for: from, initial: container.bounds, final: .zero)
        transition.setFrames(for: to, initial: .zero, final: container.bounds)
        transition.disappearing = [from]
        transition.appearing = [to]
        transition.didEnd = { [weak contentView] completed in
            restore(completed)
            let shown = completed ? to : from
            (completed ? from : to).view.removeFromSuperview()
            container.removeFromSuperview()
            guard let contentView else { return }
            contentView.addSubview(shown.view)
            shown.view.frame = contentView.bounds
        }
        return transition
    }
}
