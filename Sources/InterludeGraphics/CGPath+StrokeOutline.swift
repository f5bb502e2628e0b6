import Foundation

extension CGPath {
    /// The area a solid stroke of the path covers, as a path to fill (nonzero winding) —
    /// Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`.
    ///
    /// The outline is built as pieces whose union is the stroke: a band `lineWidth` wide along each
    /// straight piece, a join at each corner (`.miter` up to `miterLimit` — the miter's length
    /// over the line width, 1 / sin(φ / 2) for segments meeting at angle φ — else a bevel;
    /// `.round`; `.bevel`), and caps at the ends of open subpaths (`.butt` none, `.square`
    /// extending the line by half its width, `.round` a half disc). Curves are flattened first
    /// (within 0.02 units), so the outline of a curve is polygonal where Core Graphics' keeps
    /// curves; all pieces turn the same way, so filling it with either rule other than even-odd
    /// gives the stroke. `transform` is applied to the outline's elements (Apple's
    /// `CGPathCreateCopyByStrokingPath` page). A width of 0 or less gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath() }
        var outliner = StrokeOutliner(
            halfWidth: Double(lineWidth) / 2, cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
        for subpath in StrokeOutliner.flattenedSubpaths(elements) { outliner.add(subpath) }
        let outline = CGPath(elements: outliner.output.elements)
        return transform.isIdentity ? outline : CGPath(elements: outline.applying(transform))
    }
}

/// Builds a stroke's outline piece by piece (see `CGPath.copy(strokingWithWidth:…)`).
struct StrokeOutliner {
    /// A subpath flattened to points, and whether it is closed.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    let output = CGMutablePath()

    init(halfWidth: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double) {
        (self.halfWidth, self.cap, self.join, self.miterLimit) = (halfWidth, cap, join, miterLimit)
    }

    /// Largest distance between a curve and its flattening, in path units.
    static let flatness = 0.02

    /// The path's subpaths as polylines: curves split into chords (Wang's bound on the number of
    /// pieces), repeated points dropped. A lone move makes no subpath.
    static func flattenedSubpaths(_ elements: [CGPath.Element]) -> [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        // Whether the current subpath has a line or curve (a zero-length one still gets caps).
        var drawn = false
        func finish(closed: Bool) {
            if var line = current, drawn || closed {
                line.isClosed = closed
                result.append(line)
            }
            current = nil
            drawn = false
        }
        func add(_ p: CGPoint) {
            if current == nil { current = Polyline(points: [p], isClosed: false) }
            if current!.points.last != p { current!.points.append(p) }
        }
        var last = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                (last, start) = (p, p)
                current = Polyline(points: [p], isClosed: false)
            case .line(let p):
                if current == nil { current = Polyline(points: [last], isClosed: false) }
                add(p)
                drawn = true
                last = p
            case .curve(let c1, let c2, let p):
                if current == nil { current = Polyline(points: [last], isClosed: false) }
                let dd = max(
                    hypot(Double(last.x - 2 * c1.x + c2.x), Double(last.y - 2 * c1.y + c2.y)),
                    hypot(Double(c1.x - 2 * c2.x + p.x), Double(c1.y - 2 * c2.y + p.y)))
                let n = max(1, min(1000, Int((0.75 * dd / flatness).squareRoot().rounded(.up))))
                for i in 1...n { add(PathMeasure.bezier(last, c1, c2, p, Double(i) / Double(n))) }
                drawn = true
                last = p
            case .close:
                if current != nil {
                    if current!.points.count > 1, current!.points.last == current!.points.first {
                        current!.points.removeLast()
                    }
                    finish(closed: true)
                }
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Adds the outline of one subpath.
    mutating func add(_ line: Polyline) {
        let points = line.points
        guard points.count > 1 else {
            // A subpath of one point: a dot for round and square caps (none for butt).
            if let p = points.first { dot(at: p) }
            return
        }
        let segments = line.isClosed ? points.count : points.count - 1
        for i in 0..<segments { band(points[i], points[(i + 1) % points.count]) }
        if line.isClosed {
            for i in 0..<points.count {
                corner(points[(i + points.count - 1) % points.count], points[i], points[(i + 1) % points.count], join)
            }
        } else {
            for i in 1..<points.count - 1 { corner(points[i - 1], points[i], points[i + 1], join) }
            capEnd(points[1], points[0])
            capEnd(points[points.count - 2], points[points.count - 1])
        }
    }

    /// The unit direction from `a` to `b`, and its left normal (−dy, dx).
    private func direction(_ a: CGPoint, _ b: CGPoint) -> (dx: Double, dy: Double) {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = hypot(dx, dy)
        return (dx / length, dy / length)
    }

    private func point(_ p: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: Double(p.x) + dx, y: Double(p.y) + dy)
    }

