/// The standard edge-swipe pop: a pan from the leading edge (the left one, the right one in a
/// right-to-left navigation controller) drives the standard slide backwards.
///
/// The percentage is the horizontal translation away from that edge over the width; on release
/// the pop finishes when past half the width or flicked away from the edge faster than
/// ``flickVelocity``, and is cancelled otherwise.
/// UIKit does not document its thresholds; these are ours. A delegate that supplies its own
/// animation controller also supplies the interaction (the gesture then only starts the pop).
@MainActor
final class InteractivePopDriver: NSObject, UIGestureRecognizerDelegate {
    /// Speed away from the edge that finishes the pop whatever the distance, in points per second.
    static let flickVelocity: CGFloat = 500

    weak var navigationController: UINavigationController?
    /// The interaction of the pop the gesture started, while it runs — only when the standard
    /// slide took it (a delegate's own animation controller brings its own interaction, or none).
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// The interaction offered to the pop the gesture is starting, until the standard slide takes it.
    private var offered: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController, navigation.viewControllers.count > 1 else { return false }
        return !(navigation.viewIfLoaded?.window?.transitionQueue.isBusy ?? true)
    }

    /// Hands the offered interaction to the standard pop that is starting.
    func takeOfferedInteraction() -> UIPercentDrivenInteractiveTransition? {
        interaction = offered
        offered = nil
        return interaction
    }

    func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let navigation = navigationController, let view = navigation.viewIfLoaded else { return }
        let width = max(1, view.bounds.width)
        // Away from the edge the gesture starts at: leftwards from the right edge.
        let direction: CGFloat = gesture.edges.contains(.right) ? -1 : 1
        let translation = direction * gesture.translation(in: view).x
        let percent = min(1, max(0, translation / width))
        switch gesture.state {
        case .began:
            offered = UIPercentDrivenInteractiveTransition()
            navigation.popViewController(animated: true)
            offered = nil
        case .changed:
            interaction?.update(percent)
        case .ended:
            let velocity = direction * gesture.velocity(in: view).x
            if percent > 0.5 || velocity > Self.flickVelocity { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
