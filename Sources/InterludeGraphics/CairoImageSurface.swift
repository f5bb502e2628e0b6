import CCairo
import Foundation

/// An owned Cairo ARGB32 image surface: premultiplied, native-endian 32-bit pixels
/// (B, G, R, A bytes on little-endian machines), rows `stride` bytes apart.
///
/// The one pixel container of Interlude: images, layer content caches and rendered frames are all
/// such surfaces. Destroyed with the object.
package final class CairoImageSurface {
    /// The `cairo_surface_t`.
    package let pointer: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes from one row to the next.
    package let stride: Int

    /// A new surface cleared to transparent black; nil when Cairo cannot allocate it.
    package convenience init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.init(adopting: surface)
    }

    /// Takes ownership of an image surface created elsewhere (its reference is released on deinit).
    package init(adopting surface: OpaquePointer) {
        pointer = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// Shares an image surface owned elsewhere (takes its own reference).
    package convenience init(borrowing surface: OpaquePointer) {
        cairo_surface_reference(surface)
        self.init(adopting: surface)
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The first byte of pixel data. Call `flush()` before reading what Cairo drew and
    /// `markDirty()` after writing pixels directly.
    package var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer)! }

    /// Finishes pending Cairo drawing so `data` can be read.
    package func flush() { cairo_surface_flush(pointer) }

    /// Tells Cairo the pixels were changed directly.
    package func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Whether the surface stores alpha (ARGB32) rather than opaque RGB24.
    package var hasAlpha: Bool { cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32 }

    /// A PNG encoding of the surface (slow: about 250 ms for a full @3x frame).
    package func pngData() -> Data {
        let sink = DataSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        cairo_surface_write_to_png_stream(
            pointer,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        return sink.data
    }

    /// Decodes PNG data into an ARGB32 surface; nil when the data is not a readable PNG or its
    /// header claims more than `CGImage.maximumDecodedPixels` pixels (checked before Cairo
    /// allocates the surface).
    package static func decodePNG(_ data: Data) -> CairoImageSurface? {
        guard let size = pngSize(data) else { return nil }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard !pixels.overflow, pixels.partialValue <= CGImage.maximumDecodedPixels else { return nil }
        let source = DataSource(data)
        let box = Unmanaged.passRetained(source)
        defer { box.release() }
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
                    return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, box.toOpaque())
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CairoImageSurface(adopting: surface)
    }

    /// A PNG's size from its header chunk (which must come first), before any decoding.
    private static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let field = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (field(16), field(20))
    }

    private final class DataSink { var data = Data() }

    private final class DataSource {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard offset + count <= data.count else { return false }
            data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
            offset += count
            return true
        }
    }
}
