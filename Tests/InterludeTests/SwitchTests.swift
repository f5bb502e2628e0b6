import Foundation
import Testing
@testable import InterludeUIKit

// UISwitch (https://developer.apple.com/documentation/uikit/uiswitch): isOn false by default;
// setOn(_:animated:) "doesn't send an action message"; init(frame:): "The size components of this
// rectangle are ignored".
@MainActor
@Suite("UISwitch")
struct SwitchTests {
    @Test("Off by default, 51 × 31 points whatever the frame, value 0/1 for accessibility")
    func defaults() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(!toggle.isOn)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.isOn && toggle.accessibilityValue == "1")
    }

    @Test("A tap flips it and sends valueChanged, then primaryActionTriggered; code sends nothing")
    func tapping() {
        let window = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(events.isEmpty)
        window.tap(at: CGPoint(x: 125, y: 115))
        #expect(toggle.isOn && events == ["valueChanged true", "primary"])
        window.tap(at: CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn && events.count == 4)
        // A touch that lifts outside flips nothing.
        window.drag(from: CGPoint(x: 125, y: 115), to: CGPoint(x: 300, y: 400), duration: 0.1)
        #expect(!toggle.isOn && events.count == 4)
    }

    @Test("The thumb sits at the left when off and at the right when on; the track shows the on tint")
    func drawing() {
        let window = makeWindow()
        window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        toggle.onTintColor = .blue
        window.addSubview(toggle)
        var frame = window.renderFrame(scale: 1)
        // Off: the light track, white thumb on the left, the right end shows the track.
        #expect(frame.pixel(x: 15, y: 15) == (255, 255, 255, 255))
        #expect(frame.pixel(x: 44, y: 15).b < 250 || frame.pixel(x: 44, y: 15).r < 250)
        toggle.setOn(true, animated: false)
        frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 36, y: 15) == (255, 255, 255, 255))
        let left = frame.pixel(x: 6, y: 15)
        #expect(left.r == 0 && left.g == 0 && left.b == 255)
    }
}
