import Testing
import Interlude

// Seed 001 ("向 UINavigationController 的傳統動畫說再見"), in current Swift spelling: a navigation
// controller that is its own delegate and an animation controller that drops the pushed page from
// the top and flies the popped page up, with the revealed view sent to the back.

final class DTAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .none

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let fromView = transitionContext.view(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        let fromViewStartFrame = transitionContext.initialFrame(for: fromViewController)
        let toViewEndFrame = transitionContext.finalFrame(for: toViewController)
        var fromViewEndFrame = fromViewStartFrame
        var toViewStartFrame = toViewEndFrame
        if operation == .push {
            toViewStartFrame.origin.y -= toViewEndFrame.size.height
        } else if operation == .pop {
            fromViewEndFrame.origin.y -= fromViewStartFrame.size.height
            containerView.sendSubviewToBack(toView)
        }
        fromView.frame = fromViewStartFrame
        toView.frame = toViewStartFrame
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
            fromView.frame = fromViewEndFrame
            toView.frame = toViewEndFrame
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

class DTNavController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animationController = DTAnimationController()
        animationController.operation = operation
        return animationController
    }
}

@MainActor
@Suite("Seed 001: NavAnimator")
struct Seed001NavAnimatorTests {
    @Test("push drops the photo page from the top over 0.4 s")
    func pushDropsFromTop() {
        let photos = UIViewController()
        let navigation = DTNavController(rootViewController: photos)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let page = UIViewController()
        navigation.pushViewController(page, animated: true)
        window.advance(by: 0)
        #expect(shownFrame(page.view).minY == -844)
        window.advance(by: 0.2)
        // UIView.animate's default curve is ease-in-ease-out: half the time, half the way.
        #expect(abs(shownFrame(page.view).minY - -422) < 1e-6)
        #expect(shownFrame(photos.view).minY == 0)
        window.advance(by: 0.2)
        #expect(shownFrame(page.view) == window.bounds)
        #expect(photos.view.window == nil)
        #expect(page.view.window === window)
    }

    @Test("pop flies the page up with the photo view sent to the back; the back of the stack stays")
    func popFliesUp() {
        let photos = UIViewController()
        let navigation = DTNavController(rootViewController: photos)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        let page = UIViewController()
        navigation.pushViewController(page, animated: true)
        window.advance(by: 0.4)
        navigation.popViewController(animated: true)
        let container = page.view.superview!
        #expect(container.subviews == [photos.view, page.view])
        window.advance(by: 0.1)
        // easeInEaseOut(0.25) of the 844 pt climb
        let progress = CubicBezier(0.42, 0, 0.58, 1).solve(0.25)
        #expect(abs(shownFrame(page.view).minY - -844 * progress) < 1e-6)
        window.advance(by: 0.3)
        #expect(navigation.viewControllers == [photos])
        #expect(page.view.window == nil)
        #expect(photos.view.window === window)
        #expect(shownFrame(photos.view) == window.bounds)
    }
}
