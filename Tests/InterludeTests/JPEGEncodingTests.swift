import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// `UIImage.jpegData(compressionQuality:)` and `UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)`:
/// JPEG data (ITU T.81: starts with the SOI marker FF D8, ends with EOI FF D9), quality from 0
/// (most compression) to 1 (least), nil for an image without data (Apple's pages); JPEG has no
/// alpha, so transparent pixels come out black.
@MainActor
@Suite("JPEG encoding")
struct JPEGEncodingTests {
    /// A 40 × 30 image at scale 1: red left half, blue right half, drawn by `actions` when given.
    private func halves(_ actions: ((UIGraphicsImageRendererContext) -> Void)? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { ctx in
            if let actions { return actions(ctx) }
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 20, y: 0, width: 20, height: 30))
        }
    }

    /// The channels of the pixel at (x, y), 0…255.
    private func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let surface = image.cgImage!.surface
        surface.flush()
        let p = UnsafeRawPointer(surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)[x]
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    @Test("the data is a JPEG that decodes to the same size and colours")
    func roundTrip() throws {
        let data = try #require(halves().jpegData(compressionQuality: 1))
        #expect(Array(data.prefix(2)) == [0xFF, 0xD8] && Array(data.suffix(2)) == [0xFF, 0xD9])
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 40, height: 30))
        let left = rgb(decoded, 5, 15), right = rgb(decoded, 35, 15)
        #expect(left.r > 240 && left.g < 16 && left.b < 16)
        #expect(right.r < 16 && right.g < 16 && right.b > 240)
    }

    @Test("lower quality, smaller data")
    func quality() throws {
        let noisy = halves { ctx in
            for x in 0..<40 {
                for y in 0..<30 {
                    UIColor(red: CGFloat((x * 37 + y * 11) % 255) / 255, green: CGFloat((x * y) % 255) / 255, blue: 0.5, alpha: 1)
                        .setFill()
                    ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
        let small = try #require(noisy.jpegData(compressionQuality: 0.1))
        let large = try #require(noisy.jpegData(compressionQuality: 0.9))
        #expect(small.count < large.count)
    }

    @Test("transparent pixels come out black; an image without pixels gives nil")
    func alphaAndEmpty() throws {
        let clear = halves { _ in }
        let decoded = try #require(clear.jpegData(compressionQuality: 1).flatMap { UIImage(data: $0) })
        let pixel = rgb(decoded, 20, 15)
        #expect(pixel.r < 8 && pixel.g < 8 && pixel.b < 8)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test("the image renderer's JPEG data is its image's, at the format's scale")
    func renderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
            .jpegData(withCompressionQuality: 0.8) { ctx in
                UIColor.green.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.width == 20 && decoded.cgImage?.height == 10)
        #expect(rgb(decoded, 10, 5).g > 200)
    }
}
