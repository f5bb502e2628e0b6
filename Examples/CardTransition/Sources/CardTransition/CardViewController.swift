import UIKit

/// The card: a rounded sheet with a grabber and a title. Dragging it down dismisses it
/// interactively — the drag scrubs the slide, and lifting the finger past a third of the card's
/// height (or flicking down) finishes the dismissal, otherwise the card slides back up.
public final class CardViewController: UIViewController {
    /// The presentation's delegate (kept here: a controller's `transitioningDelegate` is weak).
    public let cardTransition = CardTransitioningDelegate()
    /// Downward speed, in points per second, past which lifting the finger dismisses.
    public static let flickVelocity: CGFloat = 800

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Card"
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransition
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = 24
        let grabber = UIView(frame: CGRect(x: 0, y: 10, width: 48, height: 6))
        grabber.backgroundColor = UIColor(white: 1, alpha: 0.6)
        grabber.layer.cornerRadius = 3
        grabber.tag = 1
        view.addSubview(grabber)
        let label = UILabel(frame: CGRect(x: 24, y: 40, width: 300, height: 34))
        label.text = "Drag me down"
        label.textColor = .white
        label.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(label)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardViewController.handlePan))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.viewWithTag(1)?.center.x = view.bounds.midX
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let distance = max(1, view.bounds.height)
        let progress = min(1, max(0, pan.translation(in: view.superview).y / distance))
        switch pan.state {
        case .began:
            cardTransition.dismissInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransition.dismissInteraction?.update(progress)
        case .ended, .cancelled:
            let flicked = pan.velocity(in: view.superview).y > Self.flickVelocity
            if pan.state == .ended, progress > 1.0 / 3 || flicked {
                cardTransition.dismissInteraction?.finish()
            } else {
                cardTransition.dismissInteraction?.cancel()
            }
            cardTransition.dismissInteraction = nil
        default:
            break
        }
    }
}
