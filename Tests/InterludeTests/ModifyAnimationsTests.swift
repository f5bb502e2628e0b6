import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`
// (https://developer.apple.com/documentation/uikit/uiview/modifyanimations(withrepeatcount:autoreverses:animations:)):
// called inside an enclosing animation block, it repeats the animations of its changes `count`
// times, running each back after forward when `autoreverses`.
@MainActor
@Suite("UIView.modifyAnimations")
struct ModifyAnimationsTests {
    private func makeScene() -> (UIWindow, UIView) {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test("two autoreversing repetitions of a 1 s block go there and back twice, then show the model")
    func repeatsAndReverses() {
        let (window, view) = makeScene()
        var finishedAt: Double?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
            }, completion: { _ in finishedAt = CACurrentMediaTime() })
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == 2)
        #expect(animation?.autoreverses == true)
        window.advance(to: 0.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.advance(to: 1.75)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6, "on the way back")
        window.advance(to: 2.25)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6, "second repetition, forward")
        window.advance(to: 3.5)
        expectClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "second repetition, back")
        window.advance(to: 4)
        #expect(view.layer.presentation()!.opacity == 0, "the model value shows at the end")
        #expect(finishedAt == 4)
    }

    @Test("only the changes inside are modified; a fractional count stops part way")
    func onlyInsideChanges() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.center.x = 150
            UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: false) { view.alpha = 0 }
        }
        #expect(view.layer.animation(forKey: "opacity")?.repeatCount == 1.5)
        let moves = (view.layer.animationKeys() ?? []).compactMap { view.layer.animation(forKey: $0) }
            .filter { $0 !== view.layer.animation(forKey: "opacity") }
        #expect(!moves.isEmpty && moves.allSatisfy { $0.repeatCount == 0 })
        window.advance(to: 1.25)
        expectClose(Double(view.layer.presentation()!.opacity), 0.75, tolerance: 1e-6)
        window.advance(to: 1.5)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test("outside an animation block the changes are made at once")
    func outsideBlock() {
        let (_, view) = makeScene()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.alpha = 0.5 }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.5)
    }
}
