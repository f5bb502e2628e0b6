import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Required constraints that cannot all hold, and ambiguity. UIKit logs "Unable to simultaneously
/// satisfy constraints", lists the constraints and names the one it breaks ("Will attempt to
/// recover by breaking constraint"), and carries on (the message as UIKit prints it is quoted in,
/// for example, the UIKit debugging guide "Unsatisfiable Layouts",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html).
/// `hasAmbiguousLayout` and `exerciseAmbiguityInLayout()`:
/// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout.
@MainActor
@Suite("Auto Layout: conflicts and ambiguity")
struct AutoLayoutConflictTests {
    func makeContainer() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test("Two required widths: the report lists both, breaks the newer, and layout goes on")
    func twoWidths() {
        let (container, child) = makeContainer()
        let hundred = child.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            hundred,
        ])
        let messages = capturingDiagnostics {
            twoHundred.isActive = true
            container.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let report = messages.first ?? ""
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(report.contains("(\n    \"\(hundred.description)\",\n    \"\(twoHundred.description)\"\n)"))
        #expect(report.contains("\nWill attempt to recover by breaking constraint \n\(twoHundred.description)\n"))
        #expect(report.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(!report.contains("NSAutoresizingMaskLayoutConstraints"), "no autoresizing constraint takes part")
        #expect(twoHundred.isActive, "a broken constraint stays active, as in UIKit")
        #expect(child.frame.width == 100)
    }

    @Test("A width on a view that translates its mask breaks the app's constraint and notes autoresizing")
    func autoresizingConflict() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(framed)
        let width = framed.widthAnchor.constraint(equalToConstant: 80)
        let messages = capturingDiagnostics {
            width.isActive = true
            container.layoutIfNeeded()
        }
        let report = messages.first ?? ""
        #expect(report.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(report.contains(" h=--& v=--& UIView:\(addressText(of: framed)).width == 50   (active)>"))
        #expect(report.contains("breaking constraint \n\(width.description)"))
        #expect(framed.frame.width == 50)
    }

    @Test("A constant change that cannot hold is reported and that constraint broken; no crash")
    func constantConflict() {
        let (container, child) = makeContainer()
        let maximum = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            maximum, width,
        ])
        container.layoutIfNeeded()
        let messages = capturingDiagnostics {
            width.constant = 150
            container.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("breaking constraint \n\(width.description)") == true)
        #expect(child.frame.width == 50 || child.frame.width <= 100)
    }

    @Test("Ambiguity: a view with only a size is ambiguous in x and y; pinning it settles it")
    func ambiguity() {
        let (container, child) = makeContainer()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        let before = child.frame
        child.exerciseAmbiguityInLayout()
        container.layoutIfNeeded()
        #expect(child.frame.minX != before.minX, "moved along x, the open dimension")
        #expect(child.frame.minY == before.minY && child.frame.size == before.size)
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5).isActive = true
        container.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.frame.minX == 5)
    }

    @Test("Inequalities alone leave a range open: ambiguous; a weak preference settles it")
    func inequalityAmbiguity() {
        let (container, child) = makeContainer()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        #expect(child.hasAmbiguousLayout)
        let preference = child.widthAnchor.constraint(equalToConstant: 60)
        preference.priority = .defaultLow
        preference.isActive = true
        #expect(!child.hasAmbiguousLayout)
        container.layoutIfNeeded()
        #expect(child.frame.width == 60)
    }

    @Test("constraintsAffectingLayout(for:) follows the axis: x and width constraints, not y")
    func affectingLayout() {
        let (container, child) = makeContainer()
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        let leading = child.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: 4)
        let otherLeading = other.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let otherWidth = other.widthAnchor.constraint(equalToConstant: 30)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([leading, otherLeading, otherWidth, width, top])
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 4)
        for constraint in [leading, otherLeading, otherWidth, width] {
            #expect(horizontal.contains { $0 === constraint })
        }
        #expect(child.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    }
}
