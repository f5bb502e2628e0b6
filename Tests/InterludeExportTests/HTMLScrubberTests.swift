import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeExport

@Suite("HTML scrubber")
struct HTMLScrubberTests {
    static let series = [
        PropertySeries(name: "card.x", values: [0, 1, 2, 3]),
        PropertySeries(name: "opacity", values: [1, 0.5, .nan, 0]),
    ]

    func writePage() throws -> (folder: URL, html: String) {
        let folder = try makeTemporaryFolder()
        let url = folder.appendingPathComponent("scrub.html")
        let frames = (0..<4).map { i in solidFrame(width: 6, height: 4, argb: 0xFF00_0000 | UInt32(i * 60)) }
        try run(HTMLScrubberSink(destination: url), frames: frames, fps: 24, series: Self.series)
        return (folder, try String(contentsOf: url, encoding: .utf8))
    }

    @Test("embeds every frame as a PNG data URI that decodes to the frame")
    func frames() throws {
        let (folder, html) = try writePage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = "data:image/png;base64,"
        let uris = html.components(separatedBy: "\"" + prefix).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(uris.count == 4)
        for (i, base64) in uris.enumerated() {
            let png = try #require(Data(base64Encoded: base64).flatMap { DecodedPNG(Array($0)) })
            #expect(png.width == 6 && png.height == 4)
            #expect(png.pixel(3, 2) == [0, 0, UInt8(i * 60), 255], "frame \(i) is blue \(i * 60)")
        }
        #expect(contents(of: folder) == ["scrub.html"])
    }

    @Test("has a slider over the frames, play/pause and a readout, and no external URLs")
    func controls() throws {
        let (folder, html) = try writePage()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(html.contains("<input id=\"slider\" type=\"range\" min=\"0\" max=\"3\" step=\"1\" value=\"0\">"))
        #expect(html.contains("<button id=\"play\" type=\"button\">Play</button>"))
        #expect(html.contains("id=\"readout\""))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src=\"//"))
    }

    @Test("plots each series with one sample per frame; non-finite samples are null and not drawn")
    func plots() throws {
        let (folder, html) = try writePage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"recording\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        #expect(json["fps"] as? Int == 24)
        #expect((json["times"] as? [Double])?.count == 4)
        let series = try #require(json["series"] as? [[String: Any]])
        try #require(series.map { $0["name"] as? String } == ["card.x", "opacity"])
        #expect((series[0]["values"] as? [Double]) == [0, 1, 2, 3])
        let opacity = try #require(series[1]["values"] as? [Any])
        #expect(opacity.count == 4 && opacity[2] is NSNull)

        let polylines = html.components(separatedBy: "<polyline points=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(polylines.map { $0.split(separator: " ").count } == [4, 3])
        // card.x runs 0…3 across 640 × 120 with 6-pixel margins: first point bottom-left, last top-right.
        #expect(polylines.first?.split(separator: " ").first == "6.0,114.0")
        #expect(polylines.first?.split(separator: " ").last == "634.0,6.0")
        #expect(html.components(separatedBy: "class=\"cursor\"").count - 1 == 2)
    }
}

@Suite("Frame shrinking")
struct FrameShrinkingTests {
    @Test("a 2×2 block averages its premultiplied channels, rounded half up")
    func average() {
        // Opaque red, opaque white, transparent, half-transparent black (a 128):
        // a = (255 + 255 + 0 + 128 + 2) / 4 = 160; r = (255 + 255 + 0 + 0 + 2) / 4 = 128;
        // g = b = (0 + 255 + 0 + 0 + 2) / 4 = 64.
        let frame = solidFrame(
            width: 2, height: 2, argb: 0,
            rects: [
                (0, 0, 1, 1, 0xFFFF_0000), (1, 0, 1, 1, 0xFFFF_FFFF),
                (1, 1, 1, 1, 0x8000_0000),
            ])
        let small = frame.shrunk(by: 2)
        #expect(small.width == 1 && small.height == 1)
        #expect(small.premultipliedWord(x: 0, y: 0) == 0xA080_4040)
        #expect(frame.shrunk(by: 1).pixels == frame.pixels)
    }

    @Test("blocks of more than 257 pixels average exactly, also over more than 257 rows")
    func largeBlocks() {
        // 20 × 20 blocks: the left one half opaque red (200 of 400 pixels): a = r = (51 000 + 200) / 400 = 128.
        let halves = solidFrame(
            width: 40, height: 20, argb: 0, rects: [(0, 0, 10, 20, 0xFFFF_0000), (20, 0, 20, 20, 0xFF00_00FF)])
        let small = halves.shrunk(by: 20)
        #expect(small.width == 2 && small.height == 1)
        #expect(small.premultipliedWord(x: 0, y: 0) == 0x8080_0000 && small.premultipliedWord(x: 1, y: 0) == 0xFF00_00FF)
        // One 300 × 300 block, its top 150 rows opaque white: (45 000 · 255 + 45 000) / 90 000 = 128 per channel.
        let tall = solidFrame(width: 300, height: 300, argb: 0, rects: [(0, 0, 300, 150, 0xFFFF_FFFF)])
        #expect(tall.shrunk(by: 300).premultipliedWord(x: 0, y: 0) == 0x8080_8080)
    }

    @Test("a frame smaller than one block gives one pixel, the block read as though transparent beyond the frame")
    func frameSmallerThanBlock() {
        // 6 opaque white pixels in a 4 × 4 block: (6 · 255 + 8) / 16 = 96 per channel.
        let tiny = solidFrame(width: 3, height: 2, argb: 0xFFFF_FFFF)
        let small = tiny.shrunk(by: 4)
        #expect(small.width == 1 && small.height == 1)
        #expect(small.premultipliedWord(x: 0, y: 0) == 0x6060_6060)
        // Rows 10 bytes apart (not whole pixels) average the same.
        let unaligned = solidFrame(width: 2, height: 2, argb: 0xFF20_4060, bytesPerRow: 10)
        #expect(unaligned.shrunk(by: 2).premultipliedWord(x: 0, y: 0) == 0xFF20_4060)
    }

    @Test("the scrubber shrinks frames wider than its limit by the smallest whole factor")
    func scrubberLimit() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("small.html")
        let sink = HTMLScrubberSink(destination: url, maximumFrameWidth: 25)
        #expect(sink.shrinkFactor(forWidth: 60) == 3 && sink.shrinkFactor(forWidth: 25) == 1)
        try run(sink, frames: [solidFrame(width: 60, height: 30, argb: 0xFF00_FF00)], fps: 10)
        let html = try String(contentsOf: url, encoding: .utf8)
        #expect(html.contains("<canvas id=\"frame\" width=\"20\" height=\"10\"></canvas>"))
        let base64 = try #require(
            html.components(separatedBy: "\"data:image/png;base64,").dropFirst().first?.prefix { $0 != "\"" })
        let png = try #require(Data(base64Encoded: String(base64)).flatMap { DecodedPNG(Array($0)) })
        #expect(png.width == 20 && png.height == 10 && png.pixel(5, 5) == [0, 255, 0, 255])
    }
}
