import Testing
@testable import InterludeUIKit

// UIKit's accessibility defaults
// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement:
// false by default, true for UIKit controls; standard views such as labels are accessible by
// default, https://developer.apple.com/documentation/uikit/uiaccessibility-protocol).
@MainActor
@Suite("Accessibility attributes")
struct AccessibilityTests {
    @Test("a plain view is no element, has no label and no traits until told")
    func plainView() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityIdentifier == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        view.accessibilityIdentifier = "card"
        view.accessibilityTraits = [.button, .header]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Card" && view.accessibilityIdentifier == "card")
        #expect(view.accessibilityTraits.contains(.header) && view.accessibilityTraits.contains(.button))
        #expect(view.accessibilityAttributes != nil)
        #expect(UIView().accessibilityAttributes == nil)
    }

    @Test("a label is a static-text element labelled by its text unless told otherwise")
    func label() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityLabel = "Mail inbox"
        #expect(label.accessibilityLabel == "Mail inbox")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityTraits = .header
        #expect(label.accessibilityTraits == .header)
    }

    @Test("a button is a button element labelled by its title; disabled and selected show in its traits")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Done")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test("an image view is not an element by default and has the image trait")
    func imageView() {
        let imageView = UIImageView()
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test("the system settings read as their defaults")
    func systemSettings() {
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
}
