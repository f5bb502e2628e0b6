import InterludeConstraintSolver

/// The constraints that keep a view where its frame and autoresizing mask put it, UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s: on each axis the flexible parts (margins and length)
/// share any change of the superview's size in proportion to their current lengths (equally when
/// those are all 0), the rule frame-based autoresizing follows — so both give the same frame.
/// A mask with nothing flexible on an axis keeps the frame (UIKit writes it `--&`).
struct AutoresizingConstraints {
    /// The view's frame in its superview (untransformed).
    let frame: CGRect
    /// The superview's size when the frame was set.
    let container: CGSize
    /// The view's autoresizing mask.
    let mask: UIView.AutoresizingMask

    /// How much of a change of the container's length the start margin and the length take, per axis.
    private func shares(
        start: CGFloat, length: CGFloat, container: CGFloat, flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: Double, length: Double) {
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, container - start - length)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> Double {
            guard part.0 else { return 0 }
            return Double(total > 0 ? part.1 / total : 1 / CGFloat(flexible.count))
        }
        return (share(parts[0]), share(parts[1]))
    }

    private var horizontal: (start: Double, length: Double) {
        shares(
            start: frame.minX, length: frame.width, container: container.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
    }

    private var vertical: (start: Double, length: Double) {
        shares(
            start: frame.minY, length: frame.height, container: container.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
    }

    /// `left = superview.left + minX + kₛ·(superview.width − container width)` and
    /// `width = frame width + kₗ·(superview.width − container width)`; the same vertically.
    func constraints(item: EngineItem, superview: EngineItem) -> [Constraint] {
        let h = horizontal, v = vertical
        let width = Double(container.width), height = Double(container.height)
        return [
            Constraint(item.left - superview.left - h.start * superview.width, .equal, Double(frame.minX) - h.start * width),
            Constraint(item.top - superview.top - v.start * superview.height, .equal, Double(frame.minY) - v.start * height),
            Constraint(item.width - h.length * superview.width, .equal, Double(frame.width) - h.length * width),
            Constraint(item.height - v.length * superview.height, .equal, Double(frame.height) - v.length * height),
        ]
    }

    /// The four constraints as UIKit's descriptions write them (`UIView:0x….minX == 50`).
    func equations(view: String, superview: String) -> [String] {
        let h = horizontal, v = vertical
        func side(_ name: String, _ value: CGFloat, _ share: Double, _ length: String, _ container: CGFloat) -> String {
            guard share != 0 else { return "\(view).\(name) == \(NSLayoutConstraint.number(value))" }
            let constant = Double(value) - share * Double(container)
            let sign = constant < 0 ? "-" : "+"
            return
                "\(view).\(name) == \(share)*\(superview).\(length) \(sign) \(NSLayoutConstraint.number(CGFloat(abs(constant))))"
        }
        return [
            side("minX", frame.minX, h.start, "width", container.width),
            side("minY", frame.minY, v.start, "height", container.height),
            side("width", frame.width, h.length, "width", container.width),
            side("height", frame.height, v.length, "height", container.height),
        ]
    }

    /// UIKit's notation of the mask: `h=` and `v=` with `-` for a fixed and `&` for a flexible
    /// margin, length, margin; an axis with nothing flexible reads `--&`.
    var maskText: String {
        func axis(_ start: Bool, _ length: Bool, _ end: Bool) -> String {
            guard start || length || end else { return "--&" }
            return [start, length, end].map { $0 ? "&" : "-" }.joined()
        }
        let h = axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let v = axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }
}
