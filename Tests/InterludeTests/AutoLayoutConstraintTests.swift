import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// `NSLayoutConstraint`, anchors and guides: frames solved from constraints, worked out by hand
/// per test. A constraint reads `first.attribute = multiplier × second.attribute + constant`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint), leading and trailing are
/// left and right in a left-to-right layout
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading).
@MainActor
@Suite("Auto Layout: constraints, anchors and guides")
struct AutoLayoutConstraintTests {
    /// A 400 × 800 root view (no window: no safe area) with one subview placed by constraints.
    func makeContainer() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test("Pinned with anchors: leading 20, trailing −20, top 100, height 50 → (20, 100, 360, 50)")
    func pinnedWithAnchors() {
        let (container, child) = makeContainer()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 100, width: 360, height: 50))
    }

    @Test("The item initializer: width = 0.5 × superview width + 10, centred: (95, 375, 210, 50)")
    func itemInitializer() {
        let (container, child) = makeContainer()
        let constraints = [
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
                multiplier: 0.5, constant: 10),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 50),
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY,
                multiplier: 1, constant: 0),
        ]
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        // width 0.5 × 400 + 10 = 210, x = 200 − 105 = 95; y = 400 − 25 = 375.
        #expect(child.frame == CGRect(x: 95, y: 375, width: 210, height: 50))
        #expect(constraints[0].firstItem === child && constraints[0].secondItem === container)
        #expect(constraints[0].firstAttribute == .width && constraints[0].multiplier == 0.5)
        #expect(constraints[1].secondItem == nil && constraints[1].secondAttribute == .notAnAttribute)
    }

    @Test("Priorities: width == 100 @750 wins over width == 200 @250; ≥ 150 required moves it to 150")
    func priorities() {
        let (container, child) = makeContainer()
        let high = child.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = child.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([
            high, low, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        child.widthAnchor.constraint(greaterThanOrEqualToConstant: 150).isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 150)
        // Raising the 250 above the 750 lets 200 win.
        low.priority = UILayoutPriority(800)
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test("A constant change re-solves in place: same solver entry, no constraint added")
    func constantChangeInPlace() throws {
        let (container, child) = makeContainer()
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        let engine = try #require(container.layoutState?.engine)
        let entry = try #require(top.engineEntry)
        let count = engine.solver.constraintCount
        top.constant = 250
        #expect(top.engineEntry?.id == entry.id)
        #expect(engine.solver.constraintCount == count)
        #expect(child.frame.minY == 10, "frames follow at the next layout pass")
        container.layoutIfNeeded()
        #expect(child.frame.minY == 250)
    }

    @Test("Activation installs on the nearest common ancestor; a size constant on the view itself")
    func installation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView(), inner = UIView()
        for view in [a, b, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        let across = inner.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([across, own])
        #expect(root.constraints.contains { $0 === across })
        #expect(a.constraints.contains { $0 === own })
        #expect(across.isActive && own.isActive)
        across.isActive = false
        #expect(!root.constraints.contains { $0 === across } && !across.isActive)
    }

    @Test("Removing a view deactivates the constraints above it that refer to it")
    func removalDeactivates() {
        let (container, child) = makeContainer()
        let pin = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, width])
        child.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(width.isActive, "installed on the removed view itself, it stays")
    }

    @Test("A frame-placed view (translating its mask) anchors others: the sibling follows its frame")
    func autoresizingConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let framed = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(framed)
        container.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 5),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: framed.heightAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 140, y: 105, width: 100, height: 30))
        #expect(framed.frame == CGRect(x: 30, y: 40, width: 100, height: 60), "the framed view keeps its frame")
        framed.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        container.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 60, y: 25, width: 50, height: 10))
    }

    @Test("Autoresizing constraints follow a superview sized by constraints: flexible width takes the change")
    func autoresizingInsideConstrainedView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let flexible = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        flexible.autoresizingMask = [.flexibleWidth]
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor), width,
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        container.layoutIfNeeded()
        box.addSubview(flexible)
        width.constant = 200
        container.layoutIfNeeded()
        // The box grew by 100; the flexible width takes all of it: 80 → 180.
        #expect(box.frame.width == 200)
        #expect(flexible.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }

    @Test("Guides: the margins guide is 8 in; a user guide between two views takes the space left")
    func guides() {
        let (container, child) = makeContainer()
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(other)
        let gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 10),
            gap.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: other.leadingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            gap.topAnchor.constraint(equalTo: child.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            other.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            other.topAnchor.constraint(equalTo: child.topAnchor), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // Margins 8: child at x 8; gap 108…138; other from 138 to 400 − 8 = 392.
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 100, height: 10))
        #expect(gap.layoutFrame == CGRect(x: 108, y: 8, width: 30, height: 1))
        #expect(other.frame == CGRect(x: 138, y: 8, width: 254, height: 10))
    }

    @Test("The safe-area guide in a portrait window: 47 points below the top, 34 above the bottom")
    func safeAreaGuide() {
        let window = makeWindow(width: 390, height: 844)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(child)
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    @Test("Margin attributes: leadingMargin is the leading edge moved in by the margin")
    func marginAttributes() {
        let (container, child) = makeContainer()
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 40)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 330, height: 1))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 380, height: 1))
    }

    @Test("Descriptions read as UIKit's: items, attributes, multiplier, constant, priority, state")
    func descriptions() {
        let (container, child) = makeContainer()
        let pin = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        pin.identifier = "pin"
        let half = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -8)
        half.priority = .defaultHigh
        pin.isActive = true
        let childName = "UIView:\(addressText(of: child))", containerName = "UIView:\(addressText(of: container))"
        #expect(pin.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(pin.description.hasSuffix(" 'pin' \(childName).leading == \(containerName).leading + 20   (active)>"))
        #expect(half.description.hasSuffix(" \(childName).width == 0.5*\(containerName).width - 8 @750   (inactive)>"))
    }

    @Test("Anchors are made once per view and name their item and attribute")
    func anchorIdentity() {
        let view = UIView()
        #expect(view.leadingAnchor === view.leadingAnchor)
        #expect(view.widthAnchor.item === view)
        #expect(view.topAnchor.name == "UIView:\(addressText(of: view)).top")
    }

    @Test("First baselines of two labels in different fonts line up")
    func baselines() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 40)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        // A label centres its text vertically (its height is the text's rounded up), so its
        // baseline is its top, half the rounding, and the font's first-line baseline.
        func baseline(_ label: UILabel) -> CGFloat {
            let metrics = label.baselineMetrics
            return label.frame.minY + (label.frame.height - metrics.textHeight) / 2 + metrics.first
        }
        let bigBaseline = baseline(big), smallBaseline = baseline(small)
        #expect(big.frame.height == big.intrinsicContentSize.height)
        expectClose(smallBaseline, bigBaseline, tolerance: 1e-5)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test("UIKit's refusal to relate a position to a constant stops with its message")
    func locationEqualToConstant() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Location attributes must be specified in pairs"))
    }

    @Test("The same constraints give bit-identical frames every time")
    func determinism() {
        func build() -> [CGRect] {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var views: [UIView] = []
            for index in 0..<20 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let top = views.last?.bottomAnchor ?? container.topAnchor
                let width = view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1 / 3)
                width.priority = UILayoutPriority(Float(300 + index))
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: top, constant: 7.3),
                    view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: CGFloat(index)),
                    view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
                    width, view.heightAnchor.constraint(equalToConstant: 13.7),
                ])
                views.append(view)
            }
            container.layoutIfNeeded()
            return views.map(\.frame)
        }
        let first = build()
        for _ in 0..<3 { #expect(build() == first) }
    }
}
