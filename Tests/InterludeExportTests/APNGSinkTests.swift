import Interlude
import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeExport

@Suite("APNG writer")
struct APNGSinkTests {
    // Premultiplied ARGB32 (a, r, g, b): opaque white background, an opaque red square, and one
    // half-transparent pixel (a 128, r 64, g 32, b 0) whose straight value, c·255/a rounded,
    // is (128, 64, 0, 128): 64·255 + 64 = 16384 → /128 = 128; 32·255 + 64 = 8224 → /128 = 64.
    static let white: UInt32 = 0xFFFF_FFFF
    static let red: UInt32 = 0xFFFF_0000
    static let halfOrange: UInt32 = 0x8040_2000

    static func frames() -> [RenderedFrame] {
        let width = 13, height = 9
        return [
            solidFrame(width: width, height: height, argb: white, rects: [(2, 3, 3, 2, red), (0, 0, 1, 1, halfOrange)]),
            // The square moves right by 4: the changed region is x 2…8, y 3…4.
            solidFrame(width: width, height: height, argb: white, rects: [(6, 3, 3, 2, red), (0, 0, 1, 1, halfOrange)]),
            // Nothing changes: still one (1×1) frame, for its delay.
            solidFrame(width: width, height: height, argb: white, rects: [(6, 3, 3, 2, red), (0, 0, 1, 1, halfOrange)]),
        ]
    }

    func writeSample(fps: Int = 30, bytesPerRow: Int? = nil) throws -> (folder: URL, bytes: [UInt8]) {
        let folder = try makeTemporaryFolder()
        let url = folder.appendingPathComponent("sample.apng")
        try run(APNGSink(destination: url), frames: Self.frames(), fps: fps)
        return (folder, Array(try Data(contentsOf: url)))
    }

    @Test("chunks are in APNG order and every CRC is valid")
    func structure() throws {
        let (folder, bytes) = try writeSample()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chunks = try #require(parseChunks(bytes), "signature or chunk lengths are wrong")
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        let header = try #require(chunks.first).data
        try #require(header.count == 13)
        #expect(bigEndian32(header, 0) == 13 && bigEndian32(header, 4) == 9)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0], "8-bit RGBA, deflate, adaptive filtering, no interlace")
        #expect(contents(of: folder) == ["sample.apng"], "no temporary file left")
    }

    @Test("acTL counts the frames and loops forever; fcTL delays are 1/fps")
    func frameControl() throws {
        let (folder, bytes) = try writeSample(fps: 30)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chunks = try #require(parseChunks(bytes))
        let control = try #require(chunks.dropFirst().first).data
        #expect(bigEndian32(control, 0) == 3, "num_frames")
        #expect(bigEndian32(control, 4) == 0, "num_plays: 0 loops forever")
        let frameControls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        #expect(frameControls.count == 3)
        for data in frameControls {
            try #require(data.count == 26)
            #expect(bigEndian16(data, 20) == 1 && bigEndian16(data, 22) == 30, "delay 1/30 s")
            #expect(data[24] == 0 && data[25] == 0, "dispose NONE, blend SOURCE")
        }
    }

    @Test("sequence numbers run 0, 1, 2, … across fcTL and fdAT")
    func sequenceNumbers() throws {
        let (folder, bytes) = try writeSample()
        defer { try? FileManager.default.removeItem(at: folder) }
        let numbered = try #require(parseChunks(bytes)).filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(numbered.map { bigEndian32($0.data, 0) } == [0, 1, 2, 3, 4])
    }