    /// The band of the segment from `a` to `b`.
    private func band(_ a: CGPoint, _ b: CGPoint) {
        let d = direction(a, b), h = halfWidth
        let (nx, ny) = (-d.dy * h, d.dx * h)
        polygon([point(a, nx, ny), point(b, nx, ny), point(b, -nx, -ny), point(a, -nx, -ny)])
    }

    /// The join at `v` between the segments from `a` and to `b`, on the outer side of the turn.
    private func corner(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint, _ style: CGLineJoin) {
        let d0 = direction(a, v), d1 = direction(v, b), h = halfWidth
        let cross = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        guard abs(cross) > 1e-12 || dot < 0 else { return } // straight on: the bands meet flush
        if style == .round { return disc(at: v) }
        // The outer side is away from the turn: the left normal's opposite when turning left.
        let s = cross > 0 ? -1.0 : 1.0
        let outer0 = point(v, -d0.dy * h * s, d0.dx * h * s), outer1 = point(v, -d1.dy * h * s, d1.dx * h * s)
        let halfTurnCosine = ((1 + dot) / 2).squareRoot() // cos of half the turn = sin(φ / 2)
        if style == .miter, halfTurnCosine > 1e-12, 1 / halfTurnCosine <= miterLimit {
            let mx = -(d0.dy + d1.dy), my = d0.dx + d1.dx
            let m = hypot(mx, my)
            let reach = h / halfTurnCosine * s
            polygon([v, outer0, point(v, mx / m * reach, my / m * reach), outer1])
        } else {
            polygon([v, outer0, outer1])
        }
    }

    /// The cap at `end`, the segment arriving from `from`.
    private func capEnd(_ from: CGPoint, _ end: CGPoint) {
        switch cap {
        case .butt: break
        case .round: disc(at: end)
        case .square:
            let d = direction(from, end), h = halfWidth
            let (nx, ny) = (-d.dy * h, d.dx * h), (ex, ey) = (d.dx * h, d.dy * h)
            polygon([point(end, nx, ny), point(end, nx + ex, ny + ey), point(end, -nx + ex, -ny + ey), point(end, -nx, -ny)])
        }
    }

    /// A zero-length subpath's mark: a disc for round caps, an axis-aligned square for square ones.
    private func dot(at p: CGPoint) {
        switch cap {
        case .butt: break
        case .round: disc(at: p)
        case .square:
            let h = halfWidth
            polygon([point(p, -h, -h), point(p, h, -h), point(p, h, h), point(p, -h, h)])
        }
    }

    private func disc(at p: CGPoint) {
        let h = CGFloat(halfWidth)
        output.appendEllipse(CGRect(x: p.x - h, y: p.y - h, width: 2 * h, height: 2 * h))
    }

    /// A closed polygon, turned to the ellipses' direction (positive shoelace area with y down).
    private func polygon(_ points: [CGPoint]) {
        var area = 0.0
        for i in points.indices {
            let (p, q) = (points[i], points[(i + 1) % points.count])
            area += Double(p.x * q.y - q.x * p.y)
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? points : points.reversed()
        output.appendMove(ordered[0])
        for p in ordered.dropFirst() { output.appendLine(p) }
        output.appendClose()
    }
}
