import UIKit
import Testing

// A rating control described for VoiceOver and UI tests the way iOS code does it.
final class RatingControl: UIView {
    var rating = 3 {
        didSet { accessibilityValue = "\(rating) of 5" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = NSLocalizedString("Rating", comment: "")
        accessibilityTraits = .adjustable
        accessibilityIdentifier = "rating"
        accessibilityValue = "\(rating) of 5"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func animateIn() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        alpha = 0
        UIView.animate(withDuration: 0.3) { self.alpha = 1 }
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }
}

@MainActor
@Suite("iOS-style client code: accessibility")
struct AccessibilityCallShapesTests {
    @Test("the control describes itself; labels and buttons describe themselves by default")
    func describes() {
        let control = RatingControl()
        control.rating = 4
        #expect(control.accessibilityValue == "4 of 5")
        #expect(control.accessibilityTraits.contains(.adjustable))
        control.animateIn()
        let title = UILabel()
        title.text = "Settings"
        title.accessibilityTraits.insert(.header)
        #expect(title.accessibilityLabel == "Settings")
        #expect(title.accessibilityTraits == [.staticText, .header])
    }
}
