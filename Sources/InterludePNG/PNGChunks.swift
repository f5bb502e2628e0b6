/// Building blocks of PNG and APNG files: the signature, chunks with their CRCs, and the header.
package enum PNGChunks {
    /// The eight bytes every PNG (and APNG) file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: big-endian length, four-letter type, data, CRC-32 of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types have four letters")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12 + data.count)
        appendBigEndian(UInt32(data.count), to: &bytes)
        bytes += typeBytes
        bytes += data
        let crc = bytes[4...].withUnsafeBytes { crc32($0) }
        appendBigEndian(crc, to: &bytes)
        return bytes
    }

    /// IHDR for 8-bit RGBA (color type 6), no interlace.
    package static func header(width: Int, height: Int) -> [UInt8] {
        var data: [UInt8] = []
        appendBigEndian(UInt32(width), to: &data)
        appendBigEndian(UInt32(height), to: &data)
        data += [8, 6, 0, 0, 0]
        return chunk("IHDR", data)
    }

    package static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    package static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
