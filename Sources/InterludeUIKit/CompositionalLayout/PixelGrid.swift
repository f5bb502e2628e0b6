/// The screen's pixels, for rounding a compositional layout's numbers as UIKit does: a fraction
/// of a container is rounded down to a pixel (a value a hair below a pixel counts as on it), a
/// position to the nearest pixel. (Measured against UIKit under Mac Catalyst by the
/// "UICollectionViewCompositionalLayout, iOS 13.0" back-port notes; Apple's pages say nothing.)
struct PixelGrid {
    /// Pixels per point; 1 when the traits give none.
    let scale: CGFloat

    init(scale: CGFloat) { self.scale = scale > 0 ? scale : 1 }

    /// How far below a pixel, in pixels, still counts as on it: the error of a fraction such as
    /// ⅓ times a length, far below anything a screen shows.
    private static let hair: CGFloat = 1e-6

    /// `value` rounded down to a pixel.
    func floor(_ value: CGFloat) -> CGFloat { (value * scale + Self.hair).rounded(.down) / scale }

    /// `value` rounded to the nearest pixel.
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

    /// `rect` with its origin rounded to the nearest pixel (its size kept).
    func roundOrigin(_ rect: CGRect) -> CGRect {
        CGRect(origin: CGPoint(x: round(rect.minX), y: round(rect.minY)), size: rect.size)
    }

    /// `size` resolved in `container`, its fractional dimensions rounded down to a pixel.
    @MainActor func resolve(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize {
        func length(_ dimension: NSCollectionLayoutDimension) -> CGFloat {
            let value = dimension.resolved(in: container)
            return dimension.isFractionalWidth || dimension.isFractionalHeight ? floor(value) : value
        }
        return CGSize(width: length(size.widthDimension), height: length(size.heightDimension))
    }
}
