import Foundation

/// Settings of a `UIGraphicsImageRenderer`: pixel scale and opacity.
public final class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point of the images made. Defaults to 2 (there is no physical screen to ask;
    /// UIKit uses the main screen's scale).
    public var scale: CGFloat = 2
    /// Whether the images are fully opaque (the canvas starts black instead of transparent). Defaults to false.
    public var opaque = false

    /// A format with the defaults: scale 2, not opaque.
    public override init() {}

    /// The default format (scale 2, not opaque).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the current device: the same as `default()` here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment handed to a `UIGraphicsImageRenderer`'s actions.
public final class UIGraphicsImageRendererContext: NSObject {
    /// The context to draw into; also current (`UIGraphicsGetCurrentContext()`) while the actions run.
    public let cgContext: CGContext
    /// The format being drawn with.
    public let format: UIGraphicsImageRendererFormat
    private let surface: CairoImageSurface

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, surface: CairoImageSurface) {
        self.cgContext = cgContext
        self.format = format
        self.surface = surface
    }

    /// An image of what has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: CGImage(surface: Self.copy(surface)), scale: format.scale)
    }

    /// Fills `rect` with the current fill color.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke color.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Fills `rect` with the current fill color under `blendMode` (the context's own blend mode is
    /// left as it was).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { cgContext.fill(rect) } }
    /// Strokes `rect` with the current stroke color under `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { cgContext.stroke(rect) } }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }

    static func copy(_ surface: CairoImageSurface) -> CairoImageSurface {
        surface.flush()
        let copy = CairoImageSurface(width: surface.width, height: surface.height)!
        copy.flush()
        copy.data.update(from: surface.data, count: surface.stride * surface.height)
        copy.markDirty()
        return copy
    }
}

/// Makes images by drawing, UIKit's `UIGraphicsImageRenderer`:
///
///     let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
///         UIColor.systemBlue.setFill()
///         ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
///     }
///
/// Each call gets a fresh canvas of `bounds.size × format.scale` pixels whose user space is `bounds`
/// in points. Views can be drawn with `drawHierarchy(in:afterScreenUpdates:)` or `layer.render(in:)`.
public final class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points; its origin is the top-left of the images.
    public let bounds: CGRect
    /// Scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `bounds.size` points large.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// A renderer of `size`-point images with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `size`-point images with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Runs `actions` on a fresh canvas and returns what they drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let surface = draw(actions)
        return UIImage(cgImage: CGImage(surface: surface), scale: format.scale)
    }

    /// Runs `actions` on a fresh canvas and returns the result as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions).pngData()
    }

    /// Runs `actions` on a fresh canvas and returns the result as JPEG data (see
    /// `UIImage.jpegData(compressionQuality:)`).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CairoImageSurface {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let width = max(1, Int((bounds.width * scale).rounded(.up))), height = max(1, Int((bounds.height * scale).rounded(.up)))
        let surface =
            CairoImageSurface(width: width, height: height)
            ?? CairoImageSurface(width: 1, height: 1)!
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if format.opaque {
            context.paintSurface(with: CGColor(gray: 0, alpha: 1))
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, surface: surface)
        withCurrentGraphicsContext(context) { actions(rendererContext) }
        surface.flush()
        return surface
    }
}
