import Interlude

/// Seed 004's presentation controller: places the presented view at `presentFrame` (a default
/// drop-down rectangle when zero) over a translucent grey cover whose tap dismisses.
public class PresentationController: UIPresentationController {
    /// The presented view's frame in the container; zero for the seed's default (100, 56, 150 × 300).
    public var presentFrame: CGRect = .zero

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        let view = presentedView
        view?.frame = (presentFrame == .zero) ? CGRect(x: 100, y: 56, width: 150, height: 300) : presentFrame
        containerView?.insertSubview(cover, at: 0)
    }

    private lazy var cover: UIView = {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(white: 0.5, alpha: 0.2)
        let tap = UITapGestureRecognizer(target: self, action: PresentationController.dismissView)
        view.addGestureRecognizer(tap)
        return view
    }()

    func dismissView() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}
