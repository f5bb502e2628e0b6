import Testing
@testable import InterludeUIKit

// `providesPresentationContextTransitionStyle` (https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle):
// default false; when true on the controller that defines the presentation context, its
// transition style is used instead of the presented controller's.
@MainActor
@Suite("Presentation context transition style")
struct ContextTransitionStyleTests {
    /// Presents a default (cover-vertical) controller over `host`'s context and returns it and its
    /// window, with its view's opacity and top edge on screen 0.1 s in.
    private func present(provides: Bool, style: UIModalPresentationStyle = .overCurrentContext)
        -> (presented: UIViewController, window: UIWindow, opacity: Float, top: CGFloat)
    {
        let host = UIViewController()
        host.definesPresentationContext = true
        host.providesPresentationContextTransitionStyle = provides
        host.modalTransitionStyle = .crossDissolve
        let window = makeWindow(root: host)
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        host.present(presented, animated: true)
        window.advance(by: 0.1)
        let shown = presented.view.layer.presentation()!
        return (presented, window, shown.opacity, shown.frame.minY)
    }

    @Test("by default the presented controller's own style animates it")
    func ownStyle() {
        #expect(!UIViewController().providesPresentationContextTransitionStyle)
        let (_, _, opacity, top) = present(provides: false)
        #expect(opacity == 1 && top > 0, "covering vertically")
    }

    @Test("a context that provides its style cross-dissolves it, both ways")
    func contextStyle() {
        let (presented, window, opacity, top) = present(provides: true)
        #expect(opacity > 0 && opacity < 1 && top == 0, "dissolving in place")
        #expect(presented.modalTransitionStyle == .coverVertical, "the presented controller's own style is kept")
        window.advance(by: 1)
        presented.dismiss(animated: true)
        window.advance(by: 0.1)
        let shown = presented.view.layer.presentation()!
        #expect(shown.opacity > 0 && shown.opacity < 1 && shown.frame.minY == 0)
    }

    @Test("a full-screen presentation ignores the context's style")
    func notInContext() {
        let (_, _, opacity, top) = present(provides: true, style: .fullScreen)
        #expect(opacity == 1 && top > 0)
    }
}
