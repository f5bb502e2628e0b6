/// The constraints and guides a `UIStackView` makes for its arranged views, remade whenever the
/// arrangement changes (axis, distribution, alignment, spacing, views, visibility).
@MainActor
struct StackArrangement {
    /// Whether the arrangement must be remade before the next layout pass.
    var isStale = true
    /// The active constraints the stack made.
    var constraints: [NSLayoutConstraint] = []
    /// The spacing guides the equal distributions use.
    var guides: [UILayoutGuide] = []
}

extension UIStackView {
    /// The attributes along and across the axis.
    private struct Attributes {
        let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
        let crossStart: NSLayoutConstraint.Attribute, crossEnd: NSLayoutConstraint.Attribute
        let crossLength: NSLayoutConstraint.Attribute, crossCenter: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
                (crossStart, crossEnd, crossLength, crossCenter) = (.top, .bottom, .height, .centerY)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
                (crossStart, crossEnd, crossLength, crossCenter) = (.leading, .trailing, .width, .centerX)
            }
        }
    }

    /// Deactivates the old arrangement and activates a new one.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        arrangement = StackArrangement(isStale: false)
        guard !arrangedSubviews.isEmpty else { return }
        let made = makeArrangement()
        arrangement.constraints = made
        NSLayoutConstraint.activate(made)
    }

    /// `a.attrA relation m × b.attrB + c` at `priority`.
    private func constraint(
        _ a: Any, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: Any?,
        _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required, name: String
    ) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: b == nil ? .notAnAttribute : attrB,
            multiplier: multiplier, constant: constant)
        made.priority = priority
        made.identifier = name
        return made
    }

    /// The constraints of the arrangement (UIKit names its own `UISV-…`; so does Interlude).
    private func makeArrangement() -> [NSLayoutConstraint] {
        let attributes = Attributes(axis)
        let canvas: Any = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        made += alongAxis(visible, canvas: canvas, attributes)
        made += hiddenViews(canvas: canvas, attributes)
        for view in arrangedSubviews { made += acrossAxis(view, canvas: canvas, attributes) }
        if alignment != .fill {
            // The stack's breadth fits its widest view when nothing else sets it (UIKit's canvas fit, at 49).
            made.append(
                constraint(
                    self, attributes.crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
                    name: "UISV-canvas-fit"))
        }
        // Ties between equally weighted views go by index: later views lean toward their natural
        // length a little more, so the first views stretch and shrink first.
        for (index, view) in visible.enumerated() where view.intrinsicLength(along: axis) != nil {
            made.append(
                constraint(
                    view, attributes.length, .lessThanOrEqual, nil, .notAnAttribute,
                    priority: UILayoutPriority(Float(index + 1) / 1024), name: "UISV-ambiguity-by-index"))
        }
        return made
    }

    /// The gap after `view` in the arrangement.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing }
        if custom == Self.spacingUseSystem { return standardSpacing }
        return custom
    }

    private func alongAxis(_ visible: [UIView], canvas: Any, _ a: Attributes) -> [NSLayoutConstraint] {
        guard let first = visible.first, let last = visible.last else { return [] }
        var made = [
            constraint(first, a.start, .equal, canvas, a.start, name: "UISV-canvas-connection"),
            constraint(last, a.end, .equal, canvas, a.end, name: "UISV-canvas-connection"),
        ]
        let pairs = zip(visible, visible.dropFirst())
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (before, after) in pairs {
                made.append(constraint(after, a.start, .equal, before, a.end, constant: gap(after: before), name: "UISV-spacing"))
            }
        case .equalSpacing, .equalCentering:
            var firstGuide: UILayoutGuide?
            for (before, after) in pairs {
                made.append(
                    constraint(
                        after, a.start, .greaterThanOrEqual, before, a.end, constant: gap(after: before), name: "UISV-spacing"))
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing-edge"
                addLayoutGuide(guide)
                arrangement.guides.append(guide)
                let edges = distribution == .equalSpacing ? (a.end, a.start) : (a.center, a.center)
                made.append(constraint(guide, a.start, .equal, before, edges.0, name: "UISV-distributing-edge"))
                made.append(constraint(guide, a.end, .equal, after, edges.1, name: "UISV-distributing-edge"))
                made.append(constraint(guide, a.crossLength, .equal, nil, .notAnAttribute, name: "UISV-distributing-edge"))
                made.append(constraint(guide, a.crossStart, .equal, canvas, a.crossStart, name: "UISV-distributing-edge"))
                if let firstGuide {
                    made.append(constraint(guide, a.length, .equal, firstGuide, a.length, name: "UISV-distributing"))
                } else {
                    firstGuide = guide
                }
            }
        }
        if distribution == .fillEqually {
            for view in visible.dropFirst() {
                made.append(constraint(view, a.length, .equal, first, a.length, name: "UISV-fill-equally"))
            }
        }
        if distribution == .fillProportionally {
            let lengths = visible.map { $0.intrinsicLength(along: axis) ?? 0 }
            let total = lengths.reduce(0, +)
            let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
            if total > 0 {
                for (view, length) in zip(visible, lengths) {
                    let share = length / total
                    made.append(
                        constraint(
                            view, a.length, .equal, canvas, a.length, multiplier: share, constant: -share * spacing,
                            priority: UILayoutPriority(999), name: "UISV-fill-proportionally"))
                }
            }
        }
        return made
    }

    /// Hidden arranged views: zero length along the axis, at the end of the visible view before them.
    private func hiddenViews(canvas: Any, _ a: Attributes) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            made.append(constraint(view, a.length, .equal, nil, .notAnAttribute, name: "UISV-hiding"))
            if let previous {
                made.append(constraint(view, a.start, .equal, previous, a.end, name: "UISV-hiding"))
            } else {
                made.append(constraint(view, a.start, .equal, canvas, a.start, name: "UISV-hiding"))
            }
        }
        return made
    }

    private func acrossAxis(_ view: UIView, canvas: Any, _ a: Attributes) -> [NSLayoutConstraint] {
        var effective = alignment
        if axis == .vertical && (effective == .firstBaseline || effective == .lastBaseline) { effective = .leading }
        switch effective {
        case .fill:
            return [
                constraint(view, a.crossStart, .equal, canvas, a.crossStart, name: "UISV-alignment"),
                constraint(view, a.crossEnd, .equal, canvas, a.crossEnd, name: "UISV-alignment"),
            ]
        case .leading:
            return [
                constraint(view, a.crossStart, .equal, canvas, a.crossStart, name: "UISV-alignment"),
                constraint(view, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd, name: "UISV-spanning-boundary"),
            ]
        case .trailing:
            return [
                constraint(view, a.crossEnd, .equal, canvas, a.crossEnd, name: "UISV-alignment"),
                constraint(view, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart, name: "UISV-spanning-boundary"),
            ]
        case .center:
            return [
                constraint(view, a.crossCenter, .equal, canvas, a.crossCenter, name: "UISV-alignment"),
                constraint(view, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart, name: "UISV-spanning-boundary"),
            ]
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            var made = [
                constraint(view, a.crossStart, .greaterThanOrEqual, canvas, a.crossStart, name: "UISV-spanning-boundary"),
                constraint(view, a.crossEnd, .lessThanOrEqual, canvas, a.crossEnd, name: "UISV-spanning-boundary"),
            ]
            if let first = arrangedSubviews.first, first !== view {
                made.append(constraint(view, baseline, .equal, first, baseline, name: "UISV-alignment"))
            }
            return made
        }
    }
}

extension UIView {
    /// The intrinsic length along `axis`, or nil when the view has none.
    func intrinsicLength(along axis: NSLayoutConstraint.Axis) -> CGFloat? {
        let size = intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 ? length : nil
    }
}
