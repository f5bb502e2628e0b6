import Interlude

/// Seed 000's pushed page with its own left-edge pan that pops interactively:
/// percent = translation / (width / 3); released above 0.5 the pop finishes, else it is cancelled.
final class SlidePageViewController: LoggingViewController {
    private(set) var navigationDelegate: SlideNavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
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
            // Taken before the pop: once it starts, the page leaves the stack.
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
