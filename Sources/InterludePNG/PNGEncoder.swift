import CZlib

/// Encodes Cairo ARGB32 pixels (rendered frames, image surfaces) as PNG files (8-bit straight RGBA).
///
/// The project's one PNG writer, over zlib rather than Cairo's: it shares the scanline code with
/// the APNG writer.
/// Settings, measured on rendered @2x UI frames ([Exporting](/documentation/interlude/exporting)):
/// the `up` row filter and zlib's run-length strategy (`Z_RLE`). After `up`, flat areas are runs of
/// zeros; RLE finds them as fast as level 1–3 deflate and gives files about 3× smaller (close to
/// level 6, at a third of its time). Not thread-safe: use one encoder per thread.
public final class PNGEncoder {
    private let deflater: Deflater
    /// The row filter used for every scanline.
    public let filter: PNGRowFilter

    /// An encoder writing every file with these settings.
    /// - Parameters:
    ///   - compressionLevel: zlib level 1…9 (with run-length matching the level barely matters); defaults to 6.
    ///   - filter: PNG row filter; defaults to `up` (see ``PNGRowFilter``).
    public init(compressionLevel: Int = 6, filter: PNGRowFilter = .up) {
        deflater = Deflater(level: Int32(min(9, max(1, compressionLevel))), strategy: Z_RLE)
        self.filter = filter
    }

    /// For measurements: any zlib strategy (`Z_FILTERED` = 1, `Z_RLE` = 3, default = 0).
    package init(compressionLevel: Int, filter: PNGRowFilter, zlibStrategy: Int32) {
        deflater = Deflater(level: Int32(min(9, max(1, compressionLevel))), strategy: zlibStrategy)
        self.filter = filter
    }

    /// The PNG file bytes of a `width`×`height` ARGB32 premultiplied buffer.
    public func encode(pixels: [UInt8], width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        pixels.withUnsafeBytes { encode(pixels: $0, width: width, height: height, bytesPerRow: bytesPerRow) }
    }

    /// The PNG file bytes of a `width`×`height` buffer of 32-bit pixels: ARGB32 premultiplied, or,
    /// when `opaque`, Cairo's RGB24 (the top byte is ignored and every pixel is written opaque).
    public func encode(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        opaque: Bool = false
    ) -> [UInt8] {
        precondition(
            width >= 0 && height >= 0 && bytesPerRow >= width * 4 && pixels.count >= height * bytesPerRow,
            "PNGEncoder: \(pixels.count) bytes do not hold \(width)×\(height) pixels of \(bytesPerRow) bytes per row")
        var bytes = PNGChunks.signature + PNGChunks.header(width: width, height: height)
        bytes += PNGChunks.chunk(
            "IDAT",
            compressedScanlines(
                pixels: pixels, bytesPerRow: bytesPerRow,
                x: 0, y: 0, width: width, height: height, opaque: opaque))
        bytes += PNGChunks.chunk("IEND", [])
        return bytes
    }

    /// The zlib stream of the filtered scanlines of a region (what IDAT and fdAT carry).
    package func compressedScanlines(pixels: [UInt8], bytesPerRow: Int, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        pixels.withUnsafeBytes {
            compressedScanlines(pixels: $0, bytesPerRow: bytesPerRow, x: x, y: y, width: width, height: height, opaque: false)
        }
    }

    private func compressedScanlines(
        pixels: UnsafeRawBufferPointer, bytesPerRow: Int, x: Int, y: Int, width: Int, height: Int,
        opaque: Bool
    ) -> [UInt8] {
        let lines = PNGScanlines.filtered(
            pixels: pixels, bytesPerRow: bytesPerRow, x: x, y: y,
            width: width, height: height, filter: filter, opaque: opaque)
        return deflater.compress(lines)
    }
}
