import CCairo
import Foundation

/// Lengths along a `CGPath`: where the point at a given distance lies, which way the path heads
/// there, and the part of the path between two distances.
///
/// Every line, curve and `close` element is one *segment* (a `close` is the line back to its
/// subpath's start, even when that line has no length); moves only start subpaths and take no
/// length, so the point jumps there. Lines are measured exactly; a cubic Bézier by the chords of
/// `samplesPerCurve` equal steps of its parameter, accurate to about 1e-4 of its length for
/// the arcs and easings paths are made of. Built once per path; queries allocate nothing.
package struct PathMeasure: Sendable {
    /// One line or cubic segment of the path, with where it starts along the path.
    package struct Segment: Sendable {
        /// The start and end points.
        package let p0: CGPoint, p3: CGPoint
        /// The control points of a curve (for a line, unused).
        let c1: CGPoint, c2: CGPoint
        let isLine: Bool
        /// Whether a move put the pen down just before this segment (a new subpath starts here).
        package let startsSubpath: Bool
        /// Whether the segment is a `close` element's line back to the subpath's start.
        let closesSubpath: Bool
        /// Distance along the path to the segment's start, and the segment's length, in points.
        package let startLength: Double, length: Double
        /// Index in `curveLengths` of this curve's `samplesPerCurve + 1` cumulative lengths.
        let tableStart: Int
    }

    /// Parameter steps a curve is measured in.
    static let samplesPerCurve = 32

    /// The segments in path order.
    package private(set) var segments: [Segment] = []
    /// The total length of the path, in points.
    package private(set) var length: Double = 0
    /// For each curve, the length from its start to parameter i / `samplesPerCurve`, i = 0…samplesPerCurve.
    private var curveLengths: [Double] = []

    /// Measures `path`.
    package init(_ path: CGPath) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var penLifted = true
        func add(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, isLine: Bool, closes: Bool = false) {
            let segmentLength: Double
            var tableStart = -1
            if isLine {
                segmentLength = hypot(Double(p3.x - p0.x), Double(p3.y - p0.y))
            } else {
                tableStart = curveLengths.count
                var total = 0.0, previous = p0
                curveLengths.append(0)
                for i in 1...Self.samplesPerCurve {
                    let point = Self.bezier(p0, c1, c2, p3, Double(i) / Double(Self.samplesPerCurve))
                    total += hypot(Double(point.x - previous.x), Double(point.y - previous.y))
                    curveLengths.append(total)
                    previous = point
                }
                segmentLength = total
            }
            segments.append(
                Segment(
                    p0: p0, p3: p3, c1: c1, c2: c2, isLine: isLine, startsSubpath: penLifted, closesSubpath: closes,
                    startLength: length, length: segmentLength, tableStart: tableStart))
            length += segmentLength
            penLifted = false
            current = p3
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                (current, subpathStart, penLifted) = (p, p, true)
            case .line(let p):
                add(current, current, p, p, isLine: true)
            case .curve(let c1, let c2, let p):
                add(current, c1, c2, p, isLine: false)
            case .close:
                add(current, current, subpathStart, subpathStart, isLine: true, closes: true)
                penLifted = true
            }
        }
    }

    /// The point at `distance` points along the path (clamped to the path) and the direction the
    /// path heads there, in radians from the +x axis (y down: positive angles turn clockwise on screen).
    /// The origin with angle 0 for a path without segments.
    package func location(atDistance distance: Double) -> (point: CGPoint, angle: Double) {
        guard !segments.isEmpty else { return (.zero, 0) }
        let index = segmentIndex(atDistance: distance)
        let segment = segments[index]
        return location(in: index, atDistance: min(max(distance - segment.startLength, 0), segment.length))
    }

    /// The point `fraction` (0…1) of the way along segment `index` by length, and the heading there.
    package func location(inSegment index: Int, fraction: Double) -> (point: CGPoint, angle: Double) {
        let segment = segments[index]
        return location(in: index, atDistance: min(max(fraction, 0), 1) * segment.length)
    }

    /// Appends the part of the path between `start` and `end` points along it to Cairo's current
    /// path. Whole subpaths in the range keep their `close` (so their joins are drawn); cut pieces
    /// are open. Nothing is added when `end <= start`.
    package func replay(into cairo: OpaquePointer, from start: Double, to end: Double) {
        guard end > start else { return }
        var continuesPrevious = false
        for (index, segment) in segments.enumerated() {
            let segmentEnd = segment.startLength + segment.length
            guard segmentEnd > start, segment.startLength < end else {
                continuesPrevious = false
                continue
            }
            let from = max(start - segment.startLength, 0), to = min(end - segment.startLength, segment.length)
            if from > 0 || !continuesPrevious || segment.startsSubpath {
                let p = location(in: index, atDistance: from).point
                cairo_move_to(cairo, Double(p.x), Double(p.y))
            }
            if segment.isLine {
                let p = to >= segment.length ? segment.p3 : location(in: index, atDistance: to).point
                cairo_line_to(cairo, Double(p.x), Double(p.y))
            } else {
                let (t0, t1) = (parameter(in: segment, atDistance: from), parameter(in: segment, atDistance: to))
                let piece = Self.subcurve(segment, from: t0, to: t1)
                cairo_curve_to(
                    cairo, Double(piece.1.x), Double(piece.1.y), Double(piece.2.x), Double(piece.2.y),
                    Double(piece.3.x), Double(piece.3.y))
            }
            // A subpath drawn whole keeps its `close` (a join instead of two caps).
            if segment.closesSubpath && to >= segment.length && start <= subpathStartLength(of: index) {
                cairo_close_path(cairo)
            }
            continuesPrevious = true
        }
    }

    // MARK: Helpers

    /// The index of the segment containing `distance` (the first for distances before the path,
    /// the last after it).
    private func segmentIndex(atDistance distance: Double) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].startLength <= distance { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func location(in index: Int, atDistance distance: Double) -> (point: CGPoint, angle: Double) {
        let s = segments[index]
        if s.isLine {
            let f = s.length > 0 ? distance / s.length : 0
            let point = f >= 1 ? s.p3 : CGPoint(x: s.p0.x + (s.p3.x - s.p0.x) * f, y: s.p0.y + (s.p3.y - s.p0.y) * f)
            return (point, atan2(Double(s.p3.y - s.p0.y), Double(s.p3.x - s.p0.x)))
        }
        let t = parameter(in: s, atDistance: distance)
        let point = t >= 1 ? s.p3 : Self.bezier(s.p0, s.c1, s.c2, s.p3, t)
        return (point, Self.heading(s, at: t))
    }

    /// The curve parameter at `distance` points from the start of curve `s` (by its chord table).
    private func parameter(in s: Segment, atDistance distance: Double) -> Double {
        guard s.length > 0 else { return 0 }
        if distance >= s.length { return 1 }
        let n = Self.samplesPerCurve
        var low = 0, high = n
        while high - low > 1 {
            let middle = (low + high) / 2
            if curveLengths[s.tableStart + middle] <= distance { low = middle } else { high = middle }
        }
        let (l0, l1) = (curveLengths[s.tableStart + low], curveLengths[s.tableStart + high])
        let within = l1 > l0 ? (distance - l0) / (l1 - l0) : 0
        return (Double(low) + within) / Double(n)
    }

    /// The direction of curve `s` at parameter `t`: its derivative, or where that vanishes (a
    /// control point on an end point), the direction towards the next distinct control point.
    private static func heading(_ s: Segment, at t: Double) -> Double {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        let dx = a * Double(s.c1.x - s.p0.x) + b * Double(s.c2.x - s.c1.x) + c * Double(s.p3.x - s.c2.x)
        let dy = a * Double(s.c1.y - s.p0.y) + b * Double(s.c2.y - s.c1.y) + c * Double(s.p3.y - s.c2.y)
        if dx * dx + dy * dy > 1e-18 { return atan2(dy, dx) }
        let (from, to): (CGPoint, CGPoint)
        if t < 0.5 {
            (from, to) = (s.p0, s.c1 != s.p0 ? s.c1 : s.c2 != s.p0 ? s.c2 : s.p3)
        } else {
            (from, to) = (s.c2 != s.p3 ? s.c2 : s.c1 != s.p3 ? s.c1 : s.p0, s.p3)
        }
        return atan2(Double(to.y - from.y), Double(to.x - from.x))
    }

    /// The point at parameter `t` of a cubic Bézier.
    static func bezier(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * Double(p0.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p3.x),
            y: a * Double(p0.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p3.y))
    }

    /// The piece of curve `s` between parameters `t0` and `t1`, as a cubic (de Casteljau twice).
    private static func subcurve(_ s: Segment, from t0: Double, to t1: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func split(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), at t: Double) -> (
            left: (CGPoint, CGPoint, CGPoint, CGPoint),
            right: (CGPoint, CGPoint, CGPoint, CGPoint)
        ) {
            func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let ab = mix(p.0, p.1), bc = mix(p.1, p.2), cd = mix(p.2, p.3)
            let abc = mix(ab, bc), bcd = mix(bc, cd), middle = mix(abc, bcd)
            return ((p.0, ab, abc, middle), (middle, bcd, cd, p.3))
        }
        var piece = (s.p0, s.c1, s.c2, s.p3)
        if t0 > 0 { piece = split(piece, at: t0).right }
        if t1 < 1 { piece = split(piece, at: t0 < 1 ? (t1 - t0) / (1 - t0) : 1).left }
        return piece
    }

    /// How far along the path the subpath containing segment `index` starts.
    private func subpathStartLength(of index: Int) -> Double { segments[subpathFirstSegment(of: index)].startLength }
    private func subpathFirstSegment(of index: Int) -> Int {
        var first = index
        while first > 0 && !segments[first].startsSubpath { first -= 1 }
        return first
    }
}
