import Foundation

/// Settings of a `UIGraphicsImageRenderer`: pixel scale, opacity and color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The color ranges an image may be drawn in, UIKit's raw values.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The range the display supports.
        case automatic = 0
        /// Wide color (extended range).
        case extended = 1
        /// sRGB.
        case standard = 2
    }

    /// Pixels per point of the images made. Defaults to 2 (there is no physical screen to ask;
    /// UIKit uses the main screen's scale).
    open var scale: CGFloat = 2
    /// Whether the images are fully opaque (the canvas starts black instead of transparent). Defaults to false.
    open var opaque = false

    /// The color range asked for. Defaults to `.automatic`. Interlude draws every image in 8-bit
    /// sRGB whatever is asked, as a device without a wide-color display does.
    open var preferredRange = Range.automatic

    /// A format with the defaults: scale 2, not opaque, automatic range.
    public required init() {}

    /// A format for drawing for `traitCollection`: its display scale (the default 2 when it
    /// specifies none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The default format (scale 2, not opaque).
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the current device: the same as `default()` here.
    open override class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format with the same scale, opacity, range and bounds.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsImageRendererFormat
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
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
    /// A renderer of images `bounds.size` points large, with a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
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
    open override var format: UIGraphicsImageRendererFormat { super.format as! UIGraphicsImageRendererFormat }

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
