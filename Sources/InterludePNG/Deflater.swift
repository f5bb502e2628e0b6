import CZlib

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
        let status = deflateInit2_(
            &stream, level, Z_DEFLATED, MAX_WBITS, 8, strategy,
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
