/// Turns a region of a Cairo ARGB32 buffer (premultiplied, native-endian 32-bit pixels) into PNG
/// scanlines: straight (un-premultiplied) RGBA, each row prefixed by its filter byte.
package enum PNGScanlines {
    /// Filtered scanlines of the `width`×`height` region at (`x`, `y`): `height × (1 + 4·width)` bytes.
    package static func filtered(
        pixels: [UInt8], bytesPerRow: Int, x: Int, y: Int, width: Int, height: Int,
        filter: PNGRowFilter = .up
    ) -> [UInt8] {
        pixels.withUnsafeBytes {
            filtered(pixels: $0, bytesPerRow: bytesPerRow, x: x, y: y, width: width, height: height, filter: filter)
        }
    }

    /// Filtered scanlines of the `width`×`height` region at (`x`, `y`); when `opaque`, the pixels
    /// are Cairo's RGB24 (top byte unused) and every alpha is written as 255.
    package static func filtered(
        pixels source: UnsafeRawBufferPointer, bytesPerRow: Int, x: Int, y: Int, width: Int, height: Int,
        filter: PNGRowFilter = .up, opaque: Bool = false
    ) -> [UInt8] {
        let rowBytes = width * 4
        var output = [UInt8](repeating: 0, count: height * (1 + rowBytes))
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        output.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let rowStart = source.baseAddress! + (y + row) * bytesPerRow + x * 4
                current.withUnsafeMutableBufferPointer {
                    if opaque {
                        opaqueRow(from: rowStart, count: width, into: $0)
                    } else {
                        straightenRow(from: rowStart, count: width, into: $0)
                    }
                }
                let base = row * (1 + rowBytes)
                out[base] = filter.rawValue
                let line = UnsafeMutableBufferPointer(rebasing: out[(base + 1)..<(base + 1 + rowBytes)])
                current.withUnsafeBufferPointer { cur in
                    previous.withUnsafeBufferPointer { prev in apply(filter, current: cur, previous: prev, into: line) }
                }
                swap(&previous, &current)
            }
        }
        return output
    }

    /// Converts premultiplied native-endian ARGB32 pixels to straight RGBA bytes.
    static func straightenRow(from source: UnsafeRawPointer, count: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        for i in 0..<count {
            let p = source.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            let a = p >> 24
            var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            if a == 0 {
                r = 0; g = 0; b = 0
            } else if a != 255 {
                // Round to nearest: c·255/a, clamped (premultiplied values can exceed a by rounding).
                r = min(255, (r * 255 + a / 2) / a)
                g = min(255, (g * 255 + a / 2) / a)
                b = min(255, (b * 255 + a / 2) / a)
            }
            let o = i * 4
            out[o] = UInt8(truncatingIfNeeded: r)
            out[o + 1] = UInt8(truncatingIfNeeded: g)
            out[o + 2] = UInt8(truncatingIfNeeded: b)
            out[o + 3] = UInt8(truncatingIfNeeded: a)
        }
    }

    /// Converts RGB24 pixels (native-endian 32-bit words, top byte unused) to opaque RGBA bytes.
    static func opaqueRow(from source: UnsafeRawPointer, count: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        for i in 0..<count {
            let p = source.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            let o = i * 4
            out[o] = UInt8(truncatingIfNeeded: p >> 16)
            out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[o + 2] = UInt8(truncatingIfNeeded: p)
            out[o + 3] = 255
        }
    }

    static func apply(
        _ filter: PNGRowFilter, current: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
        into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        let n = current.count
        switch filter {
        case .none:
            for i in 0..<n { out[i] = current[i] }
        case .sub:
            for i in 0..<min(4, n) { out[i] = current[i] }
            if n > 4 { for i in 4..<n { out[i] = current[i] &- current[i - 4] } }
        case .up:
            for i in 0..<n { out[i] = current[i] &- previous[i] }
        case .average:
            for i in 0..<n {
                let left = i >= 4 ? Int(current[i - 4]) : 0
                out[i] = current[i] &- UInt8((left + Int(previous[i])) / 2)
            }
        case .paeth:
            for i in 0..<n {
                let a = i >= 4 ? Int(current[i - 4]) : 0, b = Int(previous[i]), c = i >= 4 ? Int(previous[i - 4]) : 0
                out[i] = current[i] &- UInt8(paethPredictor(a, b, c))
            }
        }
    }

    /// The Paeth predictor (PNG spec §9.4): whichever of left, above, upper-left is closest to left + above − upper-left.
    static func paethPredictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
