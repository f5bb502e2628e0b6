import Interlude
import Foundation
import InterludeTestSupport
import Testing
@testable import InterludeExport

@Suite("Filmstrip contact sheet")
struct FilmstripSinkTests {
    // Five 40×20 frames at 10 fps; the sheet shows 4 of them in 2 columns, shrunk ×2 to 20×10.
    static let format = SequenceFormat(width: 40, height: 20, scale: 1, framesPerSecond: 10, frameCount: 5)
    static let ink: [UInt8] = [0x20, 0x20, 0x20, 255]
    static let background: [UInt8] = [0xF0, 0xF0, 0xF0, 255]

    static func frames() -> [RenderedFrame] {
        (0..<5).map { i in
            switch i {
            case 0: return solidFrame(width: 40, height: 20, argb: 0xFFFF_FFFF, rects: [(0, 0, 1, 1, 0xFFFF_0000)])
            case 1: return solidFrame(width: 40, height: 20, argb: 0) // fully transparent
            default: return solidFrame(width: 40, height: 20, argb: 0xFF00_0000 | UInt32(i * 40) << 8)
            }
        }
    }

    @Test("layout: frames picked evenly, cell widened to the label, sheet size from the grid")
    func layout() {
        let layout = FilmstripLayout(format: Self.format, frameLimit: 4, columns: 2, thumbnailWidth: 20)
        #expect(layout.frameIndices == [0, 1, 3, 4], "round(k·4/3) for k = 0…3")
        #expect(layout.factor == 2 && layout.thumbnailWidth == 20 && layout.thumbnailHeight == 10)
        #expect(layout.labelScale == 1)
        // "#4  0.400 s" is 11 glyphs: 11·6 − 1 = 65 pixels, wider than the thumbnail.
        #expect(layout.cellWidth == 65)
        #expect(layout.labelBandHeight == 7 + 2 * 3)
        #expect(layout.sheetWidth == 2 * 65 + 3 * 8)
        #expect(layout.sheetHeight == 2 * (10 + 13) + 3 * 8)
        #expect(layout.label(forFrame: 3) == "#3  0.300 s")
    }

    @Test("the sheet holds the shrunk frames and a label under each, nothing in the gutters")
    func sheetPixels() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("strip.png")
        try run(FilmstripSink(destination: url, frameLimit: 4, columns: 2, thumbnailWidth: 20), frames: Self.frames(), fps: 10)
        let sheet = try #require(DecodedPNG(Array(try Data(contentsOf: url))))
        let layout = FilmstripLayout(format: Self.format, frameLimit: 4, columns: 2, thumbnailWidth: 20)
        #expect(sheet.width == 154 && sheet.height == 70)

        // Cell 0 (frame 0): the top-left thumbnail pixel averages 3 white and 1 red pixel:
        // r = 255, g = b = (3·255 + 2) / 4 = 191 (integer box filter, rounded half up).
        #expect(sheet.pixel(8, 8) == [255, 191, 191, 255])
        #expect(sheet.pixel(9, 8) == [255, 255, 255, 255])
        // Cell 1 (frame 1, transparent) shows the sheet background through it.
        let cell1 = layout.thumbnailOrigin(ofCell: 1)
        #expect(sheet.pixel(cell1.x + 5, cell1.y + 5) == Self.background)
        // Cell 2 (frame 3) and cell 3 (frame 4): solid green levels 120 and 160.
        let cell2 = layout.thumbnailOrigin(ofCell: 2), cell3 = layout.thumbnailOrigin(ofCell: 3)
        #expect(sheet.pixel(cell2.x + 19, cell2.y + 9) == [0, 120, 0, 255])
        #expect(sheet.pixel(cell3.x, cell3.y) == [0, 160, 0, 255])

        // Ink only inside label bands, and every band has some.
        var inkPerBand = [0, 0, 0, 0]
        for y in 0..<sheet.height {
            for x in 0..<sheet.width where sheet.pixel(x, y) == Self.ink {
                let band = (0..<4).first { cell in
                    let b = layout.labelBand(ofCell: cell)
                    return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height
                }
                #expect(band != nil, "ink at (\(x), \(y)) outside every label band")
                if let band { inkPerBand[band] += 1 }
            }
        }
        #expect(inkPerBand.allSatisfy { $0 > 0 }, "ink per band: \(inkPerBand)")
        // The label starts with "#": its top row is .#.#. (bits 01010).
        let origin = layout.labelOrigin(ofCell: 0)
        #expect(sheet.pixel(origin.x, origin.y) == Self.background)
        #expect(sheet.pixel(origin.x + 1, origin.y) == Self.ink)
        #expect(sheet.pixel(origin.x + 3, origin.y) == Self.ink)
        #expect(contents(of: folder) == ["strip.png"])
    }

    @Test("fewer frames than the limit: all are shown")
    func shortSequence() {
        let format = SequenceFormat(width: 40, height: 20, scale: 1, framesPerSecond: 10, frameCount: 3)
        let layout = FilmstripLayout(format: format, frameLimit: 12, columns: 6, thumbnailWidth: 240)
        #expect(layout.frameIndices == [0, 1, 2])
        #expect(layout.columns == 3 && layout.rows == 1 && layout.factor == 1)
    }
}
