import Testing
@testable import InterludeUIKit

/// Records which of its methods a control called.
@MainActor
private final class ActionRecorder {
    var log: [String] = []
    func noArgument() { log.append("noArgument") }
    func withButton(_ sender: UIButton) { log.append("button \(sender.tag)") }
    func withControl(_ sender: UIControl) { log.append("control \(sender.tag)") }
    func withAny(_ sender: Any) { log.append("any") }
    func withEvent(_ sender: UIButton, _ event: UIEvent?) { log.append("event \(event == nil ? "nil" : "set")") }
    func withSlider(_ sender: Slider) { log.append("slider") }
}

@MainActor private final class Slider: UIControl {}

@MainActor
@Suite("UIControl target-action")
struct ControlTargetActionTests {
    @Test("sendActions calls method references taking nothing, the sender or the sender and event")
    func methodReferenceShapes() {
        let button = UIButton(type: .system)
        button.tag = 7
        let recorder = ActionRecorder()
        button.addTarget(recorder, action: ActionRecorder.noArgument, for: .touchUpInside)
        button.addTarget(recorder, action: ActionRecorder.withButton, for: .touchUpInside)
        button.addTarget(recorder, action: ActionRecorder.withControl, for: .touchUpInside)
        button.addTarget(recorder, action: ActionRecorder.withAny, for: .touchUpInside)
        button.addTarget(recorder, action: ActionRecorder.withEvent, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.log == ["noArgument", "button 7", "control 7", "any", "event nil"])
    }

    @Test("a sender type the control is not is reported and not added")
    func senderMismatch() {
        let button = UIButton(type: .custom)
        let recorder = ActionRecorder()
        let messages = capturingDiagnostics {
            #expect(button.addTarget(recorder, action: ActionRecorder.withSlider, for: .valueChanged) == nil)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("addTarget(_:action:for:)") == true)
        #expect(button.allControlEvents == [])
    }

    @Test("the target is held weakly: once it is gone nothing is called and nothing crashes")
    func weakTarget() {
        let button = UIButton(type: .custom)
        var recorder: ActionRecorder? = ActionRecorder()
        weak let weakRecorder = recorder
        button.addTarget(recorder!, action: ActionRecorder.noArgument, for: .touchUpInside)
        recorder = nil
        #expect(weakRecorder == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allControlEvents == [])
    }

    @Test("only actions registered for a sent event run; a mask matches any of its events")
    func eventMasks() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("drag") }, for: [.touchDragInside, .touchDragOutside])
        control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        control.sendActions(for: .touchDragOutside)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .allTouchEvents)
        #expect(log == ["drag", "drag", "up"])
    }

    @Test("UIAction's sender is the control while its handler runs")
    func actionSender() {
        let control = UIControl(frame: .zero)
        var senders: [Bool] = []
        let action = UIAction { action in senders.append((action.sender as? UIControl) === control) }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(senders == [true])
        #expect(action.sender == nil)
    }

    @Test("removeTarget removes one registration, a target's actions, or everything")
    func removal() {
        let button = UIButton(type: .custom)
        let recorder = ActionRecorder()
        let first = button.addTarget(recorder, action: ActionRecorder.noArgument, for: .touchUpInside)
        button.addTarget(recorder, action: ActionRecorder.withAny, for: [.touchUpInside, .touchDown])
        button.removeTarget(recorder, action: first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.log == ["any"])
        button.removeTarget(recorder, action: nil, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(recorder.log == ["any", "any"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents == [])
    }

    @Test("an action with the same identifier replaces the earlier one; removeAction(identifiedBy:)")
    func actionIdentifiers() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new"])
    }

    @Test("state combines highlighted, disabled and selected with UIKit's raw values")
    func stateFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isHighlighted = true
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state.rawValue == 0b111)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
    }
}

/// Names of the control events in a mask, in bit order, joined with "+".
private func eventNames(_ events: UIControl.Event) -> String {
    let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.primaryActionTriggered, "primary"),
    ]
    return names.filter { events.contains($0.0) }.map(\.1).joined(separator: "+")
}

/// A control that records each sendActions call as one entry, and its highlight on each.
@MainActor
private final class RecordingButton: UIButton {
    var sent: [String] = []
    var highlights: [Bool] = []
    override func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        sent.append(eventNames(controlEvents))
        highlights.append(isHighlighted)
        super.sendActions(for: controlEvents, with: event)
    }
}

@MainActor
@Suite("UIControl touch tracking")
struct ControlTrackingTests {
    private func makeButton(in window: UIView) -> RecordingButton {
        let button = RecordingButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        window.addSubview(button)
        return button
    }

    @Test("a tap sends touchDown, then touchUpInside and primaryActionTriggered, highlighting while down")
    func tapSequence() {
        let window = makeWindow()
        let button = makeButton(in: window)
        window.tap(at: CGPoint(x: 150, y: 120))
        #expect(button.sent == ["down", "upInside", "primary"])
        #expect(button.highlights == [true, false, false])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("dragging out sends dragInside, then exit with dragOutside once past the 70-point margin, then touchUpOutside")
    func dragOut() {
        let window = makeWindow()
        let button = makeButton(in: window)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 140)) // 0 pt below the bottom edge (y 140): inside
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 209)) // 69 pt below: still inside the 70-pt margin
        #expect(button.isHighlighted)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 211)) // 71 pt below: outside
        #expect(!button.isHighlighted && !button.isTouchInside)
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 300))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 300))
        #expect(button.sent == ["down", "dragInside", "dragInside", "dragOutside+exit", "dragOutside", "upOutside"])
    }

    @Test("coming back in sends touchDragEnter and a touch up inside the margin counts as inside")
    func dragBackIn() {
        let window = makeWindow()
        let button = makeButton(in: window)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 400, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 260, y: 120)) // 60 pt right of the edge (x 200)
        window.sendTouch(.ended, at: CGPoint(x: 260, y: 120))
        #expect(button.sent == ["down", "dragOutside+exit", "dragInside+enter", "upInside", "primary"])
    }

    @Test("a disabled button gets no touches; they reach the view behind it")
    func disabled() {
        let window = makeWindow()
        let behind = TouchLoggingView(frame: window.bounds)
        window.addSubview(behind)
        let button = makeButton(in: behind)
        button.isEnabled = false
        window.tap(at: CGPoint(x: 150, y: 120))
        #expect(button.sent.isEmpty)
        #expect(behind.log == ["began", "ended"])
    }

    @Test("a tap gesture recognizer on the superview does not steal a tap on a button")
    func buttonKeepsItsTap() {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = makeButton(in: container)
        var recognized = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        window.tap(at: CGPoint(x: 150, y: 120))
        #expect(button.sent == ["down", "upInside", "primary"])
        #expect(recognized == 0)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognized == 1)
    }

    @Test("a pan taking the touch cancels the button's tracking with touchCancel")
    func panCancelsButton() {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = makeButton(in: container)
        container.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 180), duration: 0.1)
        #expect(button.sent.first == "down")
        #expect(button.sent.last == "cancel")
        #expect(!button.sent.contains("upInside"))
    }
}
