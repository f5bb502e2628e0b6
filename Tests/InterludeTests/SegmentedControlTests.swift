import Foundation
import Testing
@testable import InterludeUIKit

// UISegmentedControl (https://developer.apple.com/documentation/uikit/uisegmentedcontrol):
// selectedSegmentIndex "The default value is noSegment (no segment selected)"; noSegment is −1;
// isMomentary false by default; a tap on a segment sends valueChanged.
@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    @Test("Segments from items; nothing selected at first; inserting and removing keeps the selection on its segment")
    func segments() {
        let control = UISegmentedControl(items: ["Push", "Present", "Fade"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Present" && !control.isMomentary)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zoom", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Zoom")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        let messages = capturingDiagnostics { control.selectedSegmentIndex = 7 }
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && messages.count == 1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test("A tap selects its segment and sends valueChanged once per change; disabled segments refuse; code sends nothing")
    func tapping() {
        let window = makeWindow()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        window.addSubview(control)
        var sent: [Int] = []
        control.addAction(UIAction { _ in sent.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.selectedSegmentIndex = 0
        #expect(sent.isEmpty)
        window.tap(at: CGPoint(x: 150, y: 116))
        #expect(control.selectedSegmentIndex == 1 && sent == [1])
        window.tap(at: CGPoint(x: 150, y: 116))
        #expect(sent == [1], "the same segment again changes nothing")
        control.setEnabled(false, forSegmentAt: 2)
        window.tap(at: CGPoint(x: 250, y: 116))
        #expect(control.selectedSegmentIndex == 1 && sent == [1])
        control.isMomentary = true
        window.tap(at: CGPoint(x: 150, y: 116))
        #expect(sent == [1, 1], "a momentary control sends on every tap")
    }

    @Test("Fixed widths are kept and the rest is shared; actions are performed when their segment is chosen")
    func widthsAndActions() {
        let window = makeWindow()
        var performed: [String] = []
        let control = UISegmentedControl(
            frame: CGRect(x: 0, y: 0, width: 300, height: 32),
            actions: [
                UIAction(title: "One") { _ in performed.append("One") }, UIAction(title: "Two") { _ in performed.append("Two") },
            ])
        control.setWidth(200, forSegmentAt: 0)
        window.addSubview(control)
        #expect(control.widthForSegment(at: 0) == 200 && control.actionForSegment(at: 1)?.title == "Two")
        window.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 0 && performed == ["One"])
        window.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1 && performed == ["One", "Two"])
    }

    @Test("The selected segment shows its card in the selected tint")
    func drawing() {
        let window = makeWindow(width: 200, height: 32)
        window.backgroundColor = .white
        let control = UISegmentedControl(items: ["", ""])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentTintColor = .red
        window.addSubview(control)
        control.selectedSegmentIndex = 1
        let frame = window.renderFrame(scale: 1)
        #expect(frame.pixel(x: 150, y: 16) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 50, y: 16) != (255, 0, 0, 255))
    }
}
