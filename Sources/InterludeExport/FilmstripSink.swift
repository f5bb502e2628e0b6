import Interlude
import Foundation

/// A contact sheet: one PNG with N frames of the sequence in a grid, each labelled underneath with
/// its index and time ("#12  0.200 s").
///
/// Frames are picked evenly over the sequence, first and last included, and shrunk by a whole
/// factor with a box filter (averaging premultiplied pixels, in integers) to about
/// `thumbnailWidth` pixels wide. Translucent pixels are composed over the sheet's light gray.
public final class FilmstripSink: FrameSink {
    /// The contact sheet PNG written.
    public let destination: URL
    /// How many frames the sheet shows (fewer when the sequence is shorter). Defaults to 12.
    public let frameLimit: Int
    /// Frames per row. Defaults to 6.
    public let columns: Int
    /// Target thumbnail width in pixels; the shrink factor is the whole number closest to
    /// frame width / this. Defaults to 240.
    public let thumbnailWidth: Int

    /// Pixels between cells and around the sheet.
    static let gutter = 8
    /// Sheet background and label text, as opaque ARGB32.
    static let background: UInt32 = 0xFFF0_F0F0
    static let ink: UInt32 = 0xFF20_2020

    private var layout: FilmstripLayout?
    private var chosen: [Int: Int] = [:] // frame index → cell
    private var sheet: [UInt8] = []
    private let encoder: PNGEncoder

    /// A contact sheet of up to `frameLimit` frames in `columns` columns, thumbnails ~`thumbnailWidth` pixels wide.
    public init(
        destination: URL, frameLimit: Int = 12, columns: Int = 6, thumbnailWidth: Int = 240,
        encoder: PNGEncoder = PNGEncoder()
    ) {
        self.destination = destination
        self.frameLimit = max(1, frameLimit)
        self.columns = max(1, columns)
        self.thumbnailWidth = max(1, thumbnailWidth)
        self.encoder = encoder
    }

    public func begin(_ format: SequenceFormat) throws {
        let layout = FilmstripLayout(format: format, frameLimit: frameLimit, columns: columns, thumbnailWidth: thumbnailWidth)
        self.layout = layout
        chosen = [:]
        for (cell, frame) in layout.frameIndices.enumerated() { chosen[frame] = cell }
        sheet = [UInt8](repeating: 0, count: layout.sheetHeight * layout.sheetWidth * 4)
        sheet.withUnsafeMutableBytes { buffer in
            for i in 0..<(layout.sheetWidth * layout.sheetHeight) {
                buffer.storeBytes(of: Self.background, toByteOffset: i * 4, as: UInt32.self)
            }
        }
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let layout else { preconditionFailure("FilmstripSink.append before begin") }
        try checkSize(frame, format: layout.format, index: index)
        guard let cell = chosen[index] else { return }
        let origin = layout.thumbnailOrigin(ofCell: cell)
        shrink(frame, factor: layout.factor, into: origin, layout: layout)
        let label = layout.label(forFrame: index)
        let labelOrigin = layout.labelOrigin(ofCell: cell)
        BitmapFont.draw(
            label, x: labelOrigin.x, y: labelOrigin.y, scale: layout.labelScale, color: Self.ink,
            into: &sheet, width: layout.sheetWidth, height: layout.sheetHeight, bytesPerRow: layout.sheetWidth * 4)
    }

