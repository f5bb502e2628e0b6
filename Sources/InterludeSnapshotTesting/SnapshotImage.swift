import Foundation
import Interlude
import InterludeExport

/// Conversions between the images snapshot strategies hand to swift-snapshot-testing (`UIImage`)
/// and the renderer's pixels (`RenderedFrame`), and the PNG files they are stored as.
enum SnapshotImage {
    /// An image of `frame`'s pixels at its scale; a frame without pixels gives a 1 × 1 transparent image.
    static func image(_ frame: RenderedFrame) -> UIImage {
        let width = max(1, frame.width), height = max(1, frame.height)
        guard let surface = CairoImageSurface(width: width, height: height) else {
            preconditionFailure("InterludeSnapshotTesting: cannot allocate a \(width)×\(height) image")
        }
        surface.flush()
        if frame.width > 0 && frame.height > 0 {
            frame.pixels.withUnsafeBytes { source in
                for row in 0..<frame.height {
                    (surface.data + row * surface.stride).update(
                        from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * frame.bytesPerRow,
                        count: frame.width * 4)
                }
            }
        }
        surface.markDirty()
        return UIImage(cgImage: CGImage(surface: surface), scale: frame.scale)
    }

    /// The pixels of `image` (an empty frame when it has no bitmap).
    static func frame(_ image: UIImage) -> RenderedFrame {
        guard let cgImage = image.cgImage else {
            return RenderedFrame(width: 0, height: 0, bytesPerRow: 0, pixels: [], scale: image.scale, time: 0)
        }
        return RenderedFrame(surface: cgImage.surface, scale: image.scale, time: 0)
    }

    /// The PNG bytes of `image` (InterludePNG's encoder: the same pixels give the same bytes).
    static func pngData(_ image: UIImage) -> Data {
        Data(PNGEncoder().encode(frame(image)))
    }
}
