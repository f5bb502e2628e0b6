/// Names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Core Animation spells it (`"easeInEaseOut"`).
    public let rawValue: String
    /// A name; only the predefined names below make a curve.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve for implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) mapping time to progress.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// For a predefined curve, which one: frames then solve with the shared static copy, which
    /// stays in cache, instead of reading this object's (a few hundred bytes). Nil for custom curves.
    let named: NamedCurve?
    /// The solver for this curve.
    public let bezier: CubicBezier

    enum NamedCurve {
        case linear, easeIn, easeOut, easeInEaseOut, caDefault

        @inline(__always) func solve(_ x: Double) -> Double {
            switch self {
            case .linear: return CubicBezier.linear.solve(x)
            case .easeIn: return CubicBezier.easeIn.solve(x)
            case .easeOut: return CubicBezier.easeOut.solve(x)
            case .easeInEaseOut: return CubicBezier.easeInEaseOut.solve(x)
            case .caDefault: return CubicBezier.caDefault.solve(x)
            }
        }
    }

    /// One of the predefined curves.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: (named, bezier) = (.easeIn, .easeIn)
        case .easeOut: (named, bezier) = (.easeOut, .easeOut)
        case .easeInEaseOut: (named, bezier) = (.easeInEaseOut, .easeInEaseOut)
        case .default: (named, bezier) = (.caDefault, .caDefault)
        default: (named, bezier) = (.linear, .linear)
        }
    }

    /// A custom curve through (c1x, c1y) and (c2x, c2y). x values outside 0…1 (or non-finite
    /// values) are reported and clamped into range.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(
            bezier: Self.validatedBezier(
                Double(c1x), Double(c1y), Double(c2x), Double(c2y),
                call: "CAMediaTimingFunction(controlPoints:)"))
    }

    init(bezier: CubicBezier) {
        self.bezier = bezier
        named = nil
        super.init()
    }

    /// Writes control point `idx` (0…3: (0,0), P1, P2, (1,1)) into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (bezier.x1, bezier.y1), (bezier.x2, bezier.y2), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    /// Eased progress for linear progress `x` in 0…1.
    func progress(_ x: Double) -> Double {
        if let named { return named.solve(x) }
        return bezier.solve(x)
    }

    /// Two timing functions are equal when their control points are.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.bezier == bezier
    }

    public override var hash: Int {
        var hasher = Hasher()
        for value in [bezier.x1, bezier.y1, bezier.x2, bezier.y2] { hasher.combine(value) }
        return hasher.finalize()
    }

    public override var description: String {
        "CAMediaTimingFunction(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
    }

    /// A curve through the given control points; unusable points are reported, naming `call`,
    /// and clamped (x into 0…1, non-finite values to the linear curve's).
    package static func validatedBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, call: String) -> CubicBezier {
        if CubicBezier.isValid(x1: x1, y1: y1, x2: x2, y2: y2) { return CubicBezier(x1, y1, x2, y2) }
        Diagnostics.report(
            "\(call): control points must be finite with x in 0...1, got (\(x1), \(y1)) and (\(x2), \(y2)); clamped")
        func clampX(_ x: Double, _ fallback: Double) -> Double { x.isFinite ? min(1, max(0, x)) : fallback }
        func finiteY(_ y: Double, _ fallback: Double) -> Double { y.isFinite ? y : fallback }
        return CubicBezier(clampX(x1, 0), finiteY(y1, 0), clampX(x2, 1), finiteY(y2, 1))
    }
}
