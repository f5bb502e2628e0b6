import CCairo
import Foundation

/// Bitmap contexts, Core Graphics' `CGBitmapContextCreate` and its accessors.
///
/// Cairo draws premultiplied pixels as native-endian 32-bit words (B, G, R, A bytes on the
/// little-endian machines Interlude runs on), which is `premultipliedFirst | byteOrder32Little`;
/// a context asked for that layout draws straight into `data`. Other layouts of 8-bit RGB pixels
/// (R, G, B, A — `premultipliedLast`, the most common in iOS code — and the `noneSkip` ones) are
/// drawn into a Cairo surface and copied into `data` after every painting call, so `data` holds
/// what Core Graphics would have drawn there by the time a call returns.
extension CGContext {
    /// A context drawing into `width` × `height` pixels at `data` (allocated, cleared, and freed
    /// with the context when nil), rows `bytesPerRow` bytes apart (the least when 0), laid out as
    /// `bitmapInfo` says. Its user space is Core Graphics': origin at the bottom-left corner, y up,
    /// one unit per pixel. Nil, with Core Graphics' message, for layouts Core Graphics does not
    /// draw into and for the ones Interlude does not (16-bit, float, gray and alpha-only pixels).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let layout = BitmapLayout(bitsPerComponent: bitsPerComponent, space: space, info: info) else {
            Diagnostics.report(
                "CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; "
                    + "\(space.numberOfComponents) components; bitmap info \(bitmapInfo)")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            Diagnostics.report("CGBitmapContextCreate: invalid size \(width) × \(height)")
            return nil
        }
        guard rowBytes >= width * 4 else {
            Diagnostics.report(
                "CGBitmapContextCreate: invalid data bytes/row: should be at least \(width * 4) for 8 integer "
                    + "bits/component, 3 components, \(layout.alphaName).")
            return nil
        }
        guard let memory = BitmapMemory(data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout)
        else { return nil }
        self.init(surface: memory.surface, scale: 1)
        bitmap = memory
        // Core Graphics' device space: y up from the bottom row.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cairo, &flip)
    }

    /// The pixels drawn into: the bitmap's memory (nil for a context that draws into no bitmap).
    public var data: UnsafeMutableRawPointer? {
        if let bitmap { return bitmap.data }
        return imageTarget.map { UnsafeMutableRawPointer(cairo_image_surface_get_data($0)!) }
    }
    /// The bitmap's width in pixels (0 when there is none).
    public var width: Int { imageTarget.map { Int(cairo_image_surface_get_width($0)) } ?? 0 }
    /// The bitmap's height in pixels (0 when there is none).
    public var height: Int { imageTarget.map { Int(cairo_image_surface_get_height($0)) } ?? 0 }
    /// Bytes from one row of the bitmap to the next (0 when there is none).
    public var bytesPerRow: Int {
        bitmap?.bytesPerRow ?? imageTarget.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
    }
    /// 8: each color component is a byte (0 when there is no bitmap).
    public var bitsPerComponent: Int { imageTarget == nil ? 0 : 8 }
    /// 32: four bytes a pixel (0 when there is no bitmap).
    public var bitsPerPixel: Int { imageTarget == nil ? 0 : 32 }
    /// The bitmap's color space (RGB; nil when there is no bitmap).
    public var colorSpace: CGColorSpace? { imageTarget == nil ? nil : CGColorSpaceCreateDeviceRGB() }
    /// The bitmap's layout; image contexts (`UIGraphicsImageRenderer`) draw in Cairo's,
    /// `premultipliedFirst | byteOrder32Little`.
    public var bitmapInfo: CGBitmapInfo {
        if let bitmap { return bitmap.layout.info }
        guard let target = imageTarget else { return [] }
        let alpha: CGImageAlphaInfo =
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24 ? .noneSkipFirst : .premultipliedFirst
        return CGBitmapInfo(rawValue: alpha.rawValue).union(.byteOrder32Little)
    }
    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.intersection(.alphaInfoMask).rawValue) ?? .none
    }

    /// An image of what the bitmap holds now (later drawing does not change it); nil for a context
    /// that draws into no bitmap.
    public func makeImage() -> CGImage? {
        guard let target = imageTarget else { return nil }
        let source = CairoImageSurface(borrowing: target)
        source.flush()
        let format = cairo_image_surface_get_format(target)
        guard let copy = CairoImageSurface(width: source.width, height: source.height, format: format) else { return nil }
        for row in 0..<source.height {
            (copy.data + row * copy.stride).update(from: source.data + row * source.stride, count: source.width * 4)
        }
        copy.markDirty()
        return CGImage(surface: copy)
    }

    /// Does what is pending; a bitmap's memory is always up to date when a call returns.
    public func flush() {
        cairo_surface_flush(cairo_get_target(cairo))
        bitmap?.copyOut()
    }

    /// As `flush()`.
    public func synchronize() { flush() }

    /// The image surface drawn into, if the context draws into one (a bitmap context's included).
    private var imageTarget: OpaquePointer? {
        guard let target = cairo_get_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format(target))
        else { return nil }
        return target
    }
}

