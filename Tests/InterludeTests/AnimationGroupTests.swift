import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `CAAnimationGroup`: the children run on the group's local time (their begin times count from
/// the group's start), the group's duration clips them, and the group's fill decides what shows
/// after it ends. Expected values are the linear interpolations worked out by hand in each test.
@MainActor @Suite("CAAnimationGroup")
struct AnimationGroupTests {
    let window = makeWindow()
    let layer = CALayer()

    init() {
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        window.layer.addSublayer(layer)
    }

    var shownX: CGFloat { layer.presentation()!.position.x }
    var shownOpacity: Double { Double(layer.presentation()!.opacity) }

    func linear(_ keyPath: String, from: Double, to: Double, begin: Double = 0, duration: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.beginTime = begin
        animation.duration = duration
        return animation
    }

    @Test("children's begin times count from the group's start")
    func childrenOnGroupTime() {
        let group = CAAnimationGroup()
        group.duration = 2
        // x: 0 → 100 during the group's first second; opacity: 1 → 0 during its second.
        group.animations = [
            linear("position.x", from: 0, to: 100, duration: 1),
            linear("opacity", from: 1, to: 0, begin: 1, duration: 1),
        ]
        layer.add(group, forKey: "group")
        window.advance(to: 0.5)
        expectClose(shownX, 50, tolerance: 1e-9)
        #expect(shownOpacity == 1, "the second child has not begun: the model shows")
        window.advance(to: 1.5)
        #expect(shownX == 5, "the first child ended (fill removed): the model x, 5, shows")
        expectClose(shownOpacity, 0.5, tolerance: 1e-6)
        window.advance(to: 2.5)
        #expect(layer.animation(forKey: "group") == nil)
        #expect(shownX == 5 && shownOpacity == 1)
    }

    @Test("a child filling forwards holds its end value for the rest of the group")
    func childFillForwards() {
        let group = CAAnimationGroup()
        group.duration = 2
        let move = linear("position.x", from: 0, to: 100, duration: 1)
        move.fillMode = .forwards
        group.animations = [move]
        layer.add(group, forKey: "group")
        window.advance(to: 1.5)
        #expect(shownX == 100)
    }

    @Test("the group's duration clips a longer child")
    func durationClips() {
        let group = CAAnimationGroup()
        group.duration = 1
        // 0 → 300 over 3 s would be at 100 after 1 s; the group stops it there.
        group.animations = [linear("position.x", from: 0, to: 300, duration: 3)]
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")
        window.advance(to: 0.5)
        expectClose(shownX, 50, tolerance: 1e-9)
        window.advance(to: 2)
        expectClose(shownX, 100, tolerance: 1e-9, "held at the child's value at group time 1 s")
        #expect(layer.animation(forKey: "group") != nil)
    }

    @Test("without fill the clipped child disappears when the group ends")
    func groupWithoutFill() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [linear("position.x", from: 0, to: 300, duration: 3)]
        layer.add(group, forKey: "group")
        window.advance(to: 1.2)
        #expect(shownX == 5)
    }

    @Test("a group filling backwards shows its children's start during its delay")
    func groupFillBackwards() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.beginTime = window.clock.now + 1 // CACurrentMediaTime() reads the newest window's clock
        group.fillMode = .backwards
        group.animations = [linear("position.x", from: 20, to: 120, duration: 1)]
        layer.add(group, forKey: "group")
        window.advance(to: 0.5)
        #expect(shownX == 20)
        window.advance(to: 1.25)
        expectClose(shownX, 45, tolerance: 1e-9)
    }

    @Test("the group's speed scales its children: at speed 2, 0.25 s of layer time is 0.5 s of group time")
    func groupSpeed() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.speed = 2
        group.animations = [linear("position.x", from: 0, to: 100, duration: 1)]
        layer.add(group, forKey: "group")
        window.advance(to: 0.25)
        expectClose(shownX, 50, tolerance: 1e-9)
        window.advance(to: 0.6)
        #expect(layer.animation(forKey: "group") == nil, "a 1 s group at speed 2 ends after 0.5 s")
    }
}
