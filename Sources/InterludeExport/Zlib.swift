import CZlib
import Foundation

/// A reusable zlib deflate stream (RFC 1950 framing, as PNG's IDAT and APNG's fdAT need).
///
/// One stream is kept and reset between buffers, so compressing many frames does not pay for
/// zlib's window allocation each time.
package final class Deflater {
    /// How hard zlib searches for matches: 1 (fastest) … 9 (smallest).
    package let level: Int32
    /// zlib's strategy (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`, …).
    package let strategy: Int32
    private var stream = z_stream()

    /// - Parameters:
    ///   - level: 1…9.
    ///   - strategy: zlib strategy; the PNG writers use `Z_RLE` (see `PNGEncoder` for the measured trade-off).
    package init(level: Int32 = 6, strategy: Int32 = Z_RLE) {
        self.level = level
        self.strategy = strategy
        let status = deflateInit2_(&stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit2 failed (\(status)): out of memory")
    }

    deinit { deflateEnd(&stream) }

    /// Compresses `input` into one complete zlib stream.
    package func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        deflateReset(&stream)
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let produced = output.withUnsafeMutableBytes { out -> Int in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(out.count)
            let status = deflate(&stream, Z_FINISH)
            // deflateBound guarantees room for the whole stream in one call.
            precondition(status == Z_STREAM_END, "zlib deflate did not finish within deflateBound (\(status))")
            return out.count - Int(stream.avail_out)
        }
        output.removeSubrange(produced...)
        return output
    }

    package func compress(_ input: [UInt8]) -> [UInt8] {
        input.withUnsafeBytes { compress($0) }
    }
}

/// Inflates one complete zlib stream; `nil` when the data is not a valid zlib stream.
package func zlibInflate(_ input: [UInt8], expectedSize: Int? = nil) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(1 << 16, (expectedSize ?? 0) + 1))
    var finished = false
    let ok = input.withUnsafeBytes { inBytes -> Bool in
        stream.next_in = UnsafeMutablePointer(mutating: inBytes.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(inBytes.count)
        while !finished {
            let (status, produced) = chunk.withUnsafeMutableBytes { out -> (Int32, Int) in
                stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                let status = inflate(&stream, Z_NO_FLUSH)
                return (status, out.count - Int(stream.avail_out))
            }
            output.append(contentsOf: chunk[0..<produced])
            if status == Z_STREAM_END { finished = true } else if status != Z_OK { return false }
            if status == Z_OK && produced == 0 && stream.avail_in == 0 { return false }
        }
        return true
    }
    return ok ? output : nil
}

/// CRC-32 (ISO-HDLC, as PNG chunks use) of `bytes`, continuing from `crc`.
package func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress else { return crc }
    return UInt32(CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
}
