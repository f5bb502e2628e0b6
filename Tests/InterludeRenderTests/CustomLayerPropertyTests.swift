import Testing
@testable import InterludeUIKit
import InterludeRender

/// A bar filled from the left to `progress` of its width: a key of the class's own, kept with
/// key-value coding as iOS keeps `@NSManaged var progress: CGFloat` (what `interlude port` writes).
final class ProgressBarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// The same bar animating itself when `progress` is set (the action iOS code returns for its key).
final class SelfAnimatingBarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 1
        return animation
    }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A bar whose class does not draw from `progress` (no `needsDisplay(forKey:)`).
final class StillBarLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let progress = value(forKey: "progress") as? CGFloat ?? 0
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// Animations of keys a layer class adds (Core Animation's dynamic properties), from Apple's
/// documentation: "subclasses override `needsDisplay(forKey:)` and return true if the layer should
/// be redisplayed when the value of the specified attribute changes" — during an animation of the
/// key that means each frame, drawn from the presentation layer, whose value is the animated one;
/// setting the key looks up its action (`action(forKey:)`) before the value changes.
/// https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)
@MainActor
@Suite("Animated properties of layer subclasses")
struct CustomLayerPropertyTests {
    private let blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)

    /// A 100 × 20 bar at (0, 40) in a white window, `progress` 1, with actions off while set up.
    private func bar<Layer: CALayer>(_ layer: Layer, progress: CGFloat = 1) -> UIWindow {
        let window = makeWhiteWindow()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 40, width: 100, height: 20)
        layer.setValue(progress, forKey: "progress")
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return window
    }

    private func linear(from: CGFloat, to: CGFloat) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "progress")
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, 1)
        return animation
    }

    @Test("the key keeps its Swift type, and setting it marks the content for drawing")
    func keyValueCoding() {
        let layer = ProgressBarLayer()
        layer.displayIfNeeded()
        layer.progress = 0.25
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.25)
        #expect(layer.needsDisplay())
        layer.setValue(0.5 as Double, forKey: "progress")
        #expect(layer.value(forKey: "progress") as? Double == 0.5)
        layer.setValue(nil, forKey: "progress")
        #expect(layer.value(forKey: "progress") == nil)
    }

    @Test("an animation of the key: the presentation answers the animated value and each frame draws it")
    func drawsEachFrame() {
        let layer = ProgressBarLayer()
        let window = bar(layer)
        layer.add(linear(from: 0, to: 1), forKey: "fill")
        window.advance(by: 0.25)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.25) < 1e-9)
        #expect(layer.progress == 1)
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 20, 50, blue, tolerance: 0)
        expectPixel(frame, 30, 50, white, tolerance: 0)
        window.advance(by: 0.25)
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 45, 50, blue, tolerance: 0)
        expectPixel(frame, 55, 50, white, tolerance: 0)
        // Removed at the end: the model's drawing, the whole bar.
        window.advance(by: 1)
        #expect(layer.animationKeys() == nil)
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 95, 50, blue, tolerance: 0)
    }

    @Test("setting the key runs the action the class returns for it, from the old value")
    func actionForKey() {
        let layer = SelfAnimatingBarLayer()
        let window = bar(layer, progress: 0)
        layer.progress = 1
        #expect(layer.animation(forKey: "progress") != nil)
        window.advance(by: 0.5)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.5) < 1e-9)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 45, 50, blue, tolerance: 0)
        expectPixel(frame, 55, 50, white, tolerance: 0)
    }

    @Test("a class that does not draw from the key keeps its drawing while the key animates")
    func notRedrawn() {
        let layer = StillBarLayer()
        let window = bar(layer)
        layer.add(linear(from: 0, to: 1), forKey: "fill")
        window.advance(by: 0.5)
        #expect(abs((layer.presentation()?.value(forKey: "progress") as? CGFloat ?? -1) - 0.5) < 1e-9)
        expectPixel(window.renderFrame(scale: 1), 95, 50, blue, tolerance: 0)
    }

    @Test("keyframe and additive animations of the key, and animations in groups, interpolate it")
    func otherAnimations() {
        let layer = ProgressBarLayer()
        let window = bar(layer, progress: 0.5)
        let keyframes = CAKeyframeAnimation(keyPath: "progress")
        (keyframes.values, keyframes.duration) = ([0, 1, 0.5] as [CGFloat], 1)
        layer.add(keyframes, forKey: "keyframes")
        window.advance(by: 0.25)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.5) < 1e-9)
        layer.removeAllAnimations()
        let nudge = CABasicAnimation(keyPath: "progress")
        (nudge.fromValue, nudge.toValue, nudge.isAdditive, nudge.duration) = (0.2 as CGFloat, 0 as CGFloat, true, 1)
        layer.add(nudge, forKey: "nudge")
        window.advance(by: 0.5)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.6) < 1e-9)
        layer.removeAllAnimations()
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([linear(from: 0, to: 1)], 2)
        layer.add(group, forKey: "group")
        window.advance(by: 0.75)
        #expect(abs((layer.presentation()?.progress ?? -1) - 0.75) < 1e-9)
    }
}
