import CZlib

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
