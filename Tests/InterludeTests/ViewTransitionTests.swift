import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `UIView.transition(with:…)`: the flips turn the old content away for the first half and the
/// new content in for the second, about the vertical (left/right) or horizontal (top/bottom)
/// axis, seen with m34 = −1/1000; cross-dissolve fades the old content out over the new.
///
/// Expected matrices are Core Animation's rotation R(θ) about y (m11 = cos θ, m13 = −sin θ,
/// m31 = sin θ, m33 = cos θ) or about x (m22 = cos θ, m23 = sin θ, m32 = −sin θ) followed by the
/// perspective P (identity with m34 = −1/1000): R·P keeps R's 3 × 3 part and adds
/// m_i4 = −R_i3 / 1000, worked out by hand for each θ below.
@MainActor @Suite("UIView.transition(with:): flips and cross-dissolve")
struct ViewTransitionTests {
    let window = makeWindow()
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))

    init() {
        card.backgroundColor = .red
        window.addSubview(card)
    }

    /// The frozen copy of the old content, which the transition puts just above the view.
    func oldContent() -> CALayer {
        let layers = window.layer.sublayers ?? []
        let index = layers.firstIndex { $0 === card.layer }!
        return layers[index + 1]
    }

    @Test("flip from left: m34 = −1/1000, the old side turns to −π/2 by half-time, then the new side turns in from π/2")
    func flipFromLeft() {
        var finished: Bool?
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { self.card.backgroundColor = .blue }, completion: { finished = $0 })
        let old = oldContent()
        #expect(old !== card.layer)
        #expect(card.backgroundColor == .blue, "the change happens at once, under the transition")

        let start = old.presentation()!.transform
        #expect(start.m34 == -1 / 1000 && start.m11 == 1 && start.m13 == 0, "at t = 0: the perspective alone")

        window.advance(to: 0.25)
        // Old content at a quarter: θ = −π/4 about y.
        let quarter = old.presentation()!.transform
        let r = 0.5.squareRoot()
        expectClose(Double(quarter.m11), r, tolerance: 1e-12)
        expectClose(Double(quarter.m13), r, tolerance: 1e-12) // −sin(−π/4)
        expectClose(Double(quarter.m31), -r, tolerance: 1e-12) // sin(−π/4)
        expectClose(Double(quarter.m14), -r / 1000, tolerance: 1e-15)
        expectClose(Double(quarter.m34), -r / 1000, tolerance: 1e-15)
        #expect(old.presentation()!.isHidden == false)
        #expect(card.layer.presentation()!.isHidden, "the new content waits, hidden, for the second half")

        // The swap at half-time.
        window.advance(to: 0.49)
        #expect(!old.presentation()!.isHidden && card.layer.presentation()!.isHidden)
        window.advance(to: 0.51)
        #expect(old.presentation()!.isHidden && !card.layer.presentation()!.isHidden)

        window.advance(to: 0.75)
        // New content at three quarters: half-way through its turn from π/2 to 0, θ = π/4.
        let threeQuarters = card.layer.presentation()!.transform
        expectClose(Double(threeQuarters.m11), r, tolerance: 1e-12)
        expectClose(Double(threeQuarters.m13), -r, tolerance: 1e-12)
        expectClose(Double(threeQuarters.m14), r / 1000, tolerance: 1e-15)
        expectClose(Double(threeQuarters.m34), -r / 1000, tolerance: 1e-15)

        window.advance(to: 1)
        #expect(finished == true)
        #expect(window.layer.sublayers!.count == 1, "the old content is gone")
        #expect(card.layer.presentation()!.transform == CATransform3DIdentity)
    }

    @Test("flip from top turns about the horizontal axis: at a quarter θ = π/4 about x")
    func flipFromTop() {
        UIView.transition(with: card, duration: 2, options: [.transitionFlipFromTop, .curveLinear], animations: nil)
        let old = oldContent()
        window.advance(to: 0.5)
        let quarter = old.presentation()!.transform
        let r = 0.5.squareRoot()
        expectClose(Double(quarter.m11), 1, tolerance: 1e-12)
        expectClose(Double(quarter.m22), r, tolerance: 1e-12)
        expectClose(Double(quarter.m23), r, tolerance: 1e-12)
        expectClose(Double(quarter.m32), -r, tolerance: 1e-12)
        expectClose(Double(quarter.m24), -r / 1000, tolerance: 1e-15)
        expectClose(Double(quarter.m34), -r / 1000, tolerance: 1e-15)
        window.advance(to: 2)
    }

    @Test("flips from the right and bottom turn the other way")
    func oppositeFlips() {
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: nil)
        window.advance(to: 0.25)
        // θ = +π/4 about y: m13 = −sin θ.
        expectClose(Double(oldContent().presentation()!.transform.m13), -0.5.squareRoot(), tolerance: 1e-12)
        window.advance(to: 1)
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromBottom, .curveLinear], animations: nil)
        window.advance(to: 1.25)
        // θ = −π/4 about x: m23 = sin θ.
        expectClose(Double(oldContent().presentation()!.transform.m23), -0.5.squareRoot(), tolerance: 1e-12)
        window.advance(to: 2)
    }

    @Test("cross-dissolve follows the default ease-in-ease-out curve; the new content is opaque underneath")
    func crossDissolveEased() {
        var finished: Bool?
        UIView.transition(
            with: card, duration: 1, options: .transitionCrossDissolve,
            animations: { self.card.alpha = 1 }, completion: { finished = $0 })
        let old = oldContent()
        window.advance(to: 0.25)
        expectClose(Double(old.presentation()!.opacity), 1 - easeInEaseOut.solve(0.25), tolerance: 1e-6)
        #expect(card.layer.presentation()!.opacity == 1)
        window.advance(to: 1)
        #expect(finished == true)
        #expect(window.layer.sublayers!.count == 1)
    }

    @Test("transition(from:to:) puts the new view in the old one's place and removes the old")
    func transitionFromTo() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fromView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let last = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        [first, fromView, last].forEach(container.addSubview)
        let toView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var finished: Bool?
        UIView.transition(from: fromView, to: toView, duration: 0.5, options: .transitionCrossDissolve) { finished = $0 }
        #expect(container.subviews.map(ObjectIdentifier.init) == [first, toView, last].map(ObjectIdentifier.init))
        #expect(fromView.superview == nil)
        window.advance(to: 0.5)
        #expect(finished == true)
    }
}
