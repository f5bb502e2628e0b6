import CCairo
import Foundation

/// The current path read back, and the path calls beyond lines and curves.
extension CGContext {
    /// The current path, in user space; nil when it is empty.
    public var path: CGPath? {
        guard !isPathEmpty, let copy = cairo_copy_path(cairo) else { return nil }
        defer { cairo_path_destroy(copy) }
        return CGPath(elements: Self.elements(of: copy))
    }

    /// The end of the current path, in user space; `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The smallest rectangle holding the current path's points, control points included (Apple's
    /// `CGContextGetPathBoundingBox` page); `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    /// Whether painting the current path as `mode` would paint `point` (user space); a stroke
    /// counts with the line width, cap, join and miter limit.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let path else { return false }
        let fills = mode != .stroke && path.contains(point, using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
        guard !fills, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return fills }
        return strokeOutline(of: path).contains(point)
    }

    /// Replaces the current path with the outline of its stroke under the line settings, which a
    /// fill then paints as `strokePath()` would have.
    public func replacePathWithStrokedPath() {
        guard let path else { return }
        let outline = strokeOutline(of: path)
        cairo_new_path(cairo)
        outline.replay(into: cairo)
    }

    /// The area a stroke of `path` covers with the context's line settings (dashes aside).
    func strokeOutline(of path: CGPath) -> CGPath {
        let caps: [CGLineCap] = [.butt, .round, .square], joins: [CGLineJoin] = [.miter, .round, .bevel]
        return path.copy(
            strokingWithWidth: CGFloat(cairo_get_line_width(cairo)),
            lineCap: caps[Int(cairo_get_line_cap(cairo).rawValue) % 3],
            lineJoin: joins[Int(cairo_get_line_join(cairo).rawValue) % 3],
            miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
    }

    /// Adds each of `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius` turning
    /// into the line from `tangent1End` to `tangent2End`, tangent to both (see
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard cairo_has_current_point(cairo) != 0 else {
            return Diagnostics.report("CGContextAddArcToPoint: no current point.")
        }
        let arc = CGMutablePath()
        arc.move(to: currentPointOfPath)
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        CGPath(elements: Array(arc.elements.dropFirst())).replay(into: cairo)
    }

    /// Strokes the segments between `points` taken in pairs (the first to the second, the third to
    /// the fourth, …; an odd last point is left out), replacing the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cairo)
        for k in Swift.stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[k])
            addLine(to: points[k + 1])
        }
        strokePath()
    }

    /// How far, in device pixels, the lines that stand for a curve may stray from it (Cairo's
    /// tolerance, 0.1 unless set).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cairo, Double(flatness))
    }
}
