/// The delegate of a presentation controller, UIKit's `UIAdaptivePresentationControllerDelegate`:
/// asked how the presentation adapts to a compact environment, and told about dismissals the
/// user starts.
///
/// Adaptation: when a presentation starts in a horizontally or vertically compact environment
/// (every Interlude window, unless traits are overridden to regular), the presentation controller
/// asks `adaptivePresentationStyle(for:traitCollection:)`, whose default asks
/// `adaptivePresentationStyle(for:)`, whose default is what UIKit does without an answer: a
/// popover becomes a sheet (`.formSheet`, as in iOS 13 and later,
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover), every other
/// style stays (`.none`). The answer must be `.fullScreen`, `.overFullScreen`, `.formSheet`,
/// `.pageSheet` or `.none` (keep the requested style; a popover then shows as a popover).
///
/// Dismissals: only one the user starts (a tap outside a popover) asks
/// `presentationControllerShouldDismiss(_:)` — or, when the presented controller sets
/// `isModalInPresentation` or the answer is false, calls
/// `presentationControllerDidAttemptToDismiss(_:)` instead — then
/// `presentationControllerWillDismiss(_:)` before the dismissal and
/// `presentationControllerDidDismiss(_:)` after it. `dismiss(animated:completion:)` calls none of
/// them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a compact environment.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in the environment `traitCollection`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one when adapting to `style`. Interlude
    /// presents the original controller (and reports it) when an answer is given.
    func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to start with `style` (`.none` when it does not adapt).
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a dismissal the user started may happen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started happened.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and `isModalInPresentation` or `presentationControllerShouldDismiss(_:)` prevented it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's behaviour without an answer: a popover becomes a form sheet, other styles stay (`.none`).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptivePresentationStyle
    }

    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Nil: the presented controller itself.
    public func presentationController(
        _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }

    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    /// True: the dismissal may happen.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
