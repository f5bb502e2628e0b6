import Foundation

/// A vector path with line settings that draws into the current graphics context, UIKit's `UIBezierPath`.
///
/// Angles are radians from the +x axis; `clockwise` is the on-screen sense (y down), unlike
/// `CGMutablePath.addArc`. Rounded rectangles use circular corners (UIKit draws slightly
/// smoother "continuous" corners).
open class UIBezierPath: NSObject {
    /// The path's elements; setting it replaces them with a copy of the new path's, as in UIKit.
    public var cgPath: CGPath {
        get { mutablePath }
        set { mutablePath = CGMutablePath(elements: newValue.elements) }
    }
    private var mutablePath: CGMutablePath
    /// Stroke width in points. Defaults to 1.
    open var lineWidth: CGFloat = 1
    /// End caps of open subpaths. Defaults to `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// Joins between segments. Defaults to `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter limit. Defaults to 10.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule. Defaults to false (nonzero winding).
    open var usesEvenOddFillRule = false
    /// The dash lengths `stroke()` uses; empty draws solid lines (see ``setLineDash(_:count:phase:)``).
    private var dashPattern: [CGFloat] = []
    /// How far into the dash pattern strokes start, in points.
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { mutablePath = CGMutablePath() }
    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        mutablePath.addRect(rect)
    }
    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutablePath.addEllipse(in: rect)
    }
    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        mutablePath.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// A rectangle with the chosen `corners` rounded by `cornerRadii` (width and height of each corner ellipse).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width), r.width / 2), ry = min(max(0, cornerRadii.height), r.height / 2)
        let k: CGFloat = 0.552_284_749_8
        let p = mutablePath
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) && rx > 0 && ry > 0 }
        p.move(to: CGPoint(x: r.minX + (corner(.topLeft) ? rx : 0), y: r.minY))
        if corner(.topRight) {
            p.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            p.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        } else {
            p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
        if corner(.bottomRight) {
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            p.addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        } else {
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        }
        if corner(.bottomLeft) {
            p.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            p.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        } else {
            p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        if corner(.topLeft) {
            p.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            p.addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        } else {
            p.addLine(to: CGPoint(x: r.minX, y: r.minY))
        }
        p.closeSubpath()
    }
    /// An open arc around `center`, `clockwise` on screen (increasing angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path with `cgPath`'s elements.
    public init(cgPath: CGPath) { mutablePath = CGMutablePath(elements: cgPath.elements) }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { mutablePath.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { mutablePath.addLine(to: point) }
    /// Adds a cubic Bézier to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutablePath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        mutablePath.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc, `clockwise` on screen (increasing angles), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        mutablePath.appendArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise)
    }
    /// Closes the current subpath.
    open func close() { mutablePath.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { mutablePath = CGMutablePath() }
    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { mutablePath.addPath(bezierPath.cgPath) }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { mutablePath = CGMutablePath(elements: mutablePath.applying(transform)) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }
    /// The rectangle enclosing every point and control point.
    public var bounds: CGRect { cgPath.isEmpty ? .zero : cgPath.boundingBox }
    /// The end point of the path.
    public var currentPoint: CGPoint { cgPath.currentPoint }

    // MARK: Drawing into the current context

    /// Whether `point` lies in the area a fill paints, under ``usesEvenOddFillRule``; only closed
    /// subpaths enclose anything: a point inside an open subpath is not contained, unlike in a
    /// fill (https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:)).
    open func contains(_ point: CGPoint) -> Bool {
        CGPath.fillContains(point, elements: cgPath.closedSubpathElements, evenOdd: usesEvenOddFillRule)
    }

    /// A new path with the same subpaths, each run backwards from its end point, in reverse order;
    /// closed subpaths stay closed. The line settings start at their defaults.
    open func reversing() -> UIBezierPath { UIBezierPath(cgPath: CGPath(elements: cgPath.reversedElements)) }

    /// Sets the dash pattern `stroke()` uses: `count` lengths from `pattern` (points, painted and
    /// skipped in turn), started `phase` points in. A nil pattern or a count of 0 draws solid lines,
    /// the default.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = phase
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Reads the dash pattern: its lengths into `pattern` (which must have room for them), their
    /// number into `count`, and the phase; nil pointers are skipped.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the enclosed area with the current context's fill color (`UIColor.setFill()`).
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with its line settings and the current context's stroke color.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corners as bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8 (UIKit's values).
    public let rawValue: UInt
    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the smallest x and y (top-left on screen, y down).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at the largest x and y.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
