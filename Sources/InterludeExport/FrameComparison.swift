import Interlude

/// How two frames of the same size differ, for golden-frame checks: a pixel differs when any
/// channel (premultiplied, 0…255) is more than `tolerance` apart.
///
/// The project's rule for goldens (DESIGN.md): per channel 2/255, at most 0.1 % of pixels.
public struct FrameComparison: Sendable, Equatable {
    /// Largest per-channel difference still counted as equal.
    public let tolerance: Int
    /// Pixels with some channel beyond the tolerance.
    public let differingPixels: Int
    /// Pixels compared (width × height).
    public let totalPixels: Int
    /// The largest per-channel difference found anywhere.
    public let maximumDifference: Int

    /// Fraction of pixels that differ, 0…1.
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// Compares `a` and `b`; nil when their sizes differ.
    public init?(_ a: RenderedFrame, _ b: RenderedFrame, tolerance: Int = 2) {
        guard a.width == b.width, a.height == b.height else { return nil }
        self.tolerance = tolerance
        totalPixels = a.width * a.height
        var differing = 0, maximum = 0
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let p = pa.loadUnaligned(fromByteOffset: y * a.bytesPerRow + x * 4, as: UInt32.self)
                        let q = pb.loadUnaligned(fromByteOffset: y * b.bytesPerRow + x * 4, as: UInt32.self)
                        if p == q { continue }
                        var worst = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                        }
                        maximum = max(maximum, worst)
                        if worst > tolerance { differing += 1 }
                    }
                }
            }
        }
        differingPixels = differing
        maximumDifference = maximum
    }

    /// Whether at most `maximumFraction` of the pixels differ (0.001 = 0.1 % by default).
    public func passes(maximumFraction: Double = 0.001) -> Bool { differingFraction <= maximumFraction }

    /// An image showing where `a` and `b` differ: differing pixels red, the rest `a` in faint gray.
    public static func differenceImage(_ a: RenderedFrame, _ b: RenderedFrame, tolerance: Int = 2) -> RenderedFrame? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var out = [UInt8](repeating: 0, count: a.width * a.height * 4)
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                out.withUnsafeMutableBytes { po in
                    for y in 0..<a.height {
                        for x in 0..<a.width {
                            let p = pa.loadUnaligned(fromByteOffset: y * a.bytesPerRow + x * 4, as: UInt32.self)
                            let q = pb.loadUnaligned(fromByteOffset: y * b.bytesPerRow + x * 4, as: UInt32.self)
                            var worst: UInt32 = 0
                            for shift: UInt32 in [0, 8, 16, 24] {
                                let d = Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)
                                worst = max(worst, UInt32(abs(d)))
                            }
                            let pixel: UInt32
                            if worst > UInt32(tolerance) {
                                pixel = 0xFFFF_0000
                            } else {
                                // Luma of a (premultiplied, over black), faded towards white.
                                let luma = (((p >> 16) & 0xFF) * 77 + ((p >> 8) & 0xFF) * 150 + (p & 0xFF) * 29) >> 8
                                let faded = 192 + luma / 4
                                pixel = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                            }
                            po.storeBytes(of: pixel, toByteOffset: (y * a.width + x) * 4, as: UInt32.self)
                        }
                    }
                }
            }
        }
        return RenderedFrame(
            width: a.width, height: a.height, bytesPerRow: a.width * 4, pixels: out, scale: a.scale, time: a.time)
    }
}
