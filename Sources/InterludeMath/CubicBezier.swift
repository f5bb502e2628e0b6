import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2),
/// as used by `CAMediaTimingFunction`, `UICubicTimingParameters` and CSS `cubic-bezier()`.
///
/// `solve(x)` maps input progress x (time fraction) to output progress y. The solver is the one
/// WebKit (`UnitBezier`) and Chromium (`gfx::CubicBezier`) use: the curve in polynomial (Horner)
/// form, an initial guess interpolated from 11 precomputed samples of x(t), at most 4 Newton
/// steps (abandoned when dx/dt < 1e-7), then bisection from the Newton result on the 0.1-wide
/// bracket. The epsilon is a target for |x(t) − x|, a hint rather than a guarantee on y.
///
/// Defined everywhere:
/// - `solve(0) == 0` and `solve(1) == 1` exactly; a linear curve (x1 == y1 and x2 == y2) is the
///   identity, exactly, for every x.
/// - Outside 0…1, x is extrapolated along the end tangents (Chromium/WebKit rule, see
///   `startGradient` and `endGradient`), not solved. The CSS Easing spec's rule differs when a
///   control point has x = 0 (or 1) without coinciding with the end point: cubic-bezier(0, 0.5,
///   0.5, 1) at x = −1 is −2 by the spec and 0 here, as in Chromium, WebKit and older WPT.
/// - Infinite y coefficients are clamped to ±`Double.greatestFiniteMagnitude`, so extreme control
///   points give finite output.
///
/// Construction precomputes everything; `solve` allocates nothing. Equality and hashing use the
/// four control-point values, exactly.
public struct CubicBezier: Sendable {
    /// The default solver accuracy for |x(t) − x|: 1e-7 (Chromium's `kBezierEpsilon`).
    public static let defaultEpsilon = 1e-7

    /// Samples of x(t) at t = 0, 0.1, …, 1 for the initial guess.
    private static let sampleCount = 11
    /// The t spacing of the samples, 1 / (sampleCount − 1).
    private static let sampleSpacing = 1.0 / Double(sampleCount - 1)
    /// Newton steps before falling back to bisection.
    private static let maxNewtonIterations = 4
    /// A cap on bisection steps: 0.1 halves to below any double spacing in far fewer; it only
    /// guarantees termination when `epsilon` is 0 or tiny.
    private static let maxBisectionIterations = 128

    /// The first control point's x, time fraction in 0…1.
    public let x1: Double
    /// The first control point's y, output progress; any finite value (outside 0…1 overshoots).
    public let y1: Double
    /// The second control point's x, time fraction in 0…1.
    public let x2: Double
    /// The second control point's y, output progress; any finite value (outside 0…1 overshoots).
    public let y2: Double

    /// x(t) = ((ax·t + bx)·t + cx)·t, and likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// x(t) at t = 0, 0.1, …, 1 in lanes 0…10 (lanes 11…15 hold +∞): fixed storage, no heap.
    private let samples: SIMD16<Double>
    private let isLinear: Bool

    /// The slope used to extrapolate for x < 0: `solve(x) = startGradient · x`.
    ///
    /// Chromium/WebKit rule: the tangent through P1 when x1 > 0; if P1 coincides with the start
    /// (x1 = 0, y1 = 0), the line to P2 when x2 > 0; if both control points sit on the start's
    /// vertical with y = 0 ((0, 0, 0, 0)), 1; otherwise (a vertical start tangent) 0. Clamped to
    /// ±`Double.greatestFiniteMagnitude`.
    public let startGradient: Double

    /// The slope used to extrapolate for x > 1: `solve(x) = 1 + endGradient · (x − 1)`.
    ///
    /// Mirror of `startGradient`: the tangent through P2 when x2 < 1; if P2 coincides with the end
    /// (x2 = 1, y2 = 1), the line from P1 when x1 < 1; if both control points are (1, 1), 1;
    /// otherwise (a vertical end tangent) 0. Clamped to ±`Double.greatestFiniteMagnitude`.
    public let endGradient: Double

    /// The smallest y the curve reaches for x in 0…1: 0, or below when it undershoots.
    public let rangeMin: Double
    /// The largest y the curve reaches for x in 0…1: 1, or above when it overshoots.
    public let rangeMax: Double

