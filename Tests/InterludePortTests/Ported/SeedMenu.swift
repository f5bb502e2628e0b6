import Interlude

protocol SeedMenuDelegate: AnyObject {
    func menuWillOpen(_ menu: SeedMenuViewController)
    func menuTitle(for menu: SeedMenuViewController) -> String?
    func menuDidClose(_ menu: SeedMenuViewController)
}

extension SeedMenuDelegate {
    func menuWillOpen(_ menu: SeedMenuViewController) {}
    func menuTitle(for menu: SeedMenuViewController) -> String? { nil }
}

@MainActor final class SeedPanTracker {
    var translations: [CGPoint] = []
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        translations.append(recognizer.translation(in: nil))
    }
}

class SeedMenuViewController: UIViewController {
    weak var delegate: SeedMenuDelegate?
    weak var blurView: UIVisualEffectView!
    let tracker = SeedPanTracker()
    var operation: UINavigationController.Operation = .push
    var ticks = 0

    private lazy var cover: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tap = UITapGestureRecognizer(target: self, action: SeedMenuViewController.dismissView)
        view.addGestureRecognizer(tap)
        return view
    }()

    func finishPreview(button: UIButton, child: UIViewController) {
        blurView.isUserInteractionEnabled = true
        blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SeedMenuViewController.dismissMenu))
        button.addTarget(self, action: SeedMenuViewController.buttonTapped(_:), for: .touchUpInside)
        button.setTitle("Close", for: UIControl.State.normal)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(tracker, action: SeedPanTracker.handlePan(_:))
        view.addGestureRecognizer(pan)
        let link = CADisplayLink(target: self, selector: SeedMenuViewController.step)
        link.add(to: .main, forMode: .common)
        delegate?.menuWillOpen(self)
        title = delegate?.menuTitle(for: self) ?? "Menu"
        UIView.animate(withDuration: 0.3, delay: 0, options: UIView.AnimationOptions.curveEaseIn, animations: {
            self.cover.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        }, completion: nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        fade.fillMode = CAMediaTimingFillMode.forwards
        addChild(child)
        child.didMove(toParent: self)
        child.removeFromParent()
        dismissMenu()
    }

    func dismissMenu() { delegate?.menuDidClose(self) }
    func dismissView() {}
    func buttonTapped(_ sender: UIButton) {}
    func step() { ticks += 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cover)
    }
}

class SeedRingLayer: CAShapeLayer {
    var progress: CGFloat = 0

    required init() {
        super.init()
        lineWidth = 4
    }

    required init(layer: Any) {
        super.init(layer: layer)
        progress = (layer as? SeedRingLayer)?.progress ?? 0
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
