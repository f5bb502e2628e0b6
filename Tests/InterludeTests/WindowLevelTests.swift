import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// Window levels (https://developer.apple.com/documentation/uikit/uiwindow/level: levels stack
// before windows; .../uiwindow/windowlevel: default `.normal`; .../uiapplication/windows: "orders
// the windows from back to front by window level") and the screen's native metrics
// (.../uiscreen/nativebounds: pixels, portrait-up, unchanged by rotation).
@MainActor
@Suite("Window levels and the screen's native metrics")
struct WindowLevelTests {
    @Test("the levels are 0, 1000 and 2000; a window starts at .normal on the main screen")
    func levels() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect((UIWindow.Level.alert + 1).rawValue == 2001)
        #expect((UIWindow.Level.normal - 1) == UIWindow.Level(rawValue: -1))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowLevel == .normal)
        #expect(window.screen === UIScreen.main)
    }

    @Test("the app's windows run back to front by level, then in the order they were made")
    func windowsOrderedByLevel() {
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let first = UIWindow(frame: .zero)
        let status = UIWindow(frame: .zero)
        status.windowLevel = .statusBar
        let second = UIWindow(frame: .zero)
        let mine = [alert, first, status, second]
        let ordered = UIApplication.shared.windows.filter { window in mine.contains { $0 === window } }
        #expect(ordered.map(ObjectIdentifier.init) == [first, second, status, alert].map(ObjectIdentifier.init))
        first.windowLevel = .alert + 1
        let reordered = UIApplication.shared.windows.filter { window in mine.contains { $0 === window } }
        #expect(reordered.last === first)
    }

    @Test("native bounds are the bounds in pixels with the device upright, in either orientation")
    func nativeBounds() {
        let portrait = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        portrait.makeKeyAndVisible()
        #expect(UIScreen.main.nativeScale == UIScreen.main.scale)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        landscape.makeKeyAndVisible()
        #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
    }
}
