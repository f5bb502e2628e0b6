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

    /// Draws the image upright into `rect` of the current graphics context, scaled to fill it.
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
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
}
