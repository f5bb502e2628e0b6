import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// `CGImage.cropping(to:)` as Apple's documentation describes it: the rectangle is made integral
/// (`CGRectIntegral`) and intersected with the image's bounds; an area not in the image gives nil.
/// https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
@MainActor
@Suite("CGImage cropping")
struct ImageCroppingTests {
    /// A 2 × 2-pixel image: red, green on top; blue, white below.
    private let quad: CGImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            for (color, x, y) in [(UIColor.red, 0, 0), (.green, 1, 0), (.blue, 0, 1), (.white, 1, 1)] {
                color.setFill()
                ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }.cgImage!
    }()

    /// The pixel at (x, y) as 0xAARRGGBB.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.surface.flush()
        return UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)[x]
    }

    @Test("one pixel of the image, top-left origin")
    func onePixel() throws {
        let green = try #require(quad.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1)))
        #expect(green.width == 1 && green.height == 1)
        #expect(pixel(green, 0, 0) == 0xFF00_FF00)
        let blue = try #require(quad.cropping(to: CGRect(x: 0, y: 1, width: 1, height: 1)))
        #expect(pixel(blue, 0, 0) == 0xFF00_00FF)
    }

    @Test("a fractional rectangle grows to whole pixels; one hanging over the edge is cut to the image")
    func integralAndIntersected() throws {
        let whole = try #require(quad.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        #expect(whole.width == 2 && whole.height == 2)
        #expect(pixel(whole, 1, 1) == 0xFFFF_FFFF)
        let corner = try #require(quad.cropping(to: CGRect(x: -1, y: -1, width: 2, height: 2)))
        #expect(corner.width == 1 && corner.height == 1 && pixel(corner, 0, 0) == 0xFFFF_0000)
    }

    @Test("a rectangle outside the image gives nil")
    func outside() {
        #expect(quad.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        #expect(quad.cropping(to: CGRect(x: 2, y: 0, width: 1, height: 1)) == nil)
    }
}
