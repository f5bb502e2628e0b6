import Foundation
import Testing
@testable import InterludeUIKit

/// `UIGraphicsRendererFormat`'s bounds and copying, and the image format's range and
/// trait-collection initializer (UIGraphicsRenderer.h and UIGraphicsImageRenderer.h).
@MainActor
@Suite("UIGraphicsRendererFormat")
struct GraphicsRendererFormatTests {
    // UIGraphicsRenderer.h: bounds "returns the bounds for drawing into the owning
    // UIGraphicsRendererContext"; the format is NSCopying.
    @Test("a renderer keeps a copy of its format, whose bounds are the renderer's, as its contexts' formats are")
    func boundsAndCopy() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.bounds == .zero)
        format.scale = 1
        let bounds = CGRect(x: 10, y: 20, width: 30, height: 40)
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        #expect(renderer.format !== format && renderer.format.bounds == bounds && format.bounds == .zero)
        format.scale = 3
        var contextBounds = CGRect.null
        let image = renderer.image { context in contextBounds = context.format.bounds }
        #expect(contextBounds == bounds)
        #expect(image.cgImage?.width == 30, "the scale given at creation, not the later one")
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(pdf.format.bounds == CGRect(x: 0, y: 0, width: 612, height: 792))
    }

    @Test("copies keep the class and every setting")
    func copies() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = true
        format.preferredRange = .standard
        let copy = format.copy() as! UIGraphicsImageRendererFormat
        #expect(copy !== format && copy.scale == 3 && copy.opaque && copy.preferredRange == .standard)
        let pdfFormat = UIGraphicsPDFRendererFormat()
        pdfFormat.documentInfo = ["Title": "Report"]
        #expect((pdfFormat.copy() as? UIGraphicsPDFRendererFormat)?.documentInfo["Title"] as? String == "Report")
    }

    // UIGraphicsImageRenderer.h: UIGraphicsImageRendererFormatRange Unspecified = -1,
    // Automatic = 0, Extended, Standard; iOS 12's default is automatic.
    @Test("the range: UIKit's raw values, automatic by default")
    func range() {
        #expect(UIGraphicsImageRendererFormat().preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
        #expect(UIGraphicsImageRendererFormat.Range.extended.rawValue == 1)
        #expect(UIGraphicsImageRendererFormat.Range.standard.rawValue == 2)
    }

    @Test("init(for:) takes the trait collection's display scale; an unspecified scale keeps the default")
    func forTraitCollection() {
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3))
        #expect(format.scale == 3)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
        #expect(image.cgImage?.width == 30 && image.scale == 3)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == UIGraphicsImageRendererFormat().scale)
    }
}