    @Test("later frames store only the changed rectangle, which inflates to the right byte count")
    func changedRegions() throws {
        let (folder, bytes) = try writeSample()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chunks = try #require(parseChunks(bytes))
        let regions = chunks.filter { $0.type == "fcTL" }.map { data in
            (
                w: bigEndian32(data.data, 4), h: bigEndian32(data.data, 8), x: bigEndian32(data.data, 12),
                y: bigEndian32(data.data, 16)
            )
        }
        #expect(regions.map { [$0.w, $0.h, $0.x, $0.y] } == [[13, 9, 0, 0], [7, 2, 2, 3], [1, 1, 0, 0]])
        let idatChunk = try #require(chunks.first { $0.type == "IDAT" })
        let idat = try #require(zlibInflate(idatChunk.data))
        #expect(idat.count == 9 * (1 + 13 * 4))
        let fdats = chunks.filter { $0.type == "fdAT" }
        for (fdat, region) in zip(fdats, regions.dropFirst()) {
            let lines = try #require(zlibInflate(Array(fdat.data.dropFirst(4))))
            #expect(lines.count == Int(region.h) * (1 + Int(region.w) * 4))
        }
        // The second frame's region, decoded: red at its old place is now white, red at x 6…8.
        let secondChunk = try #require(fdats.first)
        let second = try #require(zlibInflate(Array(secondChunk.data.dropFirst(4))))
        let rgba = unfilter(second, width: 7, height: 2)
        #expect(Array(rgba[0..<4]) == [255, 255, 255, 255], "x 2 is background again")
        #expect(Array(rgba[16..<20]) == [255, 0, 0, 255], "x 6 is the square")
    }

    @Test("the first frame round-trips: straight RGBA from premultiplied ARGB32")
    func firstFrameRoundTrip() throws {
        let (folder, bytes) = try writeSample()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(DecodedPNG(bytes), "IDAT did not decode as a PNG image")
        #expect(image.pixel(0, 0) == [128, 64, 0, 128])
        #expect(image.pixel(1, 0) == [255, 255, 255, 255])
        #expect(image.pixel(2, 3) == [255, 0, 0, 255])
        #expect(image.pixel(4, 4) == [255, 0, 0, 255])
        #expect(image.pixel(5, 4) == [255, 255, 255, 255])
    }

    @Test("rows padded beyond width × 4 bytes encode the same image")
    func paddedRows() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let padded = solidFrame(width: 5, height: 3, argb: Self.white, rects: [(1, 1, 2, 1, Self.red)], bytesPerRow: 32)
        let packed = solidFrame(width: 5, height: 3, argb: Self.white, rects: [(1, 1, 2, 1, Self.red)])
        let encoder = PNGEncoder()
        #expect(DecodedPNG(encoder.encode(padded))?.rgba == DecodedPNG(encoder.encode(packed))?.rgba)
        #expect(DecodedPNG(encoder.encode(padded))?.pixel(2, 1) == [255, 0, 0, 255])
    }

    @Test("every row filter decodes back to the same pixels", arguments: PNGRowFilter.allCases)
    func filters(filter: PNGRowFilter) throws {
        let frame = solidFrame(
            width: 11, height: 7, argb: Self.white,
            rects: [(1, 1, 4, 3, Self.red), (3, 2, 5, 4, Self.halfOrange), (0, 6, 11, 1, 0xFF10_2030)])
        let reference = try #require(DecodedPNG(PNGEncoder(filter: .none).encode(frame)))
        let image = try #require(DecodedPNG(PNGEncoder(filter: filter).encode(frame)))
        #expect(image.rgba == reference.rgba)
        #expect(image.pixel(0, 6) == [0x10, 0x20, 0x30, 255])
    }

    @Test("a frame of another size aborts the sequence and leaves no file")
    func sizeChangeLeavesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = APNGSink(destination: folder.appendingPathComponent("broken.apng"))
        let frames = [solidFrame(width: 4, height: 4, argb: Self.white), solidFrame(width: 5, height: 4, argb: Self.white)]
        #expect(throws: ExportError.frameSizeChanged(expected: "4×4", got: "5×4", index: 1)) {
            try run(sink, frames: frames, fps: 10)
        }
        sink.abort()
        #expect(contents(of: folder).isEmpty)
    }
}
