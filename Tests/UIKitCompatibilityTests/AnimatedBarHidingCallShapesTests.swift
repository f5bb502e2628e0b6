import Testing
import UIKit

// Animated bar hiding as iOS code writes it (Apple's pages: UINavigationController
// setNavigationBarHidden(_:animated:), setToolbarHidden(_:animated:), hideShowBarDuration;
// UIToolbar setItems(_:animated:)).

final class FullScreenPhotoController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

final class SlidingNavigationController: UINavigationController {
    private(set) var animatedChanges = 0

    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        if animated { animatedChanges += 1 }
        super.setNavigationBarHidden(hidden, animated: animated)
    }

    override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        super.setToolbarHidden(hidden, animated: animated)
    }
}

@MainActor
@Suite("Animated bar hiding call shapes")
struct AnimatedBarHidingCallShapesTests {
    @Test("a pushed controller hides the bars animated; the change reads at once and ends after the duration")
    func hideOnPush() {
        let navigation = SlidingNavigationController(rootViewController: UIViewController())
        navigation.isToolbarHidden = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        navigation.pushViewController(FullScreenPhotoController(), animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(navigation.animatedChanges == 1)
        let duration: CGFloat = UINavigationController.hideShowBarDuration
        window.advance(by: TimeInterval(duration) + 1)
        #expect(navigation.navigationBar.isHidden && navigation.toolbar.isHidden)
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration)) {
            navigation.setNavigationBarHidden(false, animated: true)
        }
        #expect(!navigation.isNavigationBarHidden)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        window.addSubview(toolbar)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        toolbar.setItems([share], animated: true)
        #expect(toolbar.items?.count == 1)
    }
}

// UIToolbar's delegate as iOS code writes it (Apple's pages: UIToolbarDelegate,
// UIBarPositioningDelegate.position(for:), UIBarPositioning.barPosition).
final class TopToolbarController: UIViewController, UIToolbarDelegate {
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.delegate = self
        toolbar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        view.addSubview(toolbar)
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
}

@MainActor
@Suite("UIToolbar delegate call shapes")
struct ToolbarDelegateCallShapesTests {
    @Test("a controller places its toolbar at the top through the delegate")
    func topToolbar() {
        let controller = TopToolbarController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let position: UIBarPosition = controller.toolbar.barPosition
        #expect(position == .topAttached)
        let delegate: UIToolbarDelegate? = controller.toolbar.delegate
        #expect(delegate === controller)
    }
}
