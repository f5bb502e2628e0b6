import Interlude

/// Shrinks frames by a whole factor, averaging each `factor`×`factor` block of premultiplied
/// pixels in integers (rounded half up). Averaging premultiplied values is the correct way to
/// shrink images with alpha; a whole factor keeps every output pixel an exact block average.
enum BoxFilter {
    /// `frame` shrunk by `factor` (≥ 1): `width / factor` × `height / factor` pixels, leftover
    /// columns and rows on the right and bottom dropped. Factor 1 returns the frame itself.
    static func shrink(_ frame: RenderedFrame, by factor: Int) -> RenderedFrame {
        guard factor > 1 else { return frame }
        let width = max(1, frame.width / factor), height = max(1, frame.height / factor)
        let area = UInt32(factor * factor), half = area / 2
        var out = [UInt8](repeating: 0, count: width * height * 4)
        frame.pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for ty in 0..<height {
                    for tx in 0..<width {
                        var b: UInt32 = 0, g: UInt32 = 0, r: UInt32 = 0, a: UInt32 = 0
                        for sy in (ty * factor)..<min(frame.height, ty * factor + factor) {
                            let row = src.baseAddress! + sy * frame.bytesPerRow
                            for sx in (tx * factor)..<min(frame.width, tx * factor + factor) {
                                let p = row.loadUnaligned(fromByteOffset: sx * 4, as: UInt32.self)
                                b += p & 0xFF; g += (p >> 8) & 0xFF; r += (p >> 16) & 0xFF; a += p >> 24
                            }
                        }
                        let pixel = ((a + half) / area) << 24 | ((r + half) / area) << 16 | ((g + half) / area) << 8 | ((b + half) / area)
                        dst.storeBytes(of: pixel, toByteOffset: (ty * width + tx) * 4, as: UInt32.self)
                    }
                }
            }
        }
        return RenderedFrame(width: width, height: height, bytesPerRow: width * 4, pixels: out,
                             scale: frame.scale / CGFloat(factor), time: frame.time)
    }
}
