/// The presentation of a ``UISearchController``: over its presentation context (it does not
/// present in full screen, so the nearest controller that `definesPresentationContext` hosts
/// it), keeping the presenter's view, and letting touches that hit only the container or the
/// search controller's clear view through to what lies below.
@MainActor
final class SearchPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .custom }
    override var shouldPresentInFullscreen: Bool { false }
    override var shouldRemovePresentersView: Bool { false }

    override func passesTouches(hitting view: UIView) -> Bool {
        view === containerView || view === presentedViewController.viewIfLoaded
    }

    /// The search controller's view follows the container's size when no transition runs.
    override func containerViewWillLayoutSubviews() {
        guard let containerView, presentedViewController._activeTransition == nil,
            let presented = presentedViewController.viewIfLoaded, presented.superview === containerView
        else { return }
        presented.frame = containerView.bounds
    }
}
