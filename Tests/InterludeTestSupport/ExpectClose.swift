import Foundation
import InterludeMath
import Testing

/// Expects `actual` within `tolerance` of `expected` (NaN matches NaN; equal infinities match),
/// printing both, the tolerance and the difference on failure.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = expected.isNaN ? actual.isNaN : (actual == expected || abs(actual - expected) <= tolerance)
    #expect(
        close,
        "\(note.isEmpty ? "" : "\(note): ")actual \(actual), expected \(expected), tolerance \(tolerance), off by \(abs(actual - expected))",
        sourceLocation: sourceLocation)
}

/// `expectClose` for `CGFloat`.
public func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: Double = 1e-9, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(Double(actual), Double(expected), tolerance: tolerance, note, sourceLocation: sourceLocation)
}

/// Expects two points within `tolerance` of each other in both coordinates.
public func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: Double = 1e-9, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = Double(max(abs(actual.x - expected.x), abs(actual.y - expected.y)))
    #expect(
        off <= tolerance,
        "\(note.isEmpty ? "" : "\(note): ")actual \(actual), expected \(expected), tolerance \(tolerance), off by \(off)",
        sourceLocation: sourceLocation)
}

/// Expects two affine transforms within `tolerance` element by element.
public func expectClose(
    _ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: Double = 1e-9, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = zip(actual.elements, expected.elements).map { abs($0 - $1) }.max() ?? 0
    #expect(
        off <= tolerance,
        "\(note.isEmpty ? "" : "\(note): ")actual \(actual)\nexpected \(expected)\ntolerance \(tolerance), off by \(off)",
        sourceLocation: sourceLocation)
}

/// Expects two 3-D transforms within `tolerance` element by element.
public func expectClose(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: Double = 1e-9, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let off = zip(actual.elements, expected.elements).map { abs($0 - $1) }.max() ?? 0
    #expect(
        off <= tolerance,
        "\(note.isEmpty ? "" : "\(note): ")actual \(actual.elements)\nexpected \(expected.elements)\ntolerance \(tolerance), off by \(off)",
        sourceLocation: sourceLocation)
}

extension CGAffineTransform {
    /// a, b, c, d, tx, ty as doubles.
    public var elements: [Double] { [a, b, c, d, tx, ty].map(Double.init) }
}

extension CATransform3D {
    /// The sixteen entries, row by row, as doubles.
    public var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }
}
