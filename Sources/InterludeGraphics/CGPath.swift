import CCairo
import Foundation

/// A vector path, Core Graphics' `CGPath`: subpaths of straight lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers, as Core Graphics does.
/// Immutable; build one with ``CGMutablePath``.
public class CGPath: @unchecked Sendable {
    /// One path element, in points.
    package enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    package var elements: [Element] = []
    /// Start of the open subpath (where `close` returns to).
    private var subpathStart = CGPoint.zero

    package init(elements: [Element] = []) {
        self.elements = elements
        if case .move(let p)? = elements.last(where: { if case .move = $0 { return true } else { return false } }) {
            subpathStart = p
        }
    }

    /// A closed rectangle, mapped through `transform` when given (Core Graphics' `CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendRect(rect)
        if let transform { elements = applying(transform.pointee) }
    }

    /// A closed ellipse inscribed in `rect`, mapped through `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendEllipse(rect)
        if let transform { elements = applying(transform.pointee) }
    }

    /// A closed rounded rectangle with elliptical corners of `cornerWidth` × `cornerHeight` points
    /// (clamped to half the sides), mapped through `transform` when given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init()
        appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        if let transform { elements = applying(transform.pointee) }
    }

    /// A copy that can no longer change (optional as in Core Graphics, though never nil here).
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A mutable copy (optional as in Core Graphics, though never nil here).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (after `closeSubpath`, the subpath's start); `.zero` if empty.
    public var currentPoint: CGPoint {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .curve(_, _, let p)?: return p
        case .close?: return subpathStart
        case nil: return .zero
        }
    }

    /// The smallest rectangle containing every point and control point; `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let c): add(a); add(b); add(c)
            case .close: break
            }
        }
        return box
    }

    /// Whether `point`, mapped through `transform` first, is inside the area a fill of the path
    /// under `rule` paints, Core Graphics' `contains(_:using:transform:)` (a fill closes open
    /// subpaths, so they count as closed). A point exactly on the outline may go either way.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        Self.fillContains(point.applying(transform), elements: elements, evenOdd: rule == .evenOdd)
    }

    /// Whether `point` is inside the area Cairo fills for `elements` under the even-odd or the
    /// nonzero winding rule.
    package static func fillContains(_ point: CGPoint, elements: [Element], evenOdd: Bool) -> Bool {
        guard !elements.isEmpty, point.x.isFinite, point.y.isFinite,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return false }
        defer { cairo_destroy(cairo) }
        CGPath(elements: elements).replay(into: cairo)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cairo, Double(point.x), Double(point.y)) != 0
    }

    /// The path's elements mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> [Element] {
        elements.map {
            switch $0 {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .curve(let a, let b, let c): return .curve(a.applying(t), b.applying(t), c.applying(t))
            case .close: return .close
            }
        }
    }

    /// Appends the path to Cairo's current path.
    package func replay(into cairo: OpaquePointer) {
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let a, let b, let c):
                cairo_curve_to(cairo, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(c.x), Double(c.y))
            case .close: cairo_close_path(cairo)
            }
        }
    }

    // MARK: Building (used by CGMutablePath and UIBezierPath)

    package func appendMove(_ p: CGPoint) {
        elements.append(.move(p))
        subpathStart = p
    }

    package func appendLine(_ p: CGPoint) {
        if elements.isEmpty { appendMove(p) } else { elements.append(.line(p)) }
    }

    package func appendCurve(_ end: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        if elements.isEmpty { appendMove(c1) }
        elements.append(.curve(c1, c2, end))
    }

    package func appendClose() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// An arc as cubic Béziers of at most 90° each; `increasing` turns from start to end by
    /// increasing angles. Starts with a line (or move, on an empty path) to the arc's first point.
    package func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool) {
        var sweep = end - start
        if increasing {
            while sweep < 0 { sweep += 2 * .pi }
        } else {
            while sweep > 0 { sweep -= 2 * .pi }
        }
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let first = point(start)
        if elements.isEmpty || currentPoint != first {
            if elements.isEmpty { appendMove(first) } else { appendLine(first) }
        }
        // (A quarter turn that rounding made a hair longer is still one piece.)
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // Control-point distance for a circular arc of `step` radians: 4/3·tan(step/4)·r.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            elements.append(.curve(c1, c2, p3))
            a = b
        }
    }

    package func appendRect(_ r: CGRect) {
        let r = r.standardized
        appendMove(CGPoint(x: r.minX, y: r.minY))
        appendLine(CGPoint(x: r.maxX, y: r.minY))
        appendLine(CGPoint(x: r.maxX, y: r.maxY))
        appendLine(CGPoint(x: r.minX, y: r.maxY))
        appendClose()
    }

    package func appendEllipse(_ r: CGRect) {
        let r = r.standardized
        // Quarter ellipse control distance 0.5523 (4/3·(√2 − 1)) of each half-axis.
        let kx = r.width / 2 * 0.552_284_749_8, ky = r.height / 2 * 0.552_284_749_8
        let (cx, cy) = (r.midX, r.midY)
        appendMove(CGPoint(x: r.maxX, y: cy))
        appendCurve(CGPoint(x: cx, y: r.maxY), CGPoint(x: r.maxX, y: cy + ky), CGPoint(x: cx + kx, y: r.maxY))
        appendCurve(CGPoint(x: r.minX, y: cy), CGPoint(x: cx - kx, y: r.maxY), CGPoint(x: r.minX, y: cy + ky))
        appendCurve(CGPoint(x: cx, y: r.minY), CGPoint(x: r.minX, y: cy - ky), CGPoint(x: cx - kx, y: r.minY))
        appendCurve(CGPoint(x: r.maxX, y: cy), CGPoint(x: cx + kx, y: r.minY), CGPoint(x: r.maxX, y: cy - ky))
        appendClose()
    }

    /// A rounded rectangle, corners clamped to half the shorter side, drawn clockwise on screen.
    package func appendRoundedRect(_ r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let r = r.standardized
        let rx = min(max(0, cornerWidth), r.width / 2), ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { return appendRect(r) }
        let kx = rx * 0.552_284_749_8, ky = ry * 0.552_284_749_8
        appendMove(CGPoint(x: r.minX + rx, y: r.minY))
        appendLine(CGPoint(x: r.maxX - rx, y: r.minY))
        appendCurve(
            CGPoint(x: r.maxX, y: r.minY + ry), CGPoint(x: r.maxX - rx + kx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + ry - ky))
        appendLine(CGPoint(x: r.maxX, y: r.maxY - ry))
        appendCurve(
            CGPoint(x: r.maxX - rx, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - ry + ky), CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        appendLine(CGPoint(x: r.minX + rx, y: r.maxY))
        appendCurve(
            CGPoint(x: r.minX, y: r.maxY - ry), CGPoint(x: r.minX + rx - kx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - ry + ky))
        appendLine(CGPoint(x: r.minX, y: r.minY + ry))
        appendCurve(
            CGPoint(x: r.minX + rx, y: r.minY), CGPoint(x: r.minX, y: r.minY + ry - ky), CGPoint(x: r.minX + rx - kx, y: r.minY))
        appendClose()
    }
}

