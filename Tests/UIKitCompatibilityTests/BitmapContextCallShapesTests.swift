import CoreGraphics
import Testing
import UIKit

// Bitmap contexts and context calls as iOS code writes them (Swift 5 mode, `import UIKit`).
// Apple's pages: CGContext.init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
// (`bitmapInfo: UInt32`), CGImageAlphaInfo and CGBitmapInfo (`rawValue: UInt32`),
// makeImage(), beginTransparencyLayer(auxiliaryInfo:), addArc(tangent1End:tangent2End:radius:).

@MainActor
@Suite("iOS-style client code: bitmap contexts")
struct BitmapContextCallShapesTests {
    /// The colour of a view at a point, the way apps read it: a 1 × 1 RGBA context moved so that
    /// the point lands on its pixel, and the layer rendered into it.
    func color(of view: UIView, at point: CGPoint) -> UIColor? {
        var pixel: [UInt8] = [0, 0, 0, 0]
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        guard
            let context = CGContext(
                data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: colorSpace,
                bitmapInfo: bitmapInfo.rawValue)
        else { return nil }
        context.translateBy(x: -point.x, y: -point.y)
        view.layer.render(in: context)
        return UIColor(
            red: CGFloat(pixel[0]) / 255, green: CGFloat(pixel[1]) / 255, blue: CGFloat(pixel[2]) / 255,
            alpha: CGFloat(pixel[3]) / 255)
    }

    @Test("the colour under a point, read through a one-pixel bitmap context")
    func colorAtPoint() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 60, y: 10, width: 30, height: 30))
        square.backgroundColor = .red
        view.addSubview(square)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        try #require(color(of: view, at: CGPoint(x: 70, y: 20))).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (1, 0, 0, 1))
        try #require(color(of: view, at: CGPoint(x: 20, y: 70))).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (1, 1, 1, 1))
    }

    @Test("a context of its own memory, a layer group, a rounded corner, an image of it")
    func drawingIntoABitmap() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.interpolationQuality = .high
        context.setShouldAntialias(true)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(UIColor.blue.cgColor)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 8)
        context.addLine(to: CGPoint(x: 40, y: 40))
        context.addLine(to: CGPoint(x: 0, y: 40))
        context.closePath()
        context.fillPath()
        context.endTransparencyLayer()
        let image = try #require(context.makeImage())
        #expect(image.width == 40 && context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedFirst)
        let path = CGMutablePath()
        path.move(to: .zero, transform: .identity)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4, transform: .identity)
        path.addRelativeArc(center: .zero, radius: 3, startAngle: 0, delta: .pi)
        #expect(!path.isEmpty)
        UIGraphicsPushContext(context)
        UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 4, height: 4), .multiply)
        UIRectFrameUsingBlendMode(CGRect(x: 0, y: 0, width: 8, height: 8), .normal)
        UIRectClip(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsPopContext()
    }
}
