import Testing
import UIKit

// The idiom of Apple's custom-presentation sample: the presenting view's tint dims while a
// presentation controller shows its dimming view, and comes back after the dismissal.
final class TintDimmingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        presentingViewController.view.tintAdjustmentMode = .dimmed
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { presentingViewController.view.tintAdjustmentMode = .automatic }
    }
}

final class FullScreenPlayerController: UIViewController {
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .all }
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
        label.bottomAnchor.constraint(lessThanOrEqualTo: bottomLayoutGuide.topAnchor).isActive = true
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

@MainActor
@Suite("Dimmed tints, home indicator and layout guide anchors")
struct DimmingPresentationCallShapesTests {
    @Test("A custom presentation dims the presenting view's tint and restores it after the dismissal")
    func dimsTheTint() {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                TintDimmingPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController(), presented = FullScreenPlayerController()
        let button = UIButton(type: .system)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(button)
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        window.advance(by: 1)
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(button.tintColor != UIColor.systemBlue)
        presented.dismiss(animated: true)
        window.advance(by: 1)
        #expect(button.tintAdjustmentMode == .normal)
        #expect(button.tintColor == UIColor.systemBlue)
        #expect(presented.nibName == nil)
    }
}
