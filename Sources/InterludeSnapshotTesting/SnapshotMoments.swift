import Foundation
import Interlude
import InterludeExport

/// Moments of a transition in one image: frames side by side, each labelled with its time.
enum SnapshotMoments {
    /// Pixels between frames and around the strip.
    static let gutter = 8
    /// Strip background and label ink, opaque ARGB32.
    static let background: UInt32 = 0xFFF0_F0F0
    static let ink: UInt32 = 0xFF20_2020

    /// Stops the test with a message when `times` are not finite, ≥ 0 and ascending.
    static func check(_ times: [Double]) {
        precondition(!times.isEmpty, "InterludeSnapshotTesting: give at least one time")
        precondition(
            times.allSatisfy { $0.isFinite && $0 >= 0 } && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 },
            "InterludeSnapshotTesting: times must be finite, ≥ 0 and ascending; got \(times)")
    }

    /// One frame alone is returned as it is; several are laid out left to right over a light gray
    /// strip, each above its time ("0.250 s") in a bitmap font that is the same on every machine.
    static func strip(_ frames: [RenderedFrame], times: [Double]) -> RenderedFrame {
        if frames.count == 1 { return frames[0] }
        let labelScale = max(1, Int((frames[0].scale).rounded()))
        let labelHeight = BitmapFont.glyphHeight * labelScale + 6 * labelScale
        let cellHeight = frames.map(\.height).max() ?? 0
        let width = frames.reduce(gutter) { $0 + $1.width + gutter }
        let height = gutter + cellHeight + labelHeight + gutter
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { buffer in
            for i in 0..<(width * height) { buffer.storeBytes(of: background, toByteOffset: i * 4, as: UInt32.self) }
        }
        var x = gutter
        for (frame, time) in zip(frames, times) {
            compose(frame, atX: x, y: gutter, into: &pixels, width: width)
            BitmapFont.draw(
                String(format: "%.3f s", time), x: x, y: gutter + cellHeight + 3 * labelScale, scale: labelScale, color: ink,
                into: &pixels, width: width, height: height, bytesPerRow: width * 4)
            x += frame.width + gutter
        }
        return RenderedFrame(
            width: width, height: height, bytesPerRow: width * 4, pixels: pixels, scale: frames[0].scale, time: 0)
    }

    /// `frame` over the opaque strip at (`x`, `y`): source over, in integers.
    private static func compose(_ frame: RenderedFrame, atX x: Int, y: Int, into pixels: inout [UInt8], width: Int) {
        frame.pixels.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { destination in
                for row in 0..<frame.height {
                    for column in 0..<frame.width {
                        let p = source.loadUnaligned(fromByteOffset: row * frame.bytesPerRow + column * 4, as: UInt32.self)
                        let inverse = 255 - (p >> 24)
                        func over(_ shift: UInt32) -> UInt32 {
                            min(255, ((p >> shift) & 0xFF) + (((background >> shift) & 0xFF) * inverse + 127) / 255)
                        }
                        let pixel = 0xFF00_0000 | over(16) << 16 | over(8) << 8 | over(0)
                        destination.storeBytes(
                            of: pixel, toByteOffset: ((y + row) * width + x + column) * 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}
