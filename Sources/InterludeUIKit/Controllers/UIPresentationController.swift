/// The object that manages a presented controller's place on screen: the container view it
/// lives in, its frame, decoration views (such as a dimming cover), and whether the presenter's
/// view leaves the window.
///
/// UIKit makes one for every modal presentation; a `.custom` presentation asks the transitioning
/// delegate for it (a plain `UIPresentationController` when the delegate returns nil). Subclass it
/// to add views in ``presentationTransitionWillBegin()`` and remove them in
/// ``dismissalTransitionDidEnd(_:)``.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    private weak var _presentingViewController: UIViewController?
    /// The container view, set when the presentation starts.
    var _containerView: UIView?
    /// Where the presenter's view lived before a presentation that removed it, to put it back.
    var presenterViewHome: (superview: UIView, frame: CGRect)?

    /// Creates a presentation controller; `presenting` may be nil and is then set at presentation.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        _presentingViewController = presentingViewController
    }

    /// The controller doing the presenting.
    public var presentingViewController: UIViewController {
        get {
            guard let presenting = _presentingViewController else {
                programmerError("UIPresentationController.presentingViewController read before the presentation started")
            }
            return presenting
        }
        set { _presentingViewController = newValue }
    }

    /// The presenting controller, nil before the presentation sets it.
    var presentingIfSet: UIViewController? { _presentingViewController }

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle.resolved }

    /// The view the presentation happens in; nil until the presentation starts.
    open var containerView: UIView? { _containerView }

    /// The view that is animated in; the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true) or only the presenter's context.
    /// Defaults to true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window when the presentation completes. Defaults to false.
    open var shouldRemovePresentersView: Bool { false }

    /// The delegate asked how the presentation adapts and told about dismissals the user starts
    /// (held weakly). Set it before presenting (`presentationController` makes the controller on
    /// first use) or while presented.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The style to adapt to in a compact environment: the delegate's answer for the current
    /// traits, `.none` (keep the style) without a delegate.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to in the environment `traitCollection`: the delegate's answer, `.none`
    /// without a delegate.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// What the presentation adapts to when the delegate gives no answer: nothing (a popover
    /// overrides it).
    var systemAdaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// The style the presentation shows as: ``presentationStyle`` (a popover that adapted says
    /// what it adapted to).
    var shownStyle: UIModalPresentationStyle { presentationStyle }

    /// The style a presentation starting in `traitCollection` shows as, given the requested
    /// `style`: the delegate's adaptive style (or the system's) in a compact environment, else the
    /// requested one; and the adaptive style itself (`.none` when it does not adapt).
    func adaptation(of style: UIModalPresentationStyle, in traitCollection: UITraitCollection) -> (
        shown: UIModalPresentationStyle, adaptive: UIModalPresentationStyle
    ) {
        let isCompact = traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact
        let requested = style == .popover ? UIModalPresentationStyle.popover : style.resolved
        guard isCompact else { return (requested, .none) }
        let answer =
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? systemAdaptivePresentationStyle
        switch answer {
        case .none:
            return (requested, .none)
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet:
            if style == .custom {
                Diagnostics.report(
                    "adaptivePresentationStyle: Interlude does not adapt .custom presentations; \(presentedViewController) is presented .custom"
                )
                return (requested, .none)
            }
            if delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: answer) != nil {
                Diagnostics.report(
                    "presentationController(_:viewControllerForAdaptivePresentationStyle:): Interlude shows the presented controller \(presentedViewController) itself, not the one returned"
                )
            }
            return (answer.resolved, answer)
        default:
            Diagnostics.report(
                "adaptivePresentationStyle: \(answer) is not a style to adapt to (.fullScreen, .overFullScreen, .formSheet, .pageSheet or .none); \(presentedViewController) keeps its style"
            )
            return (requested, .none)
        }
    }

    /// The animation and interaction of a dismissal the user is dragging (a sheet's), read by the
    /// dismissal that starts while it is set.
    var pendingInteractiveDismissal:
        (animator: any UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition)?

    /// The sheet the presentation shows as: itself when it is one, a popover's adaptation to one.
    var shownSheet: UISheetPresentationController? { nil }

    /// Whether a touch that hit `view` in the container goes through to the views below (an
    /// undimmed sheet's dimming view or container). False by default.
    func passesTouches(hitting view: UIView) -> Bool { false }

    /// Takes the style the presentation shows as, once adaptation decided it.
    func adopt(shownStyle: UIModalPresentationStyle) {}

    /// A dismissal the user started (a tap outside a popover): asks the delegate, then dismisses
    /// and tells it (see `UIAdaptivePresentationControllerDelegate`).
    func userRequestedDismissal() {
        guard let presentedView = presentedViewController.viewIfLoaded, presentedView.window != nil,
            presentedViewController._presentationController === self, presentedViewController._activeTransition == nil
        else { return }
        let delegate = self.delegate
        guard !presentedViewController.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true,
            mayDismissOnUserRequest()
        else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            userDismissalDidEnd()
        }
    }

    /// Whether a subclass lets a dismissal the user started happen (a popover asks its delegate).
    func mayDismissOnUserRequest() -> Bool { true }

    /// Called after a dismissal the user started ended (a popover tells its delegate).
    func userDismissalDidEnd() {}

    /// Called before the presentation animation starts: add decoration views here, animating them
    /// with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended; `completed` false means it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animation starts; animate decoration views out, do not remove them.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended; remove decoration views only when `completed`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Traits imposed on the presented controller on top of the presenting environment's.
    /// Defaults to nil.
    open var overrideTraitCollection: UITraitCollection? {
        get { _overrideTraitCollection }
        set { TraitChangeDelivery.perform(in: containerView?.window) { _overrideTraitCollection = newValue } }
    }
    private var _overrideTraitCollection: UITraitCollection?

    /// Called after the presentation's traits changed, with the traits it had before. Does
    /// nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Content container (see UIContentContainer.swift)

    /// The size the presentation would like: the presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed. Does nothing by default
    /// (a popover resizes to it).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Never called under Interlude (no Auto Layout yet). Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller gets when the container becomes `parentSize`: `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The container is about to take `size`; the default tells the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }

    /// The traits are about to become `newCollection`; the default tells the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The container view of a presentation: tells its presentation controller about layout.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return presentationController?.passesTouches(hitting: hit) == true ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// The presentation controller of UIKit's built-in styles other than sheets (see
/// ``UISheetPresentationController``): full screen and current context remove the presenter's
/// view; over-full-screen and over-current-context keep it.
@MainActor
final class SystemPresentationController: UIPresentationController {
    private var style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override func adopt(shownStyle: UIModalPresentationStyle) { style = shownStyle }
    override var shouldRemovePresentersView: Bool { style.removesPresentersView }
    override var shouldPresentInFullscreen: Bool { style != .currentContext && style != .overCurrentContext }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        laidOutContainerSize = containerView?.bounds.size
    }

    /// The container's size when the presented view was last placed.
    private var laidOutContainerSize: CGSize?

    /// When the container was resized (the window was) since the presented view was placed, and
    /// no transition moves it, the presented view takes its frame for the new size, as UIKit's
    /// built-in styles do.
    override func containerViewWillLayoutSubviews() {
        guard let containerView, let size = laidOutContainerSize, size != containerView.bounds.size,
            presentedViewController._activeTransition == nil, let presented = presentedView,
            presented.superview === containerView
        else { return }
        laidOutContainerSize = containerView.bounds.size
        presented.frame = frameOfPresentedViewInContainerView
    }
}
