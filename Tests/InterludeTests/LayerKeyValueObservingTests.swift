import Foundation
import Testing
@testable import InterludeUIKit

/// A shape layer subclass, to check that a subclass's key paths match.
private final class RingLayer: CAShapeLayer {}

// Key-value observing of layers with Foundation's Swift call shape
// (https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift): every
// setter call reports once, with the old and new model values; `invalidate()` ends it.
@MainActor
@Suite("Key-value observing of layers")
struct LayerKeyValueObservingTests {
    @Test("a bounds observer hears each set, equal values too, with old and new values; invalidate ends it")
    func bounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var changes: [(CGRect?, CGRect?)] = []
        var observed: CALayer?
        let observation = layer.observe(\.bounds, options: [.old, .new]) { layer, change in
            observed = layer
            changes.append((change.oldValue, change.newValue))
        }
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(changes.count == 2 && observed === layer)
        #expect(changes[0].0 == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(changes[0].1 == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(changes[1].0 == changes[1].1, "an equal value notifies too, as Foundation's automatic notifications do")
        layer.opacity = 0.5
        #expect(changes.count == 2, "another property does not notify bounds observers")
        observation.invalidate()
        layer.bounds = .zero
        #expect(changes.count == 2)
    }

    @Test("isHidden, opacity and a shape subclass's strokeEnd notify under their own key paths")
    func otherKeys() {
        let ring = RingLayer()
        var log: [String] = []
        let hidden = ring.observe(\.isHidden, options: [.new]) { _, change in log.append("hidden \(change.newValue!)") }
        let stroke = ring.observe(\.strokeEnd, options: [.new]) { _, change in log.append("strokeEnd \(change.newValue!)") }
        let opacity = ring.observe(\.opacity, options: [.initial, .new]) { _, change in log.append("opacity \(change.newValue!)")
        }
        ring.isHidden = true
        ring.strokeEnd = 0.25
        ring.opacity = 0.5
        #expect(log == ["opacity 1.0", "hidden true", "strokeEnd 0.25", "opacity 0.5"])
        withExtendedLifetime((hidden, stroke, opacity)) {}
    }

    @Test("a view's frame reaches its layer's bounds and position observers; frame itself is not a layer key")
    func viewFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [CGPoint] = []
        var boundsChanges = 0
        let position = view.layer.observe(\.position, options: [.new]) { _, change in positions.append(change.newValue!) }
        let bounds = view.layer.observe(\.bounds) { _, _ in boundsChanges += 1 }
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(positions == [CGPoint(x: 25, y: 40)] && boundsChanges == 1)
        withExtendedLifetime((position, bounds)) {}
    }

    @Test("animations change the presentation, not the model: observers hear only the model set")
    func animationsDoNotReport() {
        let window = makeWindow()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        var count = 0
        let observation = layer.observe(\.opacity) { _, _ in count += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        window.advance(by: 0.5)
        #expect(count == 0)
        layer.opacity = 0
        #expect(count == 1)
        withExtendedLifetime((window, observation)) {}
    }

    @Test("a deallocated observation stops; a layer key path that does not notify reports only announced changes")
    func lifetimeAndCustom() {
        let layer = CALayer()
        var count = 0
        var observation: NSKeyValueObservation? = layer.observe(\.position) { _, _ in count += 1 }
        layer.position = CGPoint(x: 1, y: 1)
        observation = nil
        layer.position = CGPoint(x: 2, y: 2)
        #expect(count == 1 && observation == nil)
        var names = 0
        let named = layer.observe(\.name) { _, _ in names += 1 }
        layer.name = "badge"
        #expect(names == 0)
        layer.willChangeValue(for: \.name)
        layer.didChangeValue(for: \.name)
        #expect(names == 1)
        withExtendedLifetime(named) {}
    }
}
