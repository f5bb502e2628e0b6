import Foundation
import Interlude

/// Whether a snapshot image matches its reference, with swift-snapshot-testing's two tolerances:
///
/// - `precision`: the share that must match. With `perceptualPrecision` 1 it counts bytes (four per
///   pixel), as snapshot-testing does on iOS; otherwise it counts pixels that pass the perceptual test.
/// - `perceptualPrecision`: how close a pixel's color must be to count as matching: a pixel passes
///   when its CIE 1994 color difference is at most (1 − perceptualPrecision) × 100. 0.98–0.99 is
///   about what the eye tells apart.
///
/// Colors are compared premultiplied (as composed over black), so fully transparent pixels match
/// whatever their stored color.
struct ImageMatch {
    /// Share of bytes (or pixels, see above) that must match, 0…1.
    var precision: Float
    /// Share of a pixel's color that must match, 0…1.
    var perceptualPrecision: Float

    /// Nil when `actual` matches `reference`; otherwise a message in snapshot-testing's words.
    func failure(reference: RenderedFrame, actual: RenderedFrame) -> String? {
        guard actual.width > 0, actual.height > 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == actual.width, reference.height == actual.height else {
            return "Newly-taken snapshot@\(describe(actual)) does not match reference@\(describe(reference))."
        }
        if Self.identical(reference, actual) { return nil }
        if precision >= 1 && perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        return perceptualPrecision < 1 ? perceptualFailure(reference, actual) : byteFailure(reference, actual)
    }

    private func describe(_ frame: RenderedFrame) -> String {
        let scale = frame.scale > 0 ? Double(frame.scale) : 1
        return "(\(Double(frame.width) / scale), \(Double(frame.height) / scale))"
    }

    /// Every pixel the same (row padding ignored).
    static func identical(_ a: RenderedFrame, _ b: RenderedFrame) -> Bool {
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                (0..<a.height).allSatisfy { row in
                    memcmp(pa.baseAddress! + row * a.bytesPerRow, pb.baseAddress! + row * b.bytesPerRow, a.width * 4) == 0
                }
            }
        }
    }

    private func byteFailure(_ reference: RenderedFrame, _ actual: RenderedFrame) -> String? {
        let byteCount = reference.width * reference.height * 4
        var differing = 0
        reference.pixels.withUnsafeBytes { pa in
            actual.pixels.withUnsafeBytes { pb in
                for row in 0..<reference.height {
                    let ra = row * reference.bytesPerRow, rb = row * actual.bytesPerRow
                    for i in 0..<(reference.width * 4) where pa[ra + i] != pb[rb + i] { differing += 1 }
                }
            }
        }
        let threshold = Int((1 - precision) * Float(byteCount))
        guard differing > threshold else { return nil }
        let actualPrecision = 1 - Float(differing) / Float(byteCount)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }

    private func perceptualFailure(_ reference: RenderedFrame, _ actual: RenderedFrame) -> String? {
        let threshold = Double(1 - perceptualPrecision) * 100
        var failing = 0
        var worst = 0.0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let p = reference.premultipliedWord(x: x, y: y), q = actual.premultipliedWord(x: x, y: y)
                guard p != q else { continue }
                let delta = Self.lab(p).deltaE94(to: Self.lab(q))
                if delta > threshold {
                    failing += 1
                    worst = max(worst, delta)
                }
            }
        }
        let pixelPrecision = 1 - Float(failing) / Float(reference.width * reference.height)
        guard pixelPrecision < precision else { return nil }
        let lowestPerceptual = 1 - min(Float(worst) / 100, 1)
        return """
            The percentage of pixels that match \(pixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(lowestPerceptual) is less than required \(perceptualPrecision)
            """
    }

    private static func lab(_ word: UInt32) -> CIELabColor {
        CIELabColor(red: UInt8((word >> 16) & 0xFF), green: UInt8((word >> 8) & 0xFF), blue: UInt8(word & 0xFF))
    }
}
