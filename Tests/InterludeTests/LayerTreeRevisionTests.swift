import InterludeTestSupport
import InterludeRender
import Testing
@testable import InterludeQuartzCore
@testable import InterludeUIKit

/// The live window redraws only when `LayerTreeRevision` moved or the clock has work: these pin
/// down which changes move it and that rendering's own reads and an idle clock do not.
@MainActor @Suite("Layer tree revision")
struct LayerTreeRevisionTests {
    /// Whether `change` moved the revision.
    func bumps(_ change: () -> Void) -> Bool {
        let before = LayerTreeRevision.current
        change()
        return LayerTreeRevision.current != before
    }

    @Test("model values, sublayers, content, mask, timing and animations move it; equal values do not")
    func changesThatCount() {
        let layer = CALayer()
        let sublayer = CALayer()
        #expect(bumps { layer.opacity = 0.5 })
        #expect(!bumps { layer.opacity = 0.5 })
        #expect(bumps { layer.position = CGPoint(x: 10, y: 20) })
        #expect(bumps { layer.addSublayer(sublayer) })
        #expect(bumps { sublayer.removeFromSuperlayer() })
        #expect(bumps { layer.setNeedsDisplay() })
        #expect(bumps { layer.contentsGravity = .center })
        #expect(bumps { layer.mask = CALayer() })
        #expect(bumps { layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil) })
        #expect(bumps { layer.speed = 0 })
        #expect(bumps { layer.timeOffset = 0.25 })
        #expect(bumps { layer.beginTime = 1 })
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        #expect(bumps { layer.add(animation, forKey: "fade") })
        #expect(bumps { layer.removeAllAnimations() })
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bumps { view.backgroundColor = .red })
        #expect(bumps { view.isHidden = true })
    }

    @Test("an idle window advancing, and rendering reads, leave it; an animation's end moves it")
    func idleAndAnimating() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(box)
        window.makeKeyAndVisible()
        window.advance(by: 0.1)
        #expect(!window.clock.hasPendingWork)
        #expect(!bumps { window.advance(by: 1) })
        #expect(!bumps { _ = box.layer.presentationState() })
        let label = UILabel(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        label.text = "drawn"
        window.addSubview(label)
        _ = window.renderFrame(scale: 1)
        #expect(!bumps { _ = window.renderFrame(scale: 2) })
        UIView.animate(withDuration: 0.2) { box.center = CGPoint(x: 50, y: 50) }
        window.advance(by: 0)
        #expect(window.clock.hasPendingWork)
        // Mid-flight the model stands still: only the clock says the picture moves.
        #expect(!bumps { window.advance(by: 0.05) })
        #expect(window.clock.hasPendingWork)
        #expect(bumps { window.advance(by: 0.2) }, "the finished animation is removed")
        #expect(!window.clock.hasPendingWork)
    }
}