    /// Whether the control points make a valid curve: all finite, and x1, x2 in 0…1 (so x(t) is
    /// monotonic and `solve` is a function). Check before calling `init` with untrusted values.
    public static func isValid(x1: Double, y1: Double, x2: Double, y2: Double) -> Bool {
        (0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite
    }

    /// Creates the curve with control points (x1, y1) and (x2, y2).
    /// - Precondition: x1 and x2 in 0…1 (which excludes NaN), y1 and y2 finite.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        checkPrecondition(
            (0...1).contains(x1) && (0...1).contains(x2),
            "CubicBezier(x1:y1:x2:y2:): control point x values must be in 0...1, got x1 = \(x1), x2 = \(x2)")
        checkPrecondition(
            y1.isFinite && y2.isFinite,
            "CubicBezier(x1:y1:x2:y2:): control point y values must be finite, got y1 = \(y1), y2 = \(y2)")
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = toFinite(3 * y1)
        by = toFinite(3 * (y2 - y1) - cy)
        ay = toFinite(1 - cy - by)
        isLinear = x1 == y1 && x2 == y2
        startGradient = toFinite(Self.startGradient(x1, y1, x2, y2))
        endGradient = toFinite(Self.endGradient(x1, y1, x2, y2))
        var samples = SIMD16<Double>(repeating: .infinity)
        for i in 0..<Self.sampleCount {
            let t = Double(i) * Self.sampleSpacing
            samples[i] = ((ax * t + bx) * t + cx) * t
        }
        self.samples = samples
        (rangeMin, rangeMax) = Self.range(y1: y1, y2: y2, ay: ay, by: by, cy: cy)
    }

    // MARK: Evaluating the polynomial

    /// x at curve parameter `t` (0…1 on the curve; any value evaluates the polynomial).
    public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y at curve parameter `t`, clamped to ±`Double.greatestFiniteMagnitude`.
    public func sampleCurveY(_ t: Double) -> Double { toFinite(((ay * t + by) * t + cy) * t) }

    /// dx/dt at curve parameter `t`.
    public func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at curve parameter `t`, each partial sum clamped to ±`Double.greatestFiniteMagnitude`
    /// (so extreme y control points never give infinity or NaN).
    public func sampleCurveDerivativeY(_ t: Double) -> Double {
        toFinite(toFinite(toFinite(3 * ay) * t + toFinite(2 * by)) * t + cy)
    }

    // MARK: Solving

    /// The output progress y for input progress `x`, solved to `defaultEpsilon` (1e-7).
    /// Exact at 0 and 1; extrapolated outside 0…1 (see `startGradient`, `endGradient`).
    public func solve(_ x: Double) -> Double { solve(x, epsilon: Self.defaultEpsilon) }

    /// The output progress y for input progress `x`, with the solver stopping when
    /// |x(t) − x| < `epsilon` (an accuracy hint in x, e.g. 1/(200·duration) in WebKit).
    public func solve(_ x: Double, epsilon: Double) -> Double {
        if isLinear { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if x < 0 { return toFinite(startGradient * x) }
        if x > 1 { return toFinite(1 + endGradient * (x - 1)) }
        return sampleCurveY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at input progress `x`, the curve's velocity factor (output per unit input).
    ///
    /// In 0…1 it is (dy/dt)/(dx/dt) at the solved t, 0 where both derivatives are 0, clamped to
    /// ±`Double.greatestFiniteMagnitude` where dx/dt is 0. Outside 0…1 it is the extrapolation
    /// slope (`startGradient`/`endGradient`), matching `solve` (Chromium instead clamps x to 0…1).
    /// A linear curve has slope 1 everywhere.
    public func slope(_ x: Double) -> Double {
        if isLinear { return 1 }
        if x < 0 { return startGradient }
        if x > 1 { return endGradient }
        let t = solveCurveX(x, epsilon: Self.defaultEpsilon)
        let dx = sampleCurveDerivativeX(t)
        let dy = sampleCurveDerivativeY(t)
        if dx == 0 && dy == 0 { return 0 }
        return toFinite(dy / dx)
    }

    /// The curve parameter t with x(t) = `x`, for `x` in 0…1 (asserted in debug builds).
    ///
    /// Initial guess from the sample table, ≤ 4 Newton steps (stopping when |x(t) − x| <
    /// min(1e-7, epsilon), abandoned when |dx/dt| < 1e-7), then bisection on the guess's 0.1-wide
    /// bracket starting from the Newton result, stopping when |x(t) − x| < `epsilon`.
    public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        assert(!(x < 0 || x > 1), "CubicBezier.solveCurveX(_:epsilon:): x must be in 0...1, got \(x)")
        var (t0, t1, t2) = (0.0, 0.0, x)
        for i in 1..<Self.sampleCount where x <= samples[i] {
            t1 = Self.sampleSpacing * Double(i)
            t0 = t1 - Self.sampleSpacing
            t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
            break
        }
        let newtonEpsilon = min(Self.defaultEpsilon, epsilon)
        var error = 0.0
        for _ in 0..<Self.maxNewtonIterations {
            error = sampleCurveX(t2) - x
            if abs(error) < newtonEpsilon { return t2 }
            let derivative = sampleCurveDerivativeX(t2)
            if abs(derivative) < Self.defaultEpsilon { break }
            t2 -= error / derivative
        }
        if abs(error) < epsilon { return t2 }
        var iterations = 0
        while t0 < t1 && iterations < Self.maxBisectionIterations {
            let value = sampleCurveX(t2)
            if abs(value - x) < epsilon { return t2 }
            if x > value { t0 = t2 } else { t1 = t2 }
            t2 = (t1 + t0) * 0.5
            iterations += 1
        }
        return t2
    }
}