/// A bitmap context's pixel layout: 8-bit RGB in four bytes, alpha premultiplied or a pad byte.
package struct BitmapLayout {
    let info: CGBitmapInfo
    /// Premultiplied first or last, or a pad byte first or last.
    let alpha: CGImageAlphaInfo
    /// Where R, G, B and the fourth byte lie within a pixel's four bytes.
    let red: Int, green: Int, blue: Int, fourth: Int

    init?(bitsPerComponent: Int, space: CGColorSpace, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, space.numberOfComponents == 3, !info.contains(.floatComponents),
            let alpha = CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue)
        else { return nil }
        // Byte positions in the names' order (R, G, B, A for "last"; A, R, G, B for "first").
        var positions: (r: Int, g: Int, b: Int, fourth: Int)
        switch alpha {
        case .premultipliedLast, .noneSkipLast: positions = (0, 1, 2, 3)
        case .premultipliedFirst, .noneSkipFirst: positions = (1, 2, 3, 0)
        // Core Graphics draws into no bitmap with unpremultiplied alpha, or with none in 32 bits.
        default: return nil
        }
        switch info.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: break
        case .byteOrder32Little: positions = (3 - positions.r, 3 - positions.g, 3 - positions.b, 3 - positions.fourth)
        default: return nil
        }
        (self.info, self.alpha) = (info, alpha)
        (red, green, blue, fourth) = positions
    }

    /// Whether the fourth byte is alpha (premultiplied) rather than padding.
    var hasAlpha: Bool { alpha == .premultipliedLast || alpha == .premultipliedFirst }

    /// Whether the bytes are Cairo's own (B, G, R, then alpha or padding, on a little-endian machine).
    var isCairos: Bool { (red, green, blue, fourth) == (2, 1, 0, 3) }

    /// The name Core Graphics' messages give the alpha layout.
    var alphaName: String {
        switch alpha {
        case .premultipliedLast: "kCGImageAlphaPremultipliedLast"
        case .premultipliedFirst: "kCGImageAlphaPremultipliedFirst"
        case .noneSkipLast: "kCGImageAlphaNoneSkipLast"
        default: "kCGImageAlphaNoneSkipFirst"
        }
    }
}

/// A bitmap context's memory, and the Cairo surface drawn into: the same bytes when the layout is
/// Cairo's own, else a surface whose pixels `copyOut()` writes into the memory in its layout.
package final class BitmapMemory {
    let data: UnsafeMutableRawPointer
    let width: Int, height: Int, bytesPerRow: Int
    let layout: BitmapLayout
    let surface: CairoImageSurface
    /// Whether `data` was allocated here (and is freed with the context).
    private let ownsData: Bool

    init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: BitmapLayout) {
        (self.width, self.height, self.bytesPerRow, self.layout) = (width, height, bytesPerRow, layout)
        ownsData = data == nil
        let memory = data ?? UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        if data == nil { memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height) }
        self.data = memory
        let format = layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        let surface: CairoImageSurface?
        if layout.isCairos, bytesPerRow % 4 == 0,
            let drawn = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(bytesPerRow)),
            cairo_surface_status(drawn) == CAIRO_STATUS_SUCCESS
        {
            surface = CairoImageSurface(adopting: drawn)
        } else {
            surface = CairoImageSurface(width: width, height: height, format: format)
        }
        guard let surface else {
            if ownsData { memory.deallocate() }
            return nil
        }
        self.surface = surface
        // Drawing goes over what the memory holds.
        if surface.data != memory.assumingMemoryBound(to: UInt8.self) { copyIn() }
    }

    deinit { if ownsData { data.deallocate() } }

    /// Whether Cairo draws into `data` itself.
    private var drawsInPlace: Bool { surface.data == data.assumingMemoryBound(to: UInt8.self) }

    /// The memory's pixels into the surface.
    private func copyIn() {
        let (r, g, b, a, hasAlpha) = (layout.red, layout.green, layout.blue, layout.fourth, layout.hasAlpha)
        for y in 0..<height {
            let from = data.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow
            let to = UnsafeMutableRawPointer(surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = from + 4 * x
                let alpha = hasAlpha ? UInt32(p[a]) : 255
                to[x] = alpha << 24 | UInt32(p[r]) << 16 | UInt32(p[g]) << 8 | UInt32(p[b])
            }
        }
        surface.markDirty()
    }

    /// The surface's pixels into the memory, in its layout (a pad byte is written as 255).
    func copyOut() {
        surface.flush()
        guard !drawsInPlace else { return }
        let (r, g, b, a, hasAlpha) = (layout.red, layout.green, layout.blue, layout.fourth, layout.hasAlpha)
        for y in 0..<height {
            let from = UnsafeRawPointer(surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            let to = data.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow
            for x in 0..<width {
                let word = from[x], p = to + 4 * x
                p[r] = UInt8(truncatingIfNeeded: word >> 16)
                p[g] = UInt8(truncatingIfNeeded: word >> 8)
                p[b] = UInt8(truncatingIfNeeded: word)
                p[a] = hasAlpha ? UInt8(truncatingIfNeeded: word >> 24) : 255
            }
        }
    }
}
