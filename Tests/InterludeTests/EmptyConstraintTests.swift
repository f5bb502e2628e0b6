import Testing
@testable import InterludeUIKit

/// `NSLayoutConstraint()`, the placeholder iOS code keeps in a property (`var height =
/// NSLayoutConstraint()`) until it makes the real constraint.
@MainActor
@Suite("Empty constraints")
struct EmptyConstraintTests {
    @Test("An empty constraint has no items and stays inactive when activated, with a report")
    func placeholder() {
        let constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0)
        constraint.constant = 12
        #expect(constraint.constant == 12)
        let messages = capturingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages.count == 1 && messages.first?.contains("NSLayoutConstraint()") == true)
        constraint.isActive = false
        #expect(!constraint.isActive)
    }

    @Test("The placeholder is replaced by a real constraint, the iOS idiom")
    func replaced() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        var height = NSLayoutConstraint()
        height = child.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([height, child.widthAnchor.constraint(equalToConstant: 10)])
        container.layoutIfNeeded()
        #expect(child.frame.height == 40)
    }
}
