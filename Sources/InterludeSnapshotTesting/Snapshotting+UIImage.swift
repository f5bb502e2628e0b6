import Interlude
import SnapshotTesting

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// Images compared with swift-snapshot-testing's tolerances, stored as PNG.
    ///
    /// - Parameters:
    ///   - precision: The share of bytes that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match, 0…1.
    ///   - scale: Pixels per point of the reference read from disk; nil for the screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
