import Testing
@testable import InterludeUIKit

/// Safe areas as UIKit documents them
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets): a view's insets are the
/// part of it its superview's unsafe margins cover; a controller's root view adds its container's
/// bars and the controller's `additionalSafeAreaInsets`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets).
/// The device is an iPhone 14: 47 points of status bar and 34 of home indicator in portrait; 47 on
/// each side and 21 at the bottom in landscape (what `safeAreaInsets` returns on the device).
@MainActor
@Suite("Safe areas: the status bar, the home indicator, bars and additional insets")
struct SafeAreaTests {
    /// Logs the safe-area and layout callbacks of a controller and its root view.
    final class InsetsLoggingController: UIViewController {
        var log: [String] = []
        override func loadView() {
            let logged = LoggingView(frame: UIScreen.main.bounds)
            logged.onChange = { [unowned self] insets in log.append("view.safeAreaInsetsDidChange \(insets.top) \(insets.bottom)")
            }
            view = logged
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            log.append("viewSafeAreaInsetsDidChange")
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    }

    final class LoggingView: UIView {
        var onChange: (UIEdgeInsets) -> Void = { _ in }
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            onChange(safeAreaInsets)
        }
    }

    @Test("A window's insets are the device's: 47/34 in portrait, 47 on the sides and 21 below in landscape")
    func windowInsets() {
        let portrait = makeWindow(width: 390, height: 844)
        #expect(portrait.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let landscape = makeWindow(width: 844, height: 390)
        #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).safeAreaInsets == .zero)
    }

    @Test("A view's insets are its superview's clipped to its frame; none where the superview has none")
    func clipping() {
        let window = makeWindow(width: 390, height: 844)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let inset = UIView(frame: CGRect(x: -10, y: 20, width: 100, height: 100))
        for view in [top, middle, bottom, inset] { window.addSubview(view) }
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // 27 points of it are under the status bar; sticking out on the left adds nothing.
        #expect(inset.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let child = UIView(frame: CGRect(x: 0, y: 10, width: 50, height: 50))
        inset.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        top.removeFromSuperview()
        #expect(top.safeAreaInsets == .zero)
    }

    @Test("A root view gets the controller's additional insets on top; its subviews inherit them")
    func additionalInsets() {
        let controller = UIViewController()
        let window = makeWindow(root: controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        let content = UIView(frame: controller.view.bounds)
        controller.view.addSubview(content)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 5, y: 57, width: 385, height: 753))
        #expect(controller.view.safeAreaLayoutGuide.owningView === controller.view)
        #expect(controller.view.safeAreaLayoutGuide === controller.view.safeAreaLayoutGuide)
        #expect(controller.view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        _ = window
    }

    @Test("The navigation bar sits below the status bar and adds its 44 points to its children's top inset")
    func navigationBar() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makeWindow(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(child.topLayoutGuide.length == 91)
        #expect(child.bottomLayoutGuide.length == 34)
        child.additionalSafeAreaInsets.top = 9
        #expect(child.view.safeAreaInsets.top == 100)
        #expect(child.topLayoutGuide.length == 91)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(child.view.safeAreaInsets.top == 56)
        _ = window
    }

    @Test("The tab bar is 49 points above the home indicator, reaches the bottom, and adds to its children's bottom inset")
    func tabBar() {
        let plain = UIViewController(), inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain]
        let window = makeWindow(root: tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(tabs.tabBar.frameOfItem(at: 0) == CGRect(x: 0, y: 0, width: 195, height: 49))
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        tabs.selectedIndex = 1
        window.advance(by: 0)
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
    }

    @Test("The change callbacks come in the layout pass: the view's, then the controller's, then layout")
    func callbacks() {
        let controller = InsetsLoggingController()
        let window = makeWindow(width: 390, height: 844)
        // The appearance lays the view out before viewIsAppearing: the callbacks come then.
        window.rootViewController = controller
        window.advance(by: 0)
        #expect(
            Array(controller.log.prefix(3)) == [
                "view.safeAreaInsetsDidChange 47.0 34.0", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
            ])
        controller.log = []
        window.advance(by: 0.1)
        #expect(controller.log.isEmpty)
        controller.additionalSafeAreaInsets.bottom = 20
        window.layoutIfNeeded()
        #expect(
            controller.log == [
                "view.safeAreaInsetsDidChange 47.0 54.0", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
            ])
    }

    @Test("A page sheet starts below the status bar: only the home indicator's inset; full screen gets both")
    func presentedInsets() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        window.advance(by: 0)
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        sheet.dismiss(animated: false)
        window.advance(by: 0)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        window.advance(by: 0)
        #expect(cover.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
