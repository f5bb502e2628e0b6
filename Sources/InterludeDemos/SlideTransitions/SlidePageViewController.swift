import Interlude

/// The pushed page of seed 000, with its own left-edge pan that pops interactively:
/// percent = translation / (width / 3); released above 0.5 the pop finishes, else it is cancelled.
public final class SlidePageViewController: LoggedViewController {
    /// The navigation controller's delegate, found when the edge pan begins; nil before.
    public private(set) var navigationDelegate: SlideNavigationDelegate?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.99, green: 0.91, blue: 0.78, alpha: 1)
        let heading = UILabel(
            text: "Message", size: 32, weight: .bold, color: UIColor(red: 0.55, green: 0.30, blue: 0.05, alpha: 1))
        heading.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 40)
        view.addSubview(heading)
        let hint = UILabel(
            text: "Pushed with SlideAnimationController.\nSwipe from the left edge to pop:\n"
                + "percent = translation ÷ (width ÷ 3);\nabove 0.5 it finishes, else it is cancelled.",
            size: 16, color: UIColor(red: 0.45, green: 0.30, blue: 0.15, alpha: 1))
        hint.frame = CGRect(x: 20, y: 260, width: view.bounds.width - 40, height: 90)
        view.addSubview(hint)
        let arrow = UILabel(text: "⟵ edge", size: 15, weight: .semibold, color: .systemOrange, alignment: .left)
        arrow.frame = CGRect(x: 8, y: 400, width: 120, height: 24)
        view.addSubview(arrow)
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SlidePageViewController.handleEdgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translationBase = view.frame.size.width / 3
        let translationAbs = abs(gesture.translation(in: view).x)
        let percent = translationAbs > translationBase ? 1.0 : translationAbs / translationBase
        switch gesture.state {
        case .began:
            navigationDelegate = navigationController?.delegate as? SlideNavigationDelegate
            navigationDelegate?.interactive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            navigationDelegate?.interactionController.update(percent)
        case .ended, .cancelled:
            if percent > 0.5 {
                navigationDelegate?.interactionController.finish()
            } else {
                navigationDelegate?.interactionController.cancel()
            }
            navigationDelegate?.interactive = false
        default:
            break
        }
    }
}
