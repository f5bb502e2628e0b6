import Testing
@testable import InterludeUIKit

@MainActor
@Suite("Home indicator and deferred system gestures")
struct HomeIndicatorPreferenceTests {
    final class Immersive: UIViewController {
        var hides = false
        override var prefersHomeIndicatorAutoHidden: Bool { hides }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    }

    final class Container: UIViewController {
        let content = Immersive()
        override var childForHomeIndicatorAutoHidden: UIViewController? { content }
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    }

    @Test("Preferences are read from the deciding controller's child when set, and again only when asked")
    func readOnRequest() {
        let container = Container()
        let window = makeWindow(root: container)
        let manager = window.statusBarManager
        #expect(!manager.isHomeIndicatorAutoHidden)
        #expect(manager.edgesDeferringSystemGestures == .bottom)
        container.content.hides = true
        #expect(!manager.isHomeIndicatorAutoHidden)
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(!manager.isHomeIndicatorAutoHidden)
        container.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(manager.isHomeIndicatorAutoHidden)
    }

    @Test("A controller keeps the nib name and bundle it was made with; plain controllers have none")
    func nibName() {
        #expect(UIViewController().nibName == nil)
        let named = UIViewController(nibName: "Detail", bundle: .main)
        #expect(named.nibName == "Detail")
        #expect(named.nibBundle === Bundle.main)
    }
}
