import Foundation

/// Settings of a `UIGraphicsImageRenderer`: pixel scale and opacity.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the images made. Defaults to 2 (there is no physical screen to ask;
    /// UIKit uses the main screen's scale).
    open var scale: CGFloat = 2
    /// Whether the images are fully opaque (the canvas starts black instead of transparent). Defaults to false.
    open var opaque = false

    /// A format with the defaults: scale 2, not opaque.
    public override init() {}

    /// The default format (scale 2, not opaque).
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the current device: the same as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment handed to a `UIGraphicsImageRenderer`'s actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat
    private let surface: CairoImageSurface

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, surface: CairoImageSurface) {
        imageFormat = format
        self.surface = surface
        super.init(cgContext: cgContext)
    }

    /// The format being drawn with.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: CGImage(surface: Self.copy(surface)), scale: format.scale)
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
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat

    /// A renderer of images `bounds.size` points large.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of `size`-point images with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `size`-point images with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Scale and opacity of the images.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// True: the renderer makes images.
    open override var allowsImageOutput: Bool { true }

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
