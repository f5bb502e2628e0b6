/// One kind of change a transition makes (push or pop, tab switch, presentation, dismissal): what
/// it does at the shared transition's documented points (see ``ViewControllerTransition``).
///
/// The transition keeps its change until it completes, then lets it go.
@MainActor
protocol ViewControllerChange: AnyObject {
    /// After the "will" calls, before the animation starts (presentation controllers' `…WillBegin`).
    func willBegin()
    /// When the transition ends, before the coordinator's completions and the "did" calls: fixes
    /// the view hierarchy and the owner's model (restoring the model when cancelled).
    func didEnd(completed: Bool)
    /// After the "did" calls: containment, delegates, completion handlers.
    func afterAppearance(completed: Bool)
    /// The container whose children change (navigation or tab bar controller), if any: its
    /// `transitionCoordinator` is the transition's while it runs, so the idiom
    /// `navigationController.pushViewController(…); navigationController.transitionCoordinator?.animate(…)`
    /// works as on iOS.
    var container: UIViewController? { get }
}

extension ViewControllerChange {
    func willBegin() {}
    func didEnd(completed: Bool) {}
    func afterAppearance(completed: Bool) {}
    var container: UIViewController? { nil }
}
