import Testing

@testable import InterludeUIKit

/// `UIScreen.main` under Interlude: each window is its own device, and a controller's view loads at
/// the size of the window it is going to, whichever window is key. (Before, a view loaded at the key
/// window's size, so a test's layout depended on other tests' windows running beside it.)
@MainActor
@Suite("One screen per window")
struct ScreenPerWindowTests {
    final class MeasuringController: UIViewController {
        var screenAtLoad: CGRect = .null
        var viewAtLoad: CGRect = .null
        override func viewDidLoad() {
            super.viewDidLoad()
            screenAtLoad = UIScreen.main.bounds
            viewAtLoad = view.bounds
        }
    }

    @Test("A root controller loads at its window's size while another, larger window is key")
    func rootLoadsAtItsWindow() {
        let tablet = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        tablet.makeKeyAndVisible()
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = MeasuringController()
        phone.rootViewController = root
        #expect(root.viewAtLoad == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.screenAtLoad == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.bounds.width == 1024)
    }

    @Test("A presented controller and a child load at their host's window size")
    func presentedAndChildLoadAtTheirWindow() {
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        phone.rootViewController = root
        phone.makeKeyAndVisible()
        let tablet = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        let tabletRoot = UIViewController()
        tablet.rootViewController = tabletRoot
        let child = MeasuringController()
        tabletRoot.addChild(child)
        tabletRoot.view.addSubview(child.view)
        child.didMove(toParent: tabletRoot)
        #expect(child.screenAtLoad.size == CGSize(width: 1024, height: 1366))
        let presented = MeasuringController()
        presented.modalPresentationStyle = .fullScreen
        tabletRoot.present(presented, animated: false)
        #expect(presented.screenAtLoad.size == CGSize(width: 1024, height: 1366))
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
    }
}