// MARK: - Precomputation

extension CubicBezier {
    private static func startGradient(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0 && x2 > 0 { return y2 / x2 }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    private static func endGradient(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
        if y2 == 1 && y1 == 1 { return 1 }
        return 0
    }

    /// The y range over t in 0…1 (Chromium `InitRange`): [0, 1] unless a control point's y leaves
    /// it, in which case y at the roots of dy/dt = 3ay·t² + 2by·t + cy inside (0, 1) is included.
    private static func range(
        y1: Double, y2: Double, ay: Double, by: Double, cy: Double
    ) -> (min: Double, max: Double) {
        if 0 <= y1 && y1 < 1 && 0 <= y2 && y2 <= 1 { return (0, 1) }
        func sampleCurveY(_ t: Double) -> Double { toFinite(((ay * t + by) * t + cy) * t) }
        let (a, b, c) = (3 * ay, 2 * by, cy)
        let tolerance = defaultEpsilon
        if abs(a) < tolerance && abs(b) < tolerance { return (0, 1) }
        var roots = (0.0, 0.0)
        if abs(a) < tolerance {
            roots.0 = -c / b
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant < 0 { return (0, 1) }
            let root = discriminant.squareRoot()
            roots = ((-b + root) / (2 * a), (-b - root) / (2 * a))
        }
        let first = (0 < roots.0 && roots.0 < 1) ? sampleCurveY(roots.0) : 0
        let second = (0 < roots.1 && roots.1 < 1) ? sampleCurveY(roots.1) : 0
        return (min(0, first, second), max(1, first, second))
    }
}

/// `value`, with ±infinity replaced by ±`Double.greatestFiniteMagnitude` (NaN is kept).
private func toFinite(_ value: Double) -> Double {
    guard value.isInfinite else { return value }
    return value < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
}

// MARK: - Named curves, equality, description

extension CubicBezier {
    /// Linear pacing, (0, 0, 1, 1): `solve(x) == x` exactly. Core Animation's `.linear`.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// Slow start, (0.42, 0, 1, 1). Core Animation's `.easeIn`, CSS `ease-in`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Slow end, (0, 0, 0.58, 1). Core Animation's `.easeOut`, CSS `ease-out`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Slow start and end, (0.42, 0, 0.58, 1). Core Animation's `.easeInEaseOut`, UIKit's default
    /// `curveEaseInOut`, CSS `ease-in-out`.
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Core Animation's `.default` curve, (0.25, 0.1, 0.25, 1), also CSS `ease` and
    /// `UICubicTimingParameters()`.
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)
}

extension CubicBezier: Hashable {
    /// Exact equality of the four control-point values.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the four control-point values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}

extension CubicBezier: CustomStringConvertible {
    /// A one-line description, `CubicBezier(0.25, 0.1, 0.25, 1.0)`.
    public var description: String { "CubicBezier(\(x1), \(y1), \(x2), \(y2))" }
}
