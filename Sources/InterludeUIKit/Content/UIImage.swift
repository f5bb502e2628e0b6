import Foundation

/// An immutable image, UIKit's `UIImage`: a bitmap plus the scale that converts its pixels to points.
///
/// Reads PNG (Cairo's decoder) and JPEG (libjpeg); other formats give nil. Make images in code
/// with `UIGraphicsImageRenderer`.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point: 1, 2 or 3 for @1x/@2x/@3x art. `size` is the pixel size divided by it.
    public let scale: CGFloat
    /// How views draw the image: as it is, or as a template filled with their tint color.
    /// Defaults to `.automatic` (original colors, except for symbol images).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The caps a resizable image keeps at their size (points); zero for other images.
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How a resizable image fills the area inside its caps. Defaults to `.tile`.
    public internal(set) var resizingMode: ResizingMode = .tile
    /// Whether the image stands for a symbol (``init(systemName:)``).
    public internal(set) var isSymbolImage = false

    /// How views use an image's colors.
    public enum RenderingMode: Int, Sendable {
        /// The drawing context decides: original colors, except for symbol images, which are templates.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the tint color.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the area between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle parts at their size.
        case tile = 0
        /// Scales the middle parts to fill.
        case stretch = 1
    }

    /// An empty image, as `UIImage()` makes in UIKit: no bitmap, size zero, scale 1; drawing it
    /// draws nothing (bars use it to hide a shadow or background image).
    public override init() {
        cgImage = nil
        scale = 1
    }

    /// Wraps a bitmap at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// Convenience form of `init(cgImage:scale:)` with scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }

    /// Decodes PNG or JPEG data at `scale` pixels per point; nil for other or damaged data.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = CGImage.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// Reads a PNG or JPEG file; nil when it is missing or cannot be decoded. The scale comes from an
    /// `@2x`/`@3x` suffix of the file name, as in UIKit (1 otherwise).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// Size in points: pixel size divided by `scale`.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG (slow for large images: Cairo's encoder, ~250 ms per @3x screen).
    public func pngData() -> Data? { cgImage?.surface.pngData() }

    /// The image as JPEG data: `compressionQuality` 0 compresses most (lowest quality), 1 least
    /// (libjpeg's quality 0…100 in proportion; Apple does not document its scale). JPEG has no
    /// alpha, so transparent pixels come out black, as on iOS. Nil for an image without pixels.
    /// https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
        return cgImage?.jpegData(quality: Int((quality * 100).rounded()))
    }

    /// Draws the image upright into `rect` of the current graphics context, scaled to fill it; a
    /// resizable image keeps its caps and stretches or tiles the rest (see `UIImage+Resizing.swift`).
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        if isResizable { return drawResizable(cgImage, in: rect, context: context) }
        context.drawImageSurface(cgImage.surface, in: rect, flipped: false)
    }

    /// Draws the image upright into `rect` with `alpha` (0…1) applied.
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public override var description: String { "UIImage(size: \(size.width)×\(size.height), scale: \(scale))" }

    /// A copy sharing the bitmap, with `change` applied to its drawing attributes.
    func copy(_ change: (UIImage) -> Void) -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale) } ?? UIImage()
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isSymbolImage = isSymbolImage
        change(copy)
        return copy
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// Whether views draw the image as a template in their tint color.
    var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// The image painted in `color`: the color where the image has alpha, as UIKit draws the tint
    /// color and then the image in the destination-in blend mode
    /// (https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)). Keeps the
    /// rendering mode. A dynamic color is resolved with `UITraitCollection.current`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image painted in `color` (see ``withTintColor(_:)``) with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let painted = cgImage.map { UIImage(cgImage: $0.filled(with: color.cgColor), scale: scale) } ?? UIImage()
        painted.renderingMode = renderingMode
        painted.capInsets = capInsets
        painted.resizingMode = resizingMode
        painted.isSymbolImage = isSymbolImage
        return painted
    }

    /// A resizable copy that keeps `capInsets` (points) at their size and tiles the rest.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy that keeps `capInsets` (points) at their size and fills the rest per
    /// `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// Whether the image has caps (made by ``resizableImage(withCapInsets:resizingMode:)``).
    var isResizable: Bool { capInsets != .zero }

}
