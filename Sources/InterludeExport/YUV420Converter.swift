import Interlude

/// Converts Cairo ARGB32 frames to planar YUV 4:2:0 (I420), BT.601 limited range — what x264's
/// `yuv420p` wants — so ffmpeg only encodes. Doing it here, on the ffmpeg writer thread, moves
/// the conversion off ffmpeg's encoding thread and sends 1.5 bytes per pixel down the pipe
/// instead of 4.
///
/// Formulas (8-bit fixed point, ITU-R BT.601 as in Keith Jack's "Video Demystified"):
///   Y = ((66 R + 129 G + 25 B + 128) >> 8) + 16
///   U = ((−38 R − 74 G + 112 B + 128) >> 8) + 128
///   V = ((112 R − 94 G − 18 B + 128) >> 8) + 128
/// with U and V from the average of each 2×2 block. Colors are the premultiplied values, i.e.
/// translucent pixels appear over black (video has no alpha). Odd widths and heights drop their
/// last column or row (4:2:0 needs even sizes).
enum YUV420Converter {
    /// Even output size for a `width`×`height` frame.
    static func outputSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width / 2 * 2, height / 2 * 2)
    }

    /// Bytes of one I420 image of the (even) size: Y plane, then U, then V.
    static func byteCount(width: Int, height: Int) -> Int {
        let (w, h) = outputSize(width: width, height: height)
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Writes `frame` as I420 into `out` (resized to ``byteCount(width:height:)``).
    static func convert(_ frame: RenderedFrame, into out: inout [UInt8]) {
        let (w, h) = outputSize(width: frame.width, height: frame.height)
        let size = w * h + 2 * (w / 2) * (h / 2)
        if out.count != size { out = [UInt8](repeating: 0, count: size) }
        guard w > 0, h > 0 else { return }
        let stride = frame.bytesPerRow
        let chromaWidth = w / 2
        frame.pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBufferPointer { dst in
                let yPlane = dst.baseAddress!
                let uPlane = yPlane + w * h
                let vPlane = uPlane + chromaWidth * (h / 2)
                for pairRow in 0..<(h / 2) {
                    let row0 = src.baseAddress! + (2 * pairRow) * stride
                    let row1 = row0 + stride
                    let y0 = yPlane + (2 * pairRow) * w
                    let y1 = y0 + w
                    for pair in 0..<chromaWidth {
                        let x = 2 * pair
                        let a = row0.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let b = row0.loadUnaligned(fromByteOffset: x * 4 + 4, as: UInt32.self)
                        let c = row1.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let d = row1.loadUnaligned(fromByteOffset: x * 4 + 4, as: UInt32.self)
                        y0[x] = luma(a)
                        y0[x + 1] = luma(b)
                        y1[x] = luma(c)
                        y1[x + 1] = luma(d)
                        // Average of the block, rounded: channel sums + 2, / 4.
                        let r =
                            (Int32((a >> 16) & 0xFF) + Int32((b >> 16) & 0xFF) + Int32((c >> 16) & 0xFF) + Int32((d >> 16) & 0xFF)
                                + 2) >> 2
                        let g =
                            (Int32((a >> 8) & 0xFF) + Int32((b >> 8) & 0xFF) + Int32((c >> 8) & 0xFF) + Int32((d >> 8) & 0xFF) + 2)
                            >> 2
                        let bl = (Int32(a & 0xFF) + Int32(b & 0xFF) + Int32(c & 0xFF) + Int32(d & 0xFF) + 2) >> 2
                        let chroma = pairRow * chromaWidth + pair
                        uPlane[chroma] = UInt8(truncatingIfNeeded: ((-38 * r - 74 * g + 112 * bl + 128) >> 8) + 128)
                        vPlane[chroma] = UInt8(truncatingIfNeeded: ((112 * r - 94 * g - 18 * bl + 128) >> 8) + 128)
                    }
                }
            }
        }
    }

    @inline(__always)
    static func luma(_ p: UInt32) -> UInt8 {
        let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        return UInt8(truncatingIfNeeded: ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16)
    }
}
