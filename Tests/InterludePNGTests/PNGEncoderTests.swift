import Testing
@testable import InterludePNG

@Suite("The PNG writer")
struct PNGEncoderTests {
    /// The chunks of a PNG file after its signature, as (type, data), with each CRC checked.
    private func chunks(_ file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let stored = file[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(file[(offset + 4)..<(offset + 8 + length)].withUnsafeBytes { crc32($0) } == stored, "CRC of \(type)")
            chunks.append((type, Array(file[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    /// Native-endian 32-bit pixel words as bytes.
    private func bytes(_ words: [UInt32]) -> [UInt8] { words.withUnsafeBytes { Array($0) } }

    @Test("premultiplied ARGB32 becomes straight RGBA scanlines, rounded to nearest, in IHDR, IDAT, IEND")
    func premultiplied() throws {
        // Half-transparent red (a 128, r 64 premultiplied): r = (64 · 255 + 64) / 128 = 128.
        let pixels = bytes([0xFFFF_0000, 0x8040_0000, 0x0000_0000, 0xFF10_2030])
        let file = PNGEncoder(filter: .none).encode(pixels: pixels, width: 2, height: 2, bytesPerRow: 8)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parts = chunks(file)
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts.first?.data == [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let lines = try #require(zlibInflate(parts[1].data))
        #expect(
            lines == [
                0, 255, 0, 0, 255, 128, 0, 0, 128,
                0, 0, 0, 0, 0, 0x10, 0x20, 0x30, 255,
            ])
    }

    @Test("opaque RGB24 pixels are written with alpha 255 whatever their unused top byte holds")
    func opaque() throws {
        let pixels = bytes([0x0012_3456, 0x7F65_4321])
        let file = pixels.withUnsafeBytes {
            PNGEncoder(filter: .none).encode(pixels: $0, width: 2, height: 1, bytesPerRow: 8, opaque: true)
        }
        let idat = try #require(chunks(file).first { $0.type == "IDAT" })
        #expect(zlibInflate(idat.data) == [0, 0x12, 0x34, 0x56, 255, 0x65, 0x43, 0x21, 255])
    }

    @Test("the up filter stores each byte minus the byte above it")
    func upFilter() throws {
        let pixels = bytes([0xFF10_2030, 0xFF18_2A40])
        let file = PNGEncoder(filter: .up).encode(pixels: pixels, width: 1, height: 2, bytesPerRow: 4)
        let idat = try #require(chunks(file).first { $0.type == "IDAT" })
        #expect(zlibInflate(idat.data) == [2, 0x10, 0x20, 0x30, 255, 2, 0x08, 0x0A, 0x10, 0])
    }
}
