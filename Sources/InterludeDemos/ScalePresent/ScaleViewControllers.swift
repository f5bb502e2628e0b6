import Interlude

/// The presenting screen of seed 002's demo: one button per animation controller.
public final class ScaleHomeViewController: LoggedViewController {
    /// The transitioning delegate of the first button, kept here because a controller's
    /// `transitioningDelegate` is weak.
    public let scale = ScaleAnimationController()
    /// The transitioning delegate of the second button (springs and keyframes), kept for the same reason.
    public let springKeyframes = SpringKeyframeAnimationController()
    /// The detail presented last, if any.
    public private(set) var lastDetail: ScaleDetailViewController?
    /// The frame of the button that presents with ``ScaleAnimationController`` (scenes tap its centre).
    public static let scaleButtonFrame = CGRect(x: 40, y: 420, width: 310, height: 56)
    /// The frame of the button that presents with ``SpringKeyframeAnimationController``.
    public static let springButtonFrame = CGRect(x: 40, y: 496, width: 310, height: 56)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 0.99, alpha: 1)
        let heading = UILabel(text: "Scale present", size: 34, weight: .bold)
        heading.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 42)
        view.addSubview(heading)
        let caption = UILabel(
            text: "The transitioning delegate vends the\nanimation controller of present and dismiss.",
            size: 15, color: .darkGray)
        caption.frame = CGRect(x: 20, y: 172, width: view.bounds.width - 40, height: 44)
        view.addSubview(caption)
        let scaleButton = UIButton.filled("Present: scale from 0", color: .systemBlue, frame: Self.scaleButtonFrame)
        scaleButton.addAction(
            UIAction { [weak self] _ in self?.showDetail(self?.scale, "Scaled up from 0\nwith UIView.animate") },
            for: .touchUpInside)
        view.addSubview(scaleButton)
        let springButton = UIButton.filled("Present: spring, keyframes", color: .systemPurple, frame: Self.springButtonFrame)
        springButton.addAction(
            UIAction { [weak self] _ in
                self?.showDetail(self?.springKeyframes, "Sprung up with damping 0.6;\nClose runs keyframes")
            }, for: .touchUpInside)
        view.addSubview(springButton)
    }

    func showDetail(_ transitions: (any UIViewControllerTransitioningDelegate)?, _ caption: String) {
        let detail = ScaleDetailViewController(title: "Detail", log: log)
        detail.caption = caption
        detail.transitioningDelegate = transitions
        detail.modalPresentationStyle = .fullScreen
        lastDetail = detail
        present(detail, animated: true, completion: nil)
    }
}

/// The presented screen: an orange card filling the screen, with a Close button that dismisses.
public final class ScaleDetailViewController: LoggedViewController {
    var caption = ""
    /// The Close button's frame.
    public static let closeButtonFrame = CGRect(x: 95, y: 600, width: 200, height: 56)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1.0, green: 0.62, blue: 0.25, alpha: 1)
        let heading = UILabel(text: "Detail", size: 44, weight: .bold, color: .white)
        heading.frame = CGRect(x: 20, y: 300, width: view.bounds.width - 40, height: 54)
        view.addSubview(heading)
        let label = UILabel(text: caption, size: 18, color: .white)
        label.frame = CGRect(x: 20, y: 370, width: view.bounds.width - 40, height: 50)
        view.addSubview(label)
        let close = UIButton.filled(
            "Close", color: UIColor(red: 0.55, green: 0.25, blue: 0.05, alpha: 1), frame: Self.closeButtonFrame)
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true, completion: nil) }, for: .touchUpInside)
        view.addSubview(close)
    }
}
