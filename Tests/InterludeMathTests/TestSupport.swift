import Foundation
import InterludeMath
import Testing

/// Named tolerances for approximate comparisons; each says why it has that size.
enum Tolerance {
    /// A handful of rounding errors in double arithmetic on values of order 1.
    static let rounding = 1e-12
    /// A single operation such as cos(π/2) (≈ 6.1e-17): results that are exact up to one rounding.
    static let oneRounding = 1e-15
    /// Chromium's cubic-bezier tables are printed to 5 decimals; its tests use 0.00015.
    static let chromiumTable = 0.00015
    /// Chromium's round trip t → x → t with the solver at epsilon 1e-7.
    static let solverRoundTrip = 1e-5
}

/// Expects `actual` within `tolerance` of `expected` (NaN matches NaN), printing all three on failure.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = expected.isNaN ? actual.isNaN : (actual == expected || abs(actual - expected) <= tolerance)
    #expect(
        close,
        "actual \(actual), expected \(expected), tolerance \(tolerance), off by \(abs(actual - expected)) \(note)",
        sourceLocation: sourceLocation)
}

/// `expectClose` for `CGFloat`.
func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(Double(actual), Double(expected), tolerance: tolerance, note, sourceLocation: sourceLocation)
}

/// Expects two points within `tolerance` of each other in both coordinates.
func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = max(abs(actual.x - expected.x), abs(actual.y - expected.y))
    #expect(
        off <= tolerance, "actual \(actual), expected \(expected), tolerance \(tolerance), off by \(off) \(note)",
        sourceLocation: sourceLocation)
}

/// Expects two affine transforms within `tolerance` element by element.
func expectClose(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = zip(actual.elements, expected.elements).map { abs($0 - $1) }.max() ?? 0
    #expect(
        off <= tolerance, "actual \(actual)\nexpected \(expected)\ntolerance \(tolerance), off by \(off) \(note)",
        sourceLocation: sourceLocation)
}

/// Expects two 3-D transforms within `tolerance` element by element.
func expectClose(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: Double, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = zip(actual.elements, expected.elements).map { abs($0 - $1) }.max() ?? 0
    #expect(
        off <= tolerance,
        "actual \(actual.elements)\nexpected \(expected.elements)\ntolerance \(tolerance), off by \(off) \(note)",
        sourceLocation: sourceLocation)
}

extension CGAffineTransform {
    /// a, b, c, d, tx, ty as doubles.
    var elements: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
}

extension CATransform3D {
    /// The sixteen entries, row by row, as doubles.
    var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }
}

/// SplitMix64, a small seeded generator (Steele, Lea & Flood 2014), so randomized tests repeat.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}
