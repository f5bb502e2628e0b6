import CCairo
import CJPEG
import Foundation

/// A bitmap image, Core Graphics' `CGImage`: immutable pixels, `width` × `height`.
///
/// Stored as a Cairo ARGB32 premultiplied surface. Immutable once created, so it may be shared.
public final class CGImage: @unchecked Sendable {
    /// The pixels. Never drawn into after creation.
    package let surface: CairoImageSurface

    /// Whether every pixel is fully opaque (lets the renderer copy instead of blend).
    package let isOpaque: Bool

    package init(surface: CairoImageSurface) {
        self.surface = surface
        isOpaque = Self.allOpaque(surface)
    }

    private static func allOpaque(_ surface: CairoImageSurface) -> Bool {
        guard surface.hasAlpha else { return true }
        surface.flush()
        for y in 0..<surface.height {
            let row = UnsafeRawPointer(surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<surface.width where row[x] < 0xFF00_0000 { return false }
        }
        return true
    }

    /// The image's alpha filled with `color` (clamped to 0…1): the color where the image is
    /// opaque, transparent where it is transparent.
    package func filled(with color: CGColor) -> CGImage {
        guard let out = CairoImageSurface(width: width, height: height), let cairo = cairo_create(out.pointer) else {
            return self
        }
        func unit(_ v: CGFloat) -> Double { Double(min(1, max(0, v.isFinite ? v : 0))) }
        cairo_set_source_rgba(cairo, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
        cairo_mask_surface(cairo, surface.pointer, 0, 0)
        cairo_destroy(cairo)
        out.flush()
        return CGImage(surface: out)
    }

    /// Width in pixels.
    public var width: Int { surface.width }
    /// Height in pixels.
    public var height: Int { surface.height }
    /// Bytes per row of the pixel data.
    public var bytesPerRow: Int { surface.stride }
    /// Always 8: each pixel is four 8-bit components.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// The pixels' layout: 32-bit little-endian words, alpha first and multiplied in (Cairo's
    /// ARGB32, which is B, G, R, A in memory); images made without alpha skip it
    /// (`noneSkipFirst`: that byte means nothing).
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alphaInfo.rawValue).union(.byteOrder32Little)
    }
    /// Where the pixels hold alpha: `premultipliedFirst`, or `noneSkipFirst` for images made
    /// without alpha.
    public var alphaInfo: CGImageAlphaInfo { surface.hasAlpha ? .premultipliedFirst : .noneSkipFirst }
    /// Always sRGB: Interlude draws in sRGB only.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// A copy of the pixels, `bytesPerRow` × `height` bytes laid out as ``bitmapInfo`` says.
    public var dataProvider: CGDataProvider? {
        surface.flush()
        return CGDataProvider(data: NSData(bytes: surface.data, length: surface.stride * surface.height))
    }

    /// The pixels inside `rect` (in pixels, top-left origin), as Core Graphics'
    /// `CGImageCreateWithImageInRect`: the rectangle is made integral and intersected with the
    /// image's bounds; nil when nothing of the image is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty,
            let cropped = CairoImageSurface(
                width: Int(area.width), height: Int(area.height),
                format: surface.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24)
        else { return nil }
        surface.flush()
        let (x, y, rowBytes) = (Int(area.minX), Int(area.minY), Int(area.width) * 4)
        for row in 0..<cropped.height {
            (cropped.data + row * cropped.stride).update(from: surface.data + (y + row) * surface.stride + x * 4, count: rowBytes)
        }
        cropped.markDirty()
        return CGImage(surface: cropped)
    }

    /// The pixels as a baseline JPEG at libjpeg `quality` (0…100); alpha is dropped, so transparent
    /// pixels (premultiplied) come out black. Nil when libjpeg fails.
    package func jpegData(quality: Int) -> Data? {
        surface.flush()
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard
            interlude_jpeg_encode(
                surface.data, Int32(width), Int32(height), Int32(surface.stride), Int32(quality), &bytes, &length) == 0,
            let bytes
        else { return nil }
        defer { interlude_jpeg_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// The largest image, in pixels, that decoding accepts (8192 × 8192, 256 MB of pixels):
    /// Interlude's limit, so a small malformed header cannot make it allocate gigabytes.
    public static let maximumDecodedPixels = 8192 * 8192

    /// Decodes PNG or JPEG data (recognised by their signatures); nil for anything else, a damaged
    /// file, or an image of more than ``maximumDecodedPixels`` pixels.
    package static func decode(_ data: Data) -> CGImage? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CairoImageSurface.decodePNG(data).map(CGImage.init(surface:))
        }
        if data.starts(with: [0xFF, 0xD8]) { return decodeJPEG(data) }
        return nil
    }

    private static func decodeJPEG(_ data: Data) -> CGImage? {
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let status = data.withUnsafeBytes { raw in
            interlude_jpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(maximumDecodedPixels), &width, &height, &stride,
                &pixels)
        }
        guard status == 0, let pixels else { return nil }
        defer { interlude_jpeg_free(pixels) }
        guard let surface = CairoImageSurface(width: Int(width), height: Int(height)) else { return nil }
        surface.flush()
        let rowBytes = Int(width) * 4
        for y in 0..<Int(height) {
            (surface.data + y * surface.stride).update(from: pixels + y * Int(stride), count: rowBytes)
        }
        surface.markDirty()
        return CGImage(surface: surface)
    }
}
