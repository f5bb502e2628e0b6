import UIKit
import Testing

@MainActor
@Suite("UIApplication")
struct ApplicationTests {
    @Test("The key window is the one last made key and visible; windows lists both in creation order")
    func keyWindow() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        first.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === first)
        second.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === second)
        #expect(!first.isKeyWindow)
        let windows = UIApplication.shared.windows
        let firstIndex = windows.firstIndex { $0 === first }, secondIndex = windows.firstIndex { $0 === second }
        #expect(firstIndex != nil && secondIndex != nil && firstIndex! < secondIndex!)
    }

    @Test("UIStatusBarStyle raw values match UIKit's (default 0, lightContent 1, darkContent 3)")
    func statusBarStyleRawValues() {
        // UIKit's UIStatusBarStyle: UIStatusBarStyleDefault = 0, UIStatusBarStyleLightContent = 1,
        // UIStatusBarStyleDarkContent = 3 (2 was the deprecated black-opaque style).
        #expect(UIStatusBarStyle.default.rawValue == 0)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        UIApplication.shared.setStatusBarStyle(.default, animated: false)
    }

    @Test("An app delegate that keeps a window exposes it")
    func delegateWindow() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        let delegate = AppDelegate()
        delegate.window = UIWindow(frame: .zero)
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.delegate?.window != nil)
        UIApplication.shared.delegate = nil
    }
}
