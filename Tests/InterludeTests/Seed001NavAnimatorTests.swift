import Testing
import Interlude

// Seed 001 ("向 UINavigationController 的傳統動畫說再見"): the seed's DTNavController (its own
// delegate) and DTAnimationController (SeedClients), which drop the pushed page from the top and
// fly the popped page up, with the revealed view sent to the back.

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
