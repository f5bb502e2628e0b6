import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `anchorWithOffset(to:)` of x- and y-axis anchors: a dimension standing for the space between
/// the receiver and the other anchor ("Creates a layout dimension object from two anchors … the
/// space between the current anchor and the object in the otherAnchor parameter",
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:) and
/// …/nslayoutyaxisanchor/anchorwithoffset(to:)). Interlude measures it as `other − receiver`, so
/// it is negative when the other anchor comes first. Frames worked out by hand per test.
@MainActor
@Suite("Auto Layout: anchorWithOffset(to:) dimensions")
struct AnchorWithOffsetTests {
    /// A 400 × 800 root view with `count` subviews placed by constraints, 40 high at the top.
    func makeContainer(_ count: Int) -> (UIView, [UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let views = (0..<count).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        return (container, views)
    }

    @Test("Two equal gaps between three 100-wide views across 400 points: 50 each")
    func equalGaps() {
        let (container, views) = makeContainer(3)
        let (a, b, c) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate(
            views.map { $0.widthAnchor.constraint(equalToConstant: 100) } + [
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                c.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                    .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            ])
        container.layoutIfNeeded()
        // 400 − 3 × 100 = 100 of space, split in two gaps of 50: b at 150, c at 300.
        #expect(a.frame.minX == 0 && b.frame.minX == 150 && c.frame.minX == 300)
    }

    @Test("Leading-to-leading offsets with a multiplier and a constant: 2 × 60 + 10 = 130")
    func multiplierAndConstant() {
        let (container, views) = makeContainer(3)
        let (a, b, c) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate(
            views.map { $0.widthAnchor.constraint(equalToConstant: 20) } + [
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 60),
                b.leadingAnchor.anchorWithOffset(to: c.leadingAnchor)
                    .constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor), multiplier: 2, constant: 10),
            ])
        container.layoutIfNeeded()
        // a at 10, b at 10 + 60 = 70, c at 70 + 130 = 200.
        #expect(a.frame.minX == 10 && b.frame.minX == 70 && c.frame.minX == 200)
    }

    @Test("A negative offset puts the other anchor before the receiver: −30 → 30 points to the left")
    func negativeOffset() {
        let (container, views) = makeContainer(2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 200),
            a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalToConstant: -30),
        ])
        container.layoutIfNeeded()
        // b's trailing edge at 200 − 30 = 170: b spans 120…170.
        #expect(b.frame == CGRect(x: 120, y: 0, width: 50, height: 40))
    }

    @Test("Y axis: a height relates to a vertical gap; ≥ and ≤ constants bound the gap")
    func verticalAndInequalities() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let top = UIView(), bottom = UIView()
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        let gap = top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
        let preferredTop = bottom.topAnchor.constraint(equalTo: container.topAnchor, constant: 400)
        preferredTop.priority = .defaultLow
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            top.heightAnchor.constraint(equalToConstant: 100),
            bottom.heightAnchor.constraint(equalTo: gap, multiplier: 0.5),
            gap.constraint(greaterThanOrEqualToConstant: 60),
            gap.constraint(lessThanOrEqualToConstant: 80),
            preferredTop,
        ])
        container.layoutIfNeeded()
        // top ends at 120; the preferred 400 would make a gap of 280, above the ≤ 80 bound:
        // gap 80, bottom at 200, 40 high.
        #expect(bottom.frame == CGRect(x: 0, y: 200, width: 10, height: 40))
        preferredTop.constant = 100 // a gap of −20 wanted: the ≥ 60 bound holds it at 60
        container.layoutIfNeeded()
        #expect(bottom.frame == CGRect(x: 0, y: 180, width: 10, height: 30))
    }

    @Test("Deactivating a gap constraint releases it: the view returns to its other constraints")
    func deactivation() {
        let (container, views) = makeContainer(2)
        let (a, b) = (views[0], views[1])
        let preferred = b.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 300)
        preferred.priority = .defaultLow
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 15)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            preferred, gap,
        ])
        container.layoutIfNeeded()
        #expect(b.frame.minX == 75) // 10 + 50 + 15
        #expect(gap.isActive && container.constraints.contains(gap))
        gap.isActive = false
        container.layoutIfNeeded()
        #expect(b.frame.minX == 300)
        #expect(!gap.isActive && !container.constraints.contains(gap))
        gap.constant = 5 // an inactive constraint's constant is only stored
        gap.isActive = true
        container.layoutIfNeeded()
        #expect(b.frame.minX == 65)
    }

    @Test("Changing the constant of an active gap re-solves in place")
    func constantChange() {
        let (container, views) = makeContainer(2)
        let (a, b) = (views[0], views[1])
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), gap,
        ])
        container.layoutIfNeeded()
        #expect(b.frame.minX == 58)
        gap.constant = -20
        container.layoutIfNeeded()
        #expect(b.frame.minX == 30)
    }

    // Apple documents nothing of the items, attributes, anchors or description of such a
    // constraint; Interlude's choices are in Decisions.md.
    @Test("A gap side has no item (nil, .notAnAttribute); its anchor and the description name both ends")
    func reporting() {
        let (container, views) = makeContainer(2)
        let (a, b) = (views[0], views[1])
        let constraint = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            .constraint(equalTo: b.widthAnchor, multiplier: 2, constant: -4)
        #expect(constraint.firstItem == nil && constraint.firstAttribute == .notAnAttribute)
        #expect(constraint.secondItem === b && constraint.secondAttribute == .width)
        #expect(constraint.multiplier == 2 && constraint.constant == -4 && constraint.relation == .equal)
        let gapName = "(\(b.layoutDescription).leading - \(a.layoutDescription).trailing)"
        #expect(constraint.firstAnchor.name == gapName)
        #expect(constraint.firstAnchor.item == nil)
        #expect(constraint.secondAnchor?.name == "\(b.layoutDescription).width")
        #expect(constraint.description.hasSuffix(" \(gapName) == 2*\(b.layoutDescription).width - 4   (inactive)>"))
        constraint.isActive = true
        #expect(constraint.description.hasSuffix("(active)>"))
        let constant = a.topAnchor.anchorWithOffset(to: b.bottomAnchor).constraint(lessThanOrEqualToConstant: 9)
        #expect(constant.secondItem == nil && constant.secondAnchor == nil)
        #expect(constant.description.contains(" <= 9   "))
        _ = container
    }

    @Test("Without a common ancestor, activation stops with UIKit's no-common-ancestor message")
    func noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 10).isActive = true
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("because they have no common ancestor"))
    }
}
