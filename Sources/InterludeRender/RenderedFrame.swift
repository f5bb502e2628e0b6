import CCairo
import Foundation
import InterludeUIKit
import InterludePNG

/// One rendered frame: raw pixels for exporters, PNG encoding for files, pixel reads for tests.
///
/// Pixels are Cairo's ARGB32: premultiplied alpha, one native-endian 32-bit word per pixel
/// (bytes B, G, R, A on little-endian machines), rows `bytesPerRow` bytes apart.
public struct RenderedFrame: Sendable {
    /// Width in pixels (points × scale, rounded up).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least 4 × width).
    public let bytesPerRow: Int
    /// `height × bytesPerRow` bytes of ARGB32 premultiplied, native-endian pixels.
    public let pixels: [UInt8]
    /// Pixels per point the frame was rendered at.
    public let scale: CGFloat
    /// The window clock time the frame shows, in seconds.
    public let time: CFTimeInterval

    /// A frame from raw ARGB32 premultiplied pixels (`pixels.count` must be `height × bytesPerRow`).
    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8], scale: CGFloat, time: CFTimeInterval) {
        precondition(
            width >= 0 && height >= 0 && bytesPerRow >= width * 4 && pixels.count >= height * bytesPerRow,
            "RenderedFrame: \(pixels.count) bytes do not hold \(width)×\(height) pixels of \(bytesPerRow) bytes per row")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
        self.scale = scale
        self.time = time
    }

    /// Decodes a PNG (e.g. a golden frame); nil when the data is not a readable PNG.
    public init?(pngData: Data, scale: CGFloat = 1, time: CFTimeInterval = 0) {
        guard let surface = CairoImageSurface.decodePNG(pngData) else { return nil }
        self.init(surface: surface, scale: scale, time: time)
    }

    /// Reads a PNG file; nil when missing or unreadable.
    public init?(contentsOfFile path: String, scale: CGFloat = 1, time: CFTimeInterval = 0) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(pngData: data, scale: scale, time: time)
    }

    /// Copies an image surface's pixels.
    package init(surface: CairoImageSurface, scale: CGFloat, time: CFTimeInterval) {
        surface.flush()
        let count = surface.height * surface.stride
        let bytes = [UInt8](UnsafeBufferPointer(start: surface.data, count: count))
        self.init(
            width: surface.width, height: surface.height, bytesPerRow: surface.stride, pixels: bytes, scale: scale, time: time)
    }

    /// The pixel at column `x`, row `y` (0-based, from the top-left), un-premultiplied, 0…255 per
    /// channel. A fully transparent pixel reads (0, 0, 0, 0).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height, "RenderedFrame.pixel(x: \(x), y: \(y)) is outside \(width)×\(height)")
        let word = premultipliedWord(x: x, y: y)
        let a = Int(word >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = Int((word >> shift) & 0xFF)
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }

    /// The raw premultiplied 0xAARRGGBB word at (`x`, `y`).
    public func premultipliedWord(x: Int, y: Int) -> UInt32 {
        pixels.withUnsafeBytes { $0.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self) }
    }

    /// The frame encoded as PNG (InterludePNG's `PNGEncoder` with its default settings).
    public func pngData() -> Data {
        Data(PNGEncoder().encode(self))
    }
}
