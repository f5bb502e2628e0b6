import Foundation
import InterludeTestSupport
import Testing
import Interlude
@testable import InterludeExport

@Suite("I420 conversion for MP4")
struct YUV420ConverterTests {
    // Expected values computed by hand from the BT.601 fixed-point formulas in YUV420Converter
    // (>> is an arithmetic shift, i.e. rounds towards −∞).
    @Test(
        "white, black and red give the BT.601 studio-range values",
        arguments: [
            (UInt32(0xFFFF_FFFF), UInt8(235), UInt8(128), UInt8(128)),
            (0xFF00_0000, 16, 128, 128),
            (0xFFFF_0000, 82, 90, 240),
        ])
    func solidColors(argb: UInt32, y: UInt8, u: UInt8, v: UInt8) {
        var out: [UInt8] = []
        YUV420Converter.convert(solidFrame(width: 4, height: 2, argb: argb), into: &out)
        #expect(out == Array(repeating: y, count: 8) + [u, u] + [v, v])
    }

    @Test("chroma is the rounded average of each 2×2 block")
    func chromaAverage() {
        // Top row red, bottom row white: average (255, 128, 128) → U 109, V 184.
        var out: [UInt8] = []
        YUV420Converter.convert(
            solidFrame(width: 2, height: 2, argb: 0xFFFF_FFFF, rects: [(0, 0, 2, 1, 0xFFFF_0000)]), into: &out)
        #expect(out == [82, 82, 235, 235, 109, 184])
    }

    @Test("odd sizes drop the last column and row; padded rows are read by stride")
    func oddSize() {
        var out: [UInt8] = []
        let frame = solidFrame(
            width: 5, height: 3, argb: 0xFFFF_FFFF, rects: [(4, 0, 1, 3, 0xFF00_0000), (0, 2, 5, 1, 0xFF00_0000)],
            bytesPerRow: 32)
        YUV420Converter.convert(frame, into: &out)
        #expect(YUV420Converter.byteCount(width: 5, height: 3) == 12)
        #expect(out == Array(repeating: 235, count: 8) + [128, 128, 128, 128])
    }

    @Test("an MP4 decodes back to the colors it was given", .enabled(if: ffmpegAvailable))
    func roundTrip() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("colors.mp4")
        let frame = solidFrame(width: 64, height: 48, argb: 0xFF00_00FF, rects: [(0, 0, 32, 48, 0xFFFF_0000)])
        try run(FFmpegSink(destination: url, container: .mp4), frames: [frame, frame], fps: 10)
        let process = Process()
        process.executableURL = FFmpeg.locate()
        process.arguments = ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let rgb = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(rgb.count == 64 * 48 * 3)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(rgb[(y * 64 + x) * 3 + $0]) } }
        // H.264 at CRF 18 plus 8-bit YUV rounding: within 8/255 away from the edge between the halves.
        for (point, expected) in [((12, 24), [255, 0, 0]), ((52, 24), [0, 0, 255])] {
            let actual = pixel(point.0, point.1)
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 8 }, "\(point): \(actual), expected \(expected)")
        }
    }
}
