import Testing
@testable import InterludeCore

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
