import Foundation
import Interlude
import InterludeExport
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Pixel diffing of `UIImage`s that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// Pixel diffing of `UIImage`s with swift-snapshot-testing's tolerances.
    ///
    /// Images are stored as PNG. On a mismatch the failure carries the reference, the new image and
    /// a difference image (differing pixels red over a faded copy of the reference) as attachments;
    /// swift-snapshot-testing writes the new image into its artifacts folder (`SNAPSHOT_ARTIFACTS`,
    /// else the temporary folder) and Interlude's diff tool writes the difference image beside it
    /// (see ``InterludeDiffTool``). The recorded reference is never changed by a failure.
    ///
    /// - Parameters:
    ///   - precision: The share of bytes that must match (of pixels, when `perceptualPrecision` is
    ///     below 1), 0…1.
    ///   - perceptualPrecision: How close a pixel's color must be to match: 1 means exactly; a
    ///     pixel passes when its CIE 1994 color difference is at most (1 − this) × 100. 0.98–0.99
    ///     is about what the eye tells apart.
    ///   - scale: Pixels per point of the reference images read from disk; nil for the screen's
    ///     (`UIScreen.main.scale`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        InterludeDiffTool.installAsDefault()
        let readScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? onMainActor { UIScreen.main.scale }
        let match = ImageMatch(precision: precision, perceptualPrecision: perceptualPrecision)
        return .diff(
            toData: { SnapshotImage.pngData($0) },
            fromData: { UIImage(data: $0, scale: readScale) ?? UnreadableReference.image },
            diffV2: { reference, actual in
                if reference === UnreadableReference.image { return ("Reference image could not be loaded.", []) }
                let old = SnapshotImage.frame(reference), new = SnapshotImage.frame(actual)
                guard let message = match.failure(reference: old, actual: new) else { return nil }
                var attachments: [DiffAttachment] = [
                    .data(SnapshotImage.pngData(reference), name: "reference.png"),
                    .data(SnapshotImage.pngData(actual), name: "failure.png"),
                ]
                if let difference = FrameComparison.differenceImage(old, new, tolerance: 0) {
                    attachments.append(.data(Data(PNGEncoder().encode(difference)), name: "difference.png"))
                }
                return (message, attachments)
            })
    }
}

/// Stands for a reference file that is not a readable PNG, so the failure can say so.
enum UnreadableReference {
    /// A 1 × 1 image no strategy produces.
    static let image = SnapshotImage.image(
        RenderedFrame(width: 1, height: 1, bytesPerRow: 4, pixels: [0, 0, 0, 0], scale: 1, time: 0))
}
