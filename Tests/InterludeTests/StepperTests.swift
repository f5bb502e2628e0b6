import Foundation
import Testing
@testable import InterludeUIKit

// UIStepper (https://developer.apple.com/documentation/uikit/uistepper): value 0, minimumValue 0,
// maximumValue 100, stepValue 1, isContinuous, autorepeat true, wraps false by default; "If
// wraps is true, incrementing beyond maximumValue sets value to minimumValue"; a value set
// outside the range is pinned to it.
@MainActor
@Suite("UIStepper")
struct StepperTests {
    private func makeStepper(in window: UIWindow) -> (UIStepper, () -> [Double]) {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(stepper)
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        return (stepper, { sent })
    }

    @Test("Defaults and pinning")
    func defaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.value = 140
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
    }

    @Test("Taps on + and − step by stepValue and send valueChanged; the ends hold unless it wraps")
    func tapping() {
        let window = makeWindow()
        let (stepper, sent) = makeStepper(in: window)
        stepper.stepValue = 2.5
        stepper.maximumValue = 5
        window.tap(at: CGPoint(x: 170, y: 116))
        window.tap(at: CGPoint(x: 170, y: 116))
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 5 && sent() == [2.5, 5])
        window.tap(at: CGPoint(x: 120, y: 116))
        #expect(stepper.value == 2.5 && sent() == [2.5, 5, 2.5])
        stepper.value = 5
        stepper.wraps = true
        window.tap(at: CGPoint(x: 170, y: 116))
        #expect(stepper.value == 0 && sent().last == 0)
    }

    @Test("A held finger repeats after half a second, then every tenth, on the window's clock")
    func autorepeat() {
        let window = makeWindow()
        let (stepper, sent) = makeStepper(in: window)
        window.press(at: CGPoint(x: 170, y: 116), duration: 0.45)
        #expect(stepper.value == 1 && sent().count == 1)
        window.sendTouch(.began, at: CGPoint(x: 170, y: 116))
        for _ in 0..<12 { window.advance(by: 0.05) }
        window.sendTouch(.ended, at: CGPoint(x: 170, y: 116))
        // Down at 0: one step; at 0.5, 0.6: two repeats.
        #expect(stepper.value == 4)
        stepper.autorepeat = false
        window.press(at: CGPoint(x: 170, y: 116), duration: 1)
        #expect(stepper.value == 5)
    }

    @Test("A stepper that is not continuous sends once when the finger lifts")
    func notContinuous() {
        let window = makeWindow()
        let (stepper, sent) = makeStepper(in: window)
        stepper.isContinuous = false
        window.sendTouch(.began, at: CGPoint(x: 170, y: 116))
        for _ in 0..<14 { window.advance(by: 0.05) }
        #expect(stepper.value == 4 && sent().isEmpty)
        window.sendTouch(.ended, at: CGPoint(x: 170, y: 116))
        #expect(sent() == [4])
    }
}
