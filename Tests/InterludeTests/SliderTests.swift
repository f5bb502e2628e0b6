import Foundation
import Testing
@testable import InterludeUIKit

// UISlider (https://developer.apple.com/documentation/uikit/uislider): value 0 in 0…1 by
// default, isContinuous true ("the slider sends update events continuously to the associated
// target's action method"; false: "only when the user releases the slider's thumb").
@MainActor
@Suite("UISlider")
struct SliderTests {
    private func makeSlider() -> (UIWindow, UISlider, () -> [Float]) {
        let window = makeWindow()
        // Track 300 points wide from x = 20; the thumb (28 points) travels 272 points.
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        window.addSubview(slider)
        var sent: [Float] = []
        slider.addAction(UIAction { action in sent.append((action.sender as! UISlider).value) }, for: .valueChanged)
        return (window, slider, { sent })
    }

    @Test("defaults, clamping, and ranges that clamp the value")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.75
        #expect(slider.value == 0.75 && slider.maximumValue == 0.75)
        #expect(slider.accessibilityTraits.contains(.adjustable))
        #expect(slider.isAccessibilityElement)
    }

    @Test("dragging the thumb 136 points moves the value by half the range, sending valueChanged on each move")
    func continuousDrag() {
        let (window, slider, sent) = makeSlider()
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
                == CGRect(x: 0, y: 6, width: 28, height: 28))
        window.drag(from: CGPoint(x: 34, y: 120), to: CGPoint(x: 170, y: 120), duration: 0.1)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(sent().count == 6)
        #expect(abs((sent().first ?? 0) - 1.0 / 12) < 1e-6)
        #expect(slider.accessibilityValue == "50%")
    }

    @Test("a non-continuous slider sends once, when the finger lifts")
    func discreteDrag() {
        let (window, slider, sent) = makeSlider()
        slider.isContinuous = false
        window.drag(from: CGPoint(x: 34, y: 120), to: CGPoint(x: 102, y: 120), duration: 0.1)
        #expect(sent().count == 1 && abs(slider.value - 0.25) < 1e-6)
    }

    @Test("a touch off the thumb does nothing; dragging past the end holds the value at the maximum until the finger comes back")
    func offThumbAndPastEnd() {
        let (window, slider, sent) = makeSlider()
        window.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 300, y: 120), duration: 0.1)
        #expect(slider.value == 0 && sent().isEmpty)
        window.sendTouch(.began, at: CGPoint(x: 34, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 400, y: 120))
        #expect(slider.value == 1)
        window.sendTouch(.moved, at: CGPoint(x: 350, y: 120))
        #expect(slider.value == 1, "still beyond the end of the travel (x = 306)")
        window.sendTouch(.moved, at: CGPoint(x: 238, y: 120))
        #expect(abs(slider.value - 0.75) < 1e-6)
        window.sendTouch(.ended, at: CGPoint(x: 238, y: 120))
        #expect(sent().count == 2)
    }
}
