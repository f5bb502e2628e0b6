import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

typealias ControlPoints = (x1: Double, y1: Double, x2: Double, y2: Double)

func curve(_ p: ControlPoints) -> CubicBezier { CubicBezier(p.x1, p.y1, p.x2, p.y2) }

@Suite("CubicBezier")
struct CubicBezierTests {
    // Rows: Chromium cubic_bezier_unittest "Basic"; the arithmetic is exact (t = 0.5 solves x = 0.5).
    @Test(
        "solves Chromium's exact cases exactly",
        arguments: [
            ((0.5, 1.0, 0.5, 1.0), 0.875), ((0.5, 2.0, 0.5, 2.0), 1.625), ((0.5, -1.0, 0.5, -1.0), -0.625),
        ] as [(ControlPoints, Double)])
    func exactCases(points: ControlPoints, y: Double) {
        #expect(curve(points).solve(0.5) == y)
    }

    // Rows: Chromium cubic_bezier_unittest "Basic", curve (0.25, 0, 0.75, 1), printed to 5 decimals.
    @Test(
        "matches Chromium's table for (0.25, 0, 0.75, 1)",
        arguments: [
            (0.0, 0.0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
            (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
            (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021),
            (0.9, 0.96021), (0.95, 0.98863), (1.0, 1.0),
        ])
    func chromiumBasicTable(x: Double, y: Double) {
        expectClose(CubicBezier(0.25, 0, 0.75, 1).solve(x), y, tolerance: Tolerance.chromiumTable)
    }

    // Rows: Chromium cubic_bezier_unittest "UnclampedYValues", curve (0.5, −1, 0.5, 2).
    @Test(
        "solves control points with y outside 0…1 (Chromium's unclamped table)",
        arguments: [
            (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
            (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
            (0.5, 0.5), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232),
            (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954), (1.0, 1.0),
        ])
    func chromiumUnclampedTable(x: Double, y: Double) {
        expectClose(CubicBezier(0.5, -1, 0.5, 2).solve(x), y, tolerance: Tolerance.chromiumTable)
    }

    // Rows: Chromium cubic_bezier_unittest "Slope", curve (0.25, 0, 0.75, 1); −0.1 and 1.1 are the
    // flat extrapolation slopes.
    @Test(
        "slope matches Chromium's table",
        arguments: [
            (-0.1, 0.0), (0.0, 0.0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
            (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628), (0.5, 1.33333),
            (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239), (0.75, 1.13576), (0.8, 1.03184),
            (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170), (1.0, 0.0), (1.1, 0.0),
        ])
    func chromiumSlopeTable(x: Double, slope: Double) {
        expectClose(CubicBezier(0.25, 0, 0.75, 1).slope(x), slope, tolerance: Tolerance.chromiumTable)
    }

    @Test("slope agrees with a central difference of solve inside 0…1")
    func slopeIsDerivative() {
        let step = 1e-6
        for bezier in [CubicBezier.caDefault, .easeIn, .easeOut, .easeInEaseOut, CubicBezier(0.3, 1.5, 0.8, 1.5)] {
            for x in stride(from: 0.1, through: 0.9, by: 0.1) {
                let difference =
                    (bezier.solve(x + step, epsilon: 1e-14) - bezier.solve(x - step, epsilon: 1e-14)) / (2 * step)
                expectClose(bezier.slope(x), difference, tolerance: 1e-5, "\(bezier) at \(x)")
            }
        }
    }

    // Rows: Chromium cubic_bezier_unittest "InputOutOfRange"; values at x = −1 and x = 2.
    // Covers the four gradient cases at each end (tangent, coincident point, all coincident,
    // vertical tangent → 0).
    @Test(
        "extrapolates outside 0…1 along the end tangents (Chromium's rule)",
        arguments: [
            ((0.5, 1.0, 0.5, 1.0), -2.0, 1.0), ((0.0, 0.0, 1.0, 1.0), -1.0, 2.0),
            ((0.0, 1.0, 1.0, 0.0), 0.0, 1.0), ((0.5, 0.0, 1.0, 0.5), 0.0, 1.0),
            ((0.1, 0.2, 0.8, 0.8), -2.0, 2.0), ((0.0, 0.0, 0.5, 1.0), -2.0, 1.0),
            ((1.0, 0.5, 1.0, 1.0), -0.5, 1.0), ((0.0, 0.0, 0.0, 0.0), -1.0, 2.0),
            ((1.0, 1.0, 1.0, 1.0), -1.0, 2.0),
        ] as [(ControlPoints, Double, Double)])
    func extrapolation(points: ControlPoints, atMinusOne: Double, atTwo: Double) {
        let bezier = curve(points)
        #expect(bezier.solve(-1) == atMinusOne)
        #expect(bezier.solve(2) == atTwo)
        #expect(bezier.solve(-1, epsilon: 1) == atMinusOne)
    }

    @Test("follows Chromium, not the CSS spec, where they disagree below 0")
    func chromiumRuleNotSpecRule() {
        // CSS Easing §2.2.1 would use the line through P2 and give −2; Chromium gives 0.
        #expect(CubicBezier(0, 0.5, 0.5, 1).solve(-1) == 0)
        // Old WPT expects 0 below 0 for (0, −0.5, 1, −0.5): "tangent is infinity".
        #expect(CubicBezier(0, -0.5, 1, -0.5).solve(-0.5) == 0)
        #expect(CubicBezier(0, 0.5, 0.5, 1).startGradient == 0)
    }

    // Rows: Chromium cubic_bezier_unittest "CommonEasingFunctions", "LinearEquivalentBeziers",
    // "ControlPointsOutsideUnitSquare": t → x(t) → t for t = 0, 0.05, …, 1 at epsilon 1e-7.
    @Test(
        "solveCurveX inverts sampleCurveX (Chromium's round trip)",
        arguments: [
            (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0),
            (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7),
            (0.7, -2.0, 1.0, -1.5), (0.0, 4.0, 1.0, -3.0),
        ] as [ControlPoints])
    func roundTrip(points: ControlPoints) {
        let bezier = curve(points)
        for step in 0...20 {
            let t = Double(step) * 0.05
            let solved = bezier.solveCurveX(bezier.sampleCurveX(t), epsilon: 1e-7)
            expectClose(solved, t, tolerance: Tolerance.solverRoundTrip, "\(bezier) t = \(t)")
        }
    }

    // Rows: Chromium cubic_bezier_unittest "Range" (overshoot bounds, 0.00015).
    @Test(
        "reports overshoot bounds (Chromium's range table)",
        arguments: [
            ((0.25, 1.0 / 3.0, 0.75, 2.0 / 3.0), 0.0, 1.0), ((0.25, -0.5, 0.75, -1.0 / 6.0), -0.225, 1.0),
            ((0.25, 0.25, 0.75, 0.5), 0.0, 1.0), ((0.0, 1.0, 1.0, 0.0), 0.0, 1.0),
            ((0.25, 0.1, 0.75, 0.9), 0.0, 1.0), ((0.25, 2.5, 0.75, 0.5), 0.0, 1.28818),
            ((0.25, 0.5, 0.75, -1.5), -0.28818, 1.0), ((0.25, 0.1, 0.75, 1.5), 0.0, 1.10755),
            ((0.25, -0.5, 0.75, 0.9), -0.10755, 1.0), ((0.25, 0.3, 0.75, 0.633), 0.0, 1.0),
            ((0.25, 0.367, 0.75, 0.7), 0.0, 1.0),
        ] as [(ControlPoints, Double, Double)])
    func range(points: ControlPoints, minimum: Double, maximum: Double) {
        let bezier = curve(points)
        expectClose(bezier.rangeMin, minimum, tolerance: Tolerance.chromiumTable)
        expectClose(bezier.rangeMax, maximum, tolerance: Tolerance.chromiumTable)
    }

    // Rows: Chromium cubic_bezier_unittest "ClampInfinityEvaluation" (±Double.greatestFiniteMagnitude).
    @Test(
        "stays finite for extreme control points",
        arguments: extremeCurves)
    func finiteForExtremes(points: ControlPoints) {
        let bezier = curve(points)
        for step in -2...22 {
            let x = Double(step) * 0.05
            let values = [
                bezier.solve(x), bezier.slope(x), bezier.sampleCurveX(x), bezier.sampleCurveY(x),
                bezier.sampleCurveDerivativeX(x), bezier.sampleCurveDerivativeY(x),
            ]
            let allFinite = values.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(bezier) at \(x): \(values)")
        }
    }

    @Test("maps 0 to 0 and 1 to 1 exactly for 1000 random curves")
    func exactEndpoints() {
        var random = SplitMix64(seed: 0xC0FFEE)
        for index in 0..<1000 {
            let bezier = CubicBezier(
                random.uniform(0...1), random.uniform(-0.5...1.5), random.uniform(0...1), random.uniform(-0.5...1.5))
            #expect(bezier.solve(0) == 0 && bezier.solve(1) == 1, "seed 0xC0FFEE, curve \(index): \(bezier)")
        }
    }

    @Test("linear curves (x1 == y1, x2 == y2) are the identity everywhere")
    func linearIsIdentity() {
        let curves = [
            CubicBezier.linear, CubicBezier(0.3, 0.3, 0.7, 0.7), CubicBezier(0, 0, 0, 0), CubicBezier(1, 1, 1, 1),
        ]
        for bezier in curves {
            for x in [-1.5, -0.1, 0, 1e-9, 0.1, 0.3333, 0.5, 0.77, 0.999, 1, 1.25, 3] {
                #expect(bezier.solve(x) == x, "\(bezier) at \(x)")
                #expect(bezier.slope(x) == 1, "\(bezier) at \(x)")
            }
        }
    }

    // Rows: Apple QuartzCore "CAMediaTimingFunctionName" docs and CSS Easing Functions Level 1.
    @Test(
        "named curves use Core Animation's control points",
        arguments: [
            (CubicBezier.linear, (0.0, 0.0, 1.0, 1.0)), (.easeIn, (0.42, 0.0, 1.0, 1.0)),
            (.easeOut, (0.0, 0.0, 0.58, 1.0)), (.easeInEaseOut, (0.42, 0.0, 0.58, 1.0)),
            (.caDefault, (0.25, 0.1, 0.25, 1.0)),
        ] as [(CubicBezier, ControlPoints)])
    func namedCurves(bezier: CubicBezier, points: ControlPoints) {
        #expect(bezier.x1 == points.x1 && bezier.y1 == points.y1 && bezier.x2 == points.x2 && bezier.y2 == points.y2)
        #expect(bezier == curve(points))
        #expect(bezier.hashValue == curve(points).hashValue)
    }

    // WPT css-easing cubic-bezier-timing-functions-output: boundary of the overshoot and undershoot.
    @Test("crosses 1 and 0 where WPT says")
    func wptBoundaries() {
        let overshoot = CubicBezier(0, 1.5, 1, 1.5)
        expectClose(overshoot.solve(0.23368794), 1, tolerance: 1e-6)
        #expect(overshoot.solve(0.2) < 1 && overshoot.solve(0.3) > 1 && overshoot.solve(0.99) > 1)
        let undershoot = CubicBezier(0, -0.5, 1, -0.5)
        expectClose(undershoot.solve(0.76631206), 0, tolerance: 1e-6)
        #expect(undershoot.solve(0.01) < 0 && undershoot.solve(0.7) < 0 && undershoot.solve(0.8) > 0)
    }

    // Rows: WPT invalid easings (x outside 0…1) plus non-finite values.
    @Test(
        "rejects x outside 0…1 and non-finite values",
        arguments: [
            ((1.1, 0.0, 1.0, 1.0), false), ((0.1, 0.0, 4.0, 0.4), false), ((-0.1, 0.0, 0.5, 1.0), false),
            ((Double.nan, 0.0, 0.5, 1.0), false), ((0.5, Double.infinity, 0.5, 1.0), false),
            ((0.5, 0.0, 0.5, -Double.nan), false), ((0.0, -3.0, 1.0, 4.0), true), ((1.0, 0.0, 0.0, 1.0), true),
        ] as [(ControlPoints, Bool)])
    func validity(points: ControlPoints, valid: Bool) {
        #expect(CubicBezier.isValid(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2) == valid)
    }

    @Test("misuse stops with a message naming the initializer and the values")
    func preconditionMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CubicBezier(1.5, 0, -0.25, 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "CubicBezier(x1:y1:x2:y2:): control point x values must be in 0...1, got x1 = 1.5, x2 = -0.25"))
    }

    @Test("symmetric curves are point-symmetric about (0.5, 0.5)")
    func symmetry() {
        var random = SplitMix64(seed: 42)
        for index in 0..<200 {
            let (a, b) = (random.uniform(0...1), random.uniform(-0.5...1.5))
            let bezier = CubicBezier(a, b, 1 - a, 1 - b)
            expectClose(bezier.solve(0.5), 0.5, tolerance: 5e-4, "seed 42, curve \(index): \(bezier)")
            for x in stride(from: 0.05, to: 1, by: 0.1) {
                expectClose(
                    bezier.solve(x, epsilon: 1e-12), 1 - bezier.solve(1 - x, epsilon: 1e-12), tolerance: 1e-6,
                    "seed 42, curve \(index): \(bezier) at \(x)")
            }
        }
    }

    @Test("is non-decreasing when both control y values are in 0…1")
    func monotonic() {
        for bezier in [CubicBezier.caDefault, .easeIn, .easeOut, .easeInEaseOut, CubicBezier(0.9, 0, 0.1, 1)] {
            var previous = bezier.solve(0)
            for step in 1...1000 {
                let value = bezier.solve(Double(step) / 1000)
                #expect(value >= previous, "\(bezier) at \(Double(step) / 1000)")
                previous = value
            }
        }
    }
}

private let greatest = Double.greatestFiniteMagnitude
private let extremeCurves: [ControlPoints] = [
    (0.5, greatest, 0.5, greatest), (0.5, -greatest, 0.5, greatest), (0.5, greatest, 0.5, -greatest),
    (0.5, -greatest, 0.5, -greatest), (0, greatest, 0, greatest), (0, -greatest, 0, greatest),
    (0, greatest, 0, -greatest), (0, -greatest, 0, -greatest), (1, greatest, 1, greatest),
    (1, -greatest, 1, greatest), (1, greatest, 1, -greatest), (1, -greatest, 1, -greatest),
    (0, 0, 0, greatest), (0, -greatest, 0, 0), (1, 0, 0, -greatest), (0, -greatest, 1, 1),
]
