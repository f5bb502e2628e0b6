/// A layer that draws a path: filled, then stroked, between its contents and its first sublayer.
///
/// The path is in the layer's bounds coordinates and is not clipped to the bounds (unless
/// `masksToBounds`); a shape layer often has empty bounds. The fill uses the whole path; the
/// stroke only the part from `strokeStart` to `strokeEnd`, fractions of the path's length (all of
/// its subpaths together), so animating `strokeEnd` from 0 to 1 draws the line on. Fill and stroke
/// colors, line width, miter limit, dash phase and the stroke ends are animatable (and animate
/// implicitly on a standalone layer); the path, fill rule, caps, joins and dash pattern are not.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; copied when set. Defaults to nil (nothing is drawn).
    /// Not animated (Core Animation interpolates paths only in explicit animations).
    public var path: CGPath? {
        get { storedPath }
        set {
            storedPath = newValue?.copy()
            measuredPath = nil
            setNeedsDisplay()
        }
    }
    private var storedPath: CGPath?
    /// The lengths along `path`, measured the first time the stroke is trimmed.
    private var measuredPath: PathMeasure?

    /// The color the path is filled with; nil fills nothing. Defaults to opaque black. Animatable.
    public var fillColor: CGColor? {
        get { modelState.fillColor }
        set { setAnimatable(\.fillColor, to: newValue) }
    }
    /// Which areas the path encloses when it is filled. Defaults to `.nonZero`.
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsDisplay() } }
    /// The color the path is stroked with; nil strokes nothing. Defaults to nil. Animatable.
    public var strokeColor: CGColor? {
        get { modelState.strokeColor }
        set { setAnimatable(\.strokeColor, to: newValue) }
    }
    /// Where the stroke starts, as a fraction 0…1 of the path's length. Defaults to 0. Animatable.
    /// Drawn clamped to 0…1; no stroke is drawn when it is not below `strokeEnd`.
    public var strokeStart: CGFloat {
        get { modelState.strokeStart }
        set { setAnimatable(\.strokeStart, to: newValue) }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length. Defaults to 1. Animatable.
    public var strokeEnd: CGFloat {
        get { modelState.strokeEnd }
        set { setAnimatable(\.strokeEnd, to: newValue) }
    }
    /// The stroke's width in points, centred on the path. Defaults to 1. Animatable.
    public var lineWidth: CGFloat {
        get { modelState.lineWidth }
        set { setAnimatable(\.lineWidth, to: newValue) }
    }
    /// The longest miter, in line widths, before a miter join is beveled. Defaults to 10. Animatable.
    public var miterLimit: CGFloat {
        get { modelState.miterLimit }
        set { setAnimatable(\.miterLimit, to: newValue) }
    }
    /// How the ends of open subpaths are drawn. Defaults to `.butt`.
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsDisplay() } }
    /// How the stroke's corners are drawn. Defaults to `.miter`.
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsDisplay() } }
    /// Alternating lengths, in points, of painted and unpainted stretches of the stroke; nil or
    /// empty (the default) is a solid line. A pattern of zeros or negative lengths draws solid.
    public var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }
    /// How far into the dash pattern the stroke starts, in points. Defaults to 0. Animatable.
    public var lineDashPhase: CGFloat {
        get { modelState.lineDashPhase }
        set { setAnimatable(\.lineDashPhase, to: newValue) }
    }

    /// A shape layer with Core Animation's defaults: no path, black fill, no stroke.
    public required init() { super.init() }

    /// A copy of `layer`'s model values (Core Animation uses this to make presentation layers).
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            storedPath = other.storedPath
            measuredPath = other.measuredPath
            fillRule = other.fillRule
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPattern = other.lineDashPattern
        }
    }

    package override var builtInDrawing: BuiltInDrawing { .shape }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "path": return .some(path)
        case "fillRule": return .some(fillRule)
        case "lineCap": return .some(lineCap)
        case "lineJoin": return .some(lineJoin)
        case "lineDashPattern": return .some(lineDashPattern)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "path" where value == nil || value is CGPath: path = value as? CGPath
        case "fillRule" where value is CAShapeLayerFillRule || value is String:
            fillRule = (value as? CAShapeLayerFillRule) ?? CAShapeLayerFillRule(rawValue: value as! String)
        case "lineCap" where value is CAShapeLayerLineCap || value is String:
            lineCap = (value as? CAShapeLayerLineCap) ?? CAShapeLayerLineCap(rawValue: value as! String)
        case "lineJoin" where value is CAShapeLayerLineJoin || value is String:
            lineJoin = (value as? CAShapeLayerLineJoin) ?? CAShapeLayerLineJoin(rawValue: value as! String)
        case "lineDashPattern" where value == nil || value is [NSNumber]: lineDashPattern = value as? [NSNumber]
        case "path", "fillRule", "lineCap", "lineJoin", "lineDashPattern":
            Diagnostics.report(
                "CALayer.setValue(_:forKey:): \(value.map { "\($0)" } ?? "nil") is not a value for '\(key)'; the layer was left unchanged"
            )
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    /// The lengths along `path` (nil without a path), measured once per path.
    package var pathMeasure: PathMeasure? {
        guard let storedPath else { return nil }
        if let measuredPath { return measuredPath }
        let measure = PathMeasure(storedPath)
        measuredPath = measure
        return measure
    }
}

/// How a shape layer decides which areas its path encloses.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name, as Core Animation spells it (`"non-zero"`).
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a nonzero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer draws the ends of open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name, as Core Animation spells it (`"butt"`).
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The line stops square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of the line's width closes the end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The line goes on half its width past the end point, square.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer draws the corners of its stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name, as Core Animation spells it (`"miter"`).
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The outer edges meet in a point, up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc joins the outer edges.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A straight line cuts the corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
