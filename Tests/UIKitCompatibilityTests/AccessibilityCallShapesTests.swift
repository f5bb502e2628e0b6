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

/// A transition animator that cross-fades when the user asked for less motion, and follows the
/// setting while it runs, as Apple's Reduce Motion guidance has apps do.
final class MotionAwareAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var reduceMotion = UIAccessibility.isReduceMotionEnabled
    private var observer: NSObjectProtocol?

    override init() {
        super.init()
        observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            // (Posted on the main actor; `queue: .main`, as iOS code often has, waits for the main
            // queue there with swift-corelibs-foundation under Swift Testing.)
            MainActor.assumeIsolated { self?.reduceMotion = UIAccessibility.isReduceMotionEnabled }
        }
    }

    deinit { observer.map(NotificationCenter.default.removeObserver) }

    var style: String { reduceMotion ? "cross-fade" : "slide" }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        reduceMotion ? 0.2 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

extension AccessibilityCallShapesTests {
    @Test("an animator reads Reduce Motion and hears it change; bold text reaches the traits")
    func reduceMotion() {
        let animator = MotionAwareAnimator()
        #expect(animator.style == "slide")
        UIApplication.shared.simulateAccessibilitySettingChange(.reduceMotion, to: true)
        defer { UIApplication.shared.resetAccessibilitySettings() }
        #expect(animator.style == "cross-fade")
        #expect(animator.transitionDuration(using: nil) == 0.2)
        UIApplication.shared.simulateAccessibilitySettingChange(.boldText, to: true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.traitCollection.legibilityWeight == .bold)
        let frame = UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 10, height: 10), in: window)
        #expect(frame.size == CGSize(width: 10, height: 10))
    }
}