extension CGPath: Equatable {
    /// Whether two paths have the same elements, as Core Graphics' `CGPathEqualToPath`.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }
}

/// A path being built, Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init() }
    package override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point` (mapped through `transform`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendMove(point.applying(transform))
    }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendLine(point.applying(transform))
    }
    /// Adds lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        appendMove(first.applying(transform))
        for p in points.dropFirst() { appendLine(p.applying(transform)) }
    }
    /// Adds a cubic Bézier to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        appendCurve(end.applying(transform), control1.applying(transform), control2.applying(transform))
    }
    /// Adds a quadratic Bézier to `end` (stored as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let (start, end, control) = (currentPoint, end.applying(transform), control.applying(transform))
        appendCurve(
            end, CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }
    /// Adds an arc; `clockwise` in Core Graphics' sense (decreasing angles; counterclockwise on a
    /// UIKit screen). See `UIBezierPath(arcCenter:…)` for the on-screen sense.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        adding(transform) {
            $0.appendArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise)
        }
    }
    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` turning
    /// from that line into the line from `tangent1End` to `tangent2End`, tangent to both (a
    /// rounded corner at `tangent1End`); just the line to `tangent1End` when there is no such arc.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        adding(transform) { $0.appendTangentArc(corner: tangent1End, end: tangent2End, radius: radius) }
    }
    /// Adds an arc from `startAngle` turning by `delta` radians (increasing angles when positive).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        adding(transform) {
            $0.appendArc(center: center, radius: radius, start: startAngle, end: startAngle + delta, increasing: delta >= 0)
        }
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.appendRect(rect) }
    }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        adding(transform) { path in for r in rects { path.appendRect(r) } }
    }
    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.appendEllipse(rect) }
    }
    /// Adds a rounded rectangle with elliptical corners.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        adding(transform) { $0.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) }
    }

    /// Runs `build` on the path, or, under a transform, on a scratch path that starts at the
    /// current point mapped back, and appends what it added mapped through `transform` (an affine
    /// map of a Bézier is the Bézier of its mapped points).
    private func adding(_ transform: CGAffineTransform, _ build: (CGPath) -> Void) {
        guard !transform.isIdentity else { return build(self) }
        let scratch = CGPath()
        if !isEmpty { scratch.appendMove(currentPoint.applying(transform.inverted())) }
        let seeded = scratch.elements.count
        build(scratch)
        append(CGPath(elements: Array(scratch.elements.dropFirst(seeded))).applying(transform))
    }

    /// Appends `elements` one by one (each move starting a subpath).
    private func append(_ elements: [Element]) {
        for e in elements {
            switch e {
            case .move(let p): appendMove(p)
            case .line(let p): appendLine(p)
            case .curve(let a, let b, let c): appendCurve(c, a, b)
            case .close: appendClose()
            }
        }
    }
    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { append(path.applying(transform)) }
    /// Closes the current subpath.
    public func closeSubpath() { appendClose() }
}

