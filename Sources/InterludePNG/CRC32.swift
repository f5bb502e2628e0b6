import CZlib

/// CRC-32 (ISO-HDLC, as PNG chunks use) of `bytes`, continuing from `crc`.
package func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress else { return crc }
    return UInt32(CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
}