    public func finish(_ recording: Recording) throws {
        guard let layout else { preconditionFailure("FilmstripSink.finish before begin") }
        let file = try AtomicOutputFile(destination: destination)
        do {
            try file.write(
                encoder.encode(
                    pixels: sheet, width: layout.sheetWidth, height: layout.sheetHeight,
                    bytesPerRow: layout.sheetWidth * 4))
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
        sheet = []
    }

    public func abort() { sheet = [] }

    /// Box-filters `frame` by `factor` and composes it over the sheet background at `origin`.
    private func shrink(_ frame: RenderedFrame, factor: Int, into origin: (x: Int, y: Int), layout: FilmstripLayout) {
        let thumbnail = frame.shrunk(by: factor)
        let sheetRow = layout.sheetWidth * 4
        let bg = Self.background
        thumbnail.pixels.withUnsafeBytes { src in
            sheet.withUnsafeMutableBytes { dst in
                for ty in 0..<min(layout.thumbnailHeight, thumbnail.height) {
                    for tx in 0..<min(layout.thumbnailWidth, thumbnail.width) {
                        let p = src.loadUnaligned(fromByteOffset: ty * thumbnail.bytesPerRow + tx * 4, as: UInt32.self)
                        // Source over the opaque background: c + bg·(255 − a)/255.
                        let inverse = 255 - (p >> 24)
                        func over(_ shift: UInt32) -> UInt32 {
                            min(255, ((p >> shift) & 0xFF) + (((bg >> shift) & 0xFF) * inverse + 127) / 255)
                        }
                        let pixel = 0xFF00_0000 | over(16) << 16 | over(8) << 8 | over(0)
                        dst.storeBytes(of: pixel, toByteOffset: (origin.y + ty) * sheetRow + (origin.x + tx) * 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}

/// Where everything goes on a contact sheet (all in pixels).
struct FilmstripLayout: Equatable {
    let format: SequenceFormat
    /// The frames shown, in order: evenly spaced, first and last included.
    let frameIndices: [Int]
    let columns: Int
    let rows: Int
    /// Shrink factor (whole number ≥ 1) and the resulting thumbnail size.
    let factor: Int
    let thumbnailWidth: Int
    let thumbnailHeight: Int
    /// Pixel repeat of the label font, and the label band's height under each thumbnail.
    let labelScale: Int
    let labelBandHeight: Int
    /// Width of a cell: the thumbnail's, or the longest label's when that is wider.
    let cellWidth: Int
    let sheetWidth: Int
    let sheetHeight: Int

    init(format: SequenceFormat, frameLimit: Int, columns: Int, thumbnailWidth target: Int) {
        self.format = format
        let count = min(frameLimit, format.frameCount)
        frameIndices =
            count <= 1
            ? [0]
            : (0..<count).map { Int((Double($0) * Double(format.frameCount - 1) / Double(count - 1)).rounded()) }
        self.columns = min(columns, frameIndices.count)
        rows = (frameIndices.count + self.columns - 1) / self.columns
        factor = max(1, Int((Double(format.width) / Double(target)).rounded()))
        thumbnailWidth = max(1, format.width / factor)
        thumbnailHeight = max(1, format.height / factor)
        // The longest label should fit the thumbnail width; below scale 1 the cell widens instead.
        let longest = "#\(format.frameCount - 1)  \(String(format: "%.3f", format.time(ofFrame: format.frameCount - 1))) s"
        var scale = max(1, thumbnailWidth / 120)
        while scale > 1 && BitmapFont.width(of: longest, scale: scale) > thumbnailWidth { scale -= 1 }
        labelScale = scale
        labelBandHeight = BitmapFont.glyphHeight * scale + 2 * Self.labelPadding(scale)
        cellWidth = max(thumbnailWidth, BitmapFont.width(of: longest, scale: scale))
        let gutter = FilmstripSink.gutter
        sheetWidth = self.columns * cellWidth + (self.columns + 1) * gutter
        sheetHeight = rows * (thumbnailHeight + labelBandHeight) + (rows + 1) * gutter
    }

    static func labelPadding(_ scale: Int) -> Int { 3 * scale }

    func thumbnailOrigin(ofCell cell: Int) -> (x: Int, y: Int) {
        let gutter = FilmstripSink.gutter
        return (
            gutter + (cell % columns) * (cellWidth + gutter),
            gutter + (cell / columns) * (thumbnailHeight + labelBandHeight + gutter)
        )
    }

    /// The label band under a cell's thumbnail: x, y, width, height.
    func labelBand(ofCell cell: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let origin = thumbnailOrigin(ofCell: cell)
        return (origin.x, origin.y + thumbnailHeight, cellWidth, labelBandHeight)
    }

    func labelOrigin(ofCell cell: Int) -> (x: Int, y: Int) {
        let band = labelBand(ofCell: cell)
        return (band.x, band.y + Self.labelPadding(labelScale))
    }

    func label(forFrame index: Int) -> String {
        "#\(index)  \(String(format: "%.3f", format.time(ofFrame: index))) s"
    }
}