extension CGPath {
    /// The path's subpaths, each from its `move` up to the next.
    private var subpaths: [[Element]] {
        var result: [[Element]] = []
        for element in elements {
            if case .move = element {
                result.append([element])
            } else if result.isEmpty {
                result.append([element])
            } else {
                result[result.count - 1].append(element)
            }
        }
        return result
    }

    /// The elements of the closed subpaths only.
    package var closedSubpathElements: [Element] {
        subpaths.filter { $0.last == .close }.flatMap { $0 }
    }

    /// The subpaths in reverse order, each run from its last point back to its first, curves with
    /// their control points swapped; a closed subpath stays closed.
    package var reversedElements: [Element] {
        var result: [Element] = []
        for subpath in subpaths.reversed() {
            guard case .move(let start) = subpath.first else { continue }
            let isClosed = subpath.last == .close
            var points = [start]
            var segments: [Element] = []
            for element in subpath.dropFirst() {
                switch element {
                case .line(let p):
                    segments.append(element)
                    points.append(p)
                case .curve(_, _, let p):
                    segments.append(element)
                    points.append(p)
                case .move, .close: break
                }
            }
            result.append(.move(points[points.count - 1]))
            for (index, segment) in segments.enumerated().reversed() {
                let previous = points[index]
                switch segment {
                case .curve(let c1, let c2, _): result.append(.curve(c2, c1, previous))
                default: result.append(.line(previous))
                }
            }
            if isClosed { result.append(.close) }
        }
        return result
    }
}
