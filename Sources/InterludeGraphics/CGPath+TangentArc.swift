import Foundation

extension CGPath {
    /// The arc PostScript's `arct` adds after `current`: of `radius`, tangent to the line from
    /// `current` to `corner` and to the line from `corner` to `end` (Apple's `addArc(tangent1End:
    /// tangent2End:radius:)` pages). Nil when there is no such arc (a zero radius, or points that
    /// coincide or lie on one line): the path then goes straight to `corner`.
    package static func tangentArc(
        from current: CGPoint, corner: CGPoint, end: CGPoint, radius: CGFloat
    ) -> (start: CGPoint, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool)? {
        let (ux, uy) = (current.x - corner.x, current.y - corner.y), (vx, vy) = (end.x - corner.x, end.y - corner.y)
        let (lu, lv) = (hypot(ux, uy), hypot(vx, vy))
        let cross = ux * vy - uy * vx
        guard radius > 0, radius.isFinite, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else { return nil }
        // Half the angle at the corner between the two lines.
        let half = acos(min(1, max(-1, (ux * vx + uy * vy) / (lu * lv)))) / 2
        let reach = radius / tan(half), toCenter = radius / sin(half)
        let (bx, by) = (ux / lu + vx / lv, uy / lu + vy / lv), lb = hypot(bx, by)
        let start = CGPoint(x: corner.x + ux / lu * reach, y: corner.y + uy / lu * reach)
        let finish = CGPoint(x: corner.x + vx / lv * reach, y: corner.y + vy / lv * reach)
        let center = CGPoint(x: corner.x + bx / lb * toCenter, y: corner.y + by / lb * toCenter)
        return (
            start, center, atan2(start.y - center.y, start.x - center.x), atan2(finish.y - center.y, finish.x - center.x),
            // Turning from the first line into the second one way or the other.
            cross < 0
        )
    }

    /// Appends a line to `tangentArc`'s start and the arc, or a line to `corner` when there is no arc.
    package func appendTangentArc(corner: CGPoint, end: CGPoint, radius: CGFloat) {
        guard let arc = Self.tangentArc(from: currentPoint, corner: corner, end: end, radius: radius) else {
            return appendLine(corner)
        }
        appendArc(center: arc.center, radius: radius, start: arc.startAngle, end: arc.endAngle, increasing: arc.increasing)
    }
}
