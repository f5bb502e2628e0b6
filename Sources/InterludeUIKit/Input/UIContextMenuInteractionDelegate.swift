/// What a context menu interaction asks and tells, UIKit's `UIContextMenuInteractionDelegate`.
///
/// Optional in UIKit, the display and end requirements have empty defaults here.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a long press at `location` (in the interaction's view);
    /// nil shows no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu of `configuration` is about to show; `animator` runs animations alongside.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu of `configuration` is about to go (a choice, a tap outside, or `dismissMenu()`).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// Animations that run alongside a context menu's appearance or disappearance, UIKit's
/// `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The previewed view controller; nil (Interlude shows no previews).
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator a context menu hands its delegate: it runs the added animations in one
/// `UIView.animate` block of ``duration`` once the delegate returns, completions after it.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    /// Interlude's duration for the animations run alongside a menu (Apple gives none).
    static let duration: TimeInterval = 0.25
    var previewViewController: UIViewController? { nil }
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what was added.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations
        let completions = self.completions
        UIView.animate(
            withDuration: Self.duration, animations: { for animation in animations { animation() } },
            completion: { _ in for completion in completions { completion() } })
    }
}
