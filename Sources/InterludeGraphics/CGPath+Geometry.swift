import Foundation

extension CGPath {
    /// The smallest rectangle enclosing every point the path passes through — curves at their
    /// extremes, not their control points (Core Graphics' `CGPathGetPathBoundingBox`); `.null`
    /// when the path is empty.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero, start = CGPoint.zero
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p):
                (current, start) = (p, p)
                add(p)
            case .line(let p):
                current = p
                add(p)
            case .curve(let c1, let c2, let end):
                for t in Self.cubicExtremes(current.x, c1.x, c2.x, end.x) + Self.cubicExtremes(current.y, c1.y, c2.y, end.y) {
                    add(Self.cubicPoint(current, c1, c2, end, t))
                }
                current = end
                add(end)
            case .close:
                current = start
            }
        }
        return box
    }

    /// The parameters in (0, 1) where one coordinate of a cubic Bézier turns: the roots of its
    /// derivative, 3[(−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)].
    private static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
