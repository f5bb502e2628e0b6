/// The presentation of a ``UIAlertController``: a black dimming view fades in over the presenter,
/// whose view stays in the window (it gets no disappearance calls, as under UIKit's alerts); the
/// alert's view covers the container and places its cards itself.
///
/// Alerts present with it (their style is `.custom`); an action sheet's popover adapts to it in a
/// compact environment.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The dimming view's opacity (Interlude's; see Decisions).
    static let dimmingAlpha: CGFloat = 0.2

    private var style: UIModalPresentationStyle
    private var dimmingView: UIView?

    init(alert: UIAlertController, presenting: UIViewController?) {
        style = alert.preferredStyle == .alert ? .custom : .overFullScreen
        super.init(presentedViewController: alert, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override func adopt(shownStyle: UIModalPresentationStyle) { style = shownStyle }
    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { true }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let dim = UIView(frame: containerView.bounds)
        dim.backgroundColor = .black
        dim.alpha = 0
        dim.isUserInteractionEnabled = false
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dim, at: 0)
        dimmingView = dim
        let show = { dim.alpha = Self.dimmingAlpha }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in show() }, completion: nil) != true {
            show()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeDimmingView() }
    }

    override func dismissalTransitionWillBegin() {
        guard let dim = dimmingView else { return }
        let hide = { dim.alpha = 0 }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in hide() }, completion: nil) != true {
            hide()
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeDimmingView() } else { dimmingView?.alpha = Self.dimmingAlpha }
    }

    /// The alert's view follows the container's size when no transition runs (the window resized).
    override func containerViewWillLayoutSubviews() {
        guard let containerView, presentedViewController._activeTransition == nil, let presented = presentedView,
            presented.superview === containerView
        else { return }
        presented.frame = containerView.bounds
    }

    private func removeDimmingView() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }
}
