import Foundation
import Synchronization
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Bitmap contexts (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`)
/// and the `CGContext` calls beyond paths, images and gradients. Sources: the Quartz 2D
/// Programming Guide, "Graphics Contexts" (a bitmap context's origin is its lower-left corner;
/// the supported pixel formats: 8-bit RGB in 32 bits with premultiplied alpha first or last, or a
/// skipped byte first or last), `CGImageAlphaInfo` and `CGBitmapInfo` (the byte orders), "Transparency
/// Layers" (objects in a layer are composited as one picture, with the alpha and shadow in effect
/// when it began), `CGContextGetPathBoundingBox` (control points included), `CGContextGetPathCurrentPoint`
/// (`CGPointZero` for an empty path), `addArc(tangent1End:tangent2End:radius:)` (tangent to both lines).
@MainActor
@Suite("Bitmap contexts and context queries")
struct BitmapContextTests {
    /// A `width` × `height` context over `bytes`, in `info`'s layout (8-bit RGB).
    private func context(
        _ bytes: inout [UInt8], width: Int = 4, height: Int = 2, bytesPerRow: Int = 16, info: UInt32,
        _ draw: (CGContext) -> Void
    ) {
        bytes.withUnsafeMutableBytes { memory in
            let cg = CGContext(
                data: memory.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
            #expect(cg != nil, "a context for bitmap info \(info)")
            if let cg { draw(cg) }
        }
    }

    /// Opaque red filling user space's unit square: the bottom-left pixel (memory row 1 of 2).
    private func redUnitSquare(_ cg: CGContext) {
        cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("user space starts at the bottom-left pixel; each layout puts the bytes where its name says")
    func layouts() {
        let last = CGImageAlphaInfo.premultipliedLast.rawValue, first = CGImageAlphaInfo.premultipliedFirst.rawValue
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
        let cases: [(UInt32, [UInt8])] = [
            (last, [255, 0, 0, 255]), // R, G, B, A
            (last | big, [255, 0, 0, 255]),
            (last | little, [255, 0, 0, 255]), // A, B, G, R
            (first, [255, 255, 0, 0]), // A, R, G, B
            (first | little, [0, 0, 255, 255]), // B, G, R, A: Cairo's own, drawn in place
            (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 0, 0, 255]),
            (CGImageAlphaInfo.noneSkipFirst.rawValue | little, [0, 0, 255, 255]),
        ]
        for (info, pixel) in cases {
            var bytes = [UInt8](repeating: 0, count: 32)
            context(&bytes, info: info, redUnitSquare)
            #expect(Array(bytes[16..<20]) == pixel, "bitmap info \(info)")
            #expect(bytes[0..<16].allSatisfy { $0 == 0 || info & 0x1F >= 5 }, "bitmap info \(info): top row untouched")
        }
        var bytes = [UInt8](repeating: 0, count: 32)
        context(&bytes, info: last | little) { cg in
            cg.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            cg.fill(CGRect(x: 3, y: 1, width: 1, height: 1))
        }
        #expect(Array(bytes[12..<16]) == [255, 153, 102, 51])
    }

    @Test("drawing goes over what the memory holds; padding past a row's pixels is left alone")
    func existingMemory() {
        // Opaque blue everywhere, 0xAB in the 4 padding bytes of each 20-byte row.
        let blueRow: [UInt8] = [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0xAB, 0xAB, 0xAB, 0xAB]
        var bytes = blueRow + blueRow
        context(&bytes, bytesPerRow: 20, info: CGImageAlphaInfo.premultipliedLast.rawValue) { cg in
            cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        // Half red over blue: (128, 0, 127) opaque, as Cairo's OVER of 8-bit premultiplied values.
        let (redOverBlue, blue, padding): ([UInt8], [UInt8], [UInt8]) = (
            [128, 0, 127, 255], [0, 0, 255, 255], [0xAB, 0xAB, 0xAB, 0xAB]
        )
        #expect(Array(bytes[0..<4]) == redOverBlue && Array(bytes[8..<12]) == blue)
        #expect(Array(bytes[16..<20]) == padding && Array(bytes[36..<40]) == padding)
    }

    @Test("layouts Core Graphics does not draw into give no context, with its message")
    func unsupported() {
        let messages = Mutex<[String]>([])
        let old = Diagnostics.setHandler { message in messages.withLock { $0.append(message) } }
        defer { Diagnostics.setHandler(old) }
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: 1) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 12, space: rgb, bitmapInfo: 1) == nil)
        let all = messages.withLock { $0 }
        #expect(all.filter { $0.hasPrefix("CGBitmapContextCreate: unsupported parameter combination") }.count >= 2)
        #expect(all.contains { $0.contains("should be at least 16") && $0.contains("kCGImageAlphaPremultipliedLast") })
        // Without memory, the context allocates its own, cleared, and tells its layout.
        let own = CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: 1)
        #expect(own?.bytesPerRow == 12 && own?.width == 3 && own?.height == 2 && own?.alphaInfo == .premultipliedLast)
        #expect(own?.data.map { UnsafeRawBufferPointer(start: $0, count: 24).allSatisfy { $0 == 0 } } == true)
    }

    @Test("makeImage copies the bitmap as it is, top row first")
    func makeImage() throws {
        let cg = try #require(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: 1))
        redUnitSquare(cg)
        let image = try #require(cg.makeImage())
        cg.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let pixels = UIImage(cgImage: image)
        let frame = try #require(pixels.pngData().flatMap { RenderedFrame(pngData: $0) })
        #expect(frame.pixel(x: 0, y: 1) == (255, 0, 0, 255) && frame.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(frame.pixel(x: 3, y: 1) == (0, 0, 0, 0))
    }

    @Test("the CTM maps to device space with y up: identity in a bitmap context, flipped in UIKit's")
    func deviceSpace() throws {
        let bitmap = try #require(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: 1))
        #expect(bitmap.ctm == .identity && bitmap.userSpaceToDeviceSpaceTransform == .identity)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var ctm = CGAffineTransform.identity, device = CGPoint.zero, back = CGPoint.zero, size = CGSize.zero
        _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { context in
            let cg = context.cgContext
            ctm = cg.ctm
            device = cg.convertToDeviceSpace(CGPoint(x: 1, y: 1))
            back = cg.convertToUserSpace(device)
            size = cg.convertToDeviceSpace(CGSize(width: 3, height: 4))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
        #expect(device == CGPoint(x: 2, y: 98) && back == CGPoint(x: 1, y: 1) && size == CGSize(width: 6, height: -8))
    }

    @Test("a transparency layer is composited once, with the alpha and shadow it began with")
    func transparencyLayer() {
        func overlap(inLayer: Bool) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: 32)
            context(&bytes, info: CGImageAlphaInfo.premultipliedLast.rawValue) { cg in
                cg.setAlpha(0.5)
                if inLayer { cg.beginTransparencyLayer(auxiliaryInfo: nil) }
                cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                cg.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
                cg.fill(CGRect(x: 1, y: 0, width: 3, height: 2))
                if inLayer { cg.endTransparencyLayer() }
            }
            return bytes
        }
        // Two half-transparent fills: 75 % where they overlap (128 + 128 × 127 / 255, rounded); as one
        // layer, 50 % everywhere.
        let separate = overlap(inLayer: false), layered = overlap(inLayer: true)
        #expect(separate[3] == 128 && separate[7] == 192)
        #expect(layered[3] == 128 && layered[7] == 128 && layered[15] == 128)
        // Ending a layer that was not begun is reported and changes nothing.
        let messages = Mutex<[String]>([])
        let old = Diagnostics.setHandler { message in messages.withLock { $0.append(message) } }
        defer { Diagnostics.setHandler(old) }
        var bytes = [UInt8](repeating: 0, count: 32)
        context(&bytes, info: 1) { $0.endTransparencyLayer() }
        #expect(messages.withLock { $0.contains { $0.contains("no transparency layer") } })
    }

    @Test("the current path read back: its points, box, stroke and hit tests")
    func pathQueries() throws {
        let cg = try #require(
            CGContext(
                data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: 1))
        #expect(cg.path == nil && cg.boundingBoxOfPath.isNull && cg.currentPointOfPath == .zero)
        cg.move(to: CGPoint(x: 2, y: 10))
        cg.addCurve(to: CGPoint(x: 18, y: 10), control1: CGPoint(x: 2, y: 19), control2: CGPoint(x: 18, y: 19))
        #expect(cg.currentPointOfPath == CGPoint(x: 18, y: 10))
        // Control points count.
        #expect(cg.boundingBoxOfPath == CGRect(x: 2, y: 10, width: 16, height: 9))
        cg.beginPath()
        cg.move(to: CGPoint(x: 2, y: 10))
        cg.addLine(to: CGPoint(x: 18, y: 10))
        cg.setLineWidth(4)
        #expect(cg.pathContains(CGPoint(x: 10, y: 11.5), mode: .stroke))
        #expect(!cg.pathContains(CGPoint(x: 10, y: 12.5), mode: .stroke))
        #expect(!cg.pathContains(CGPoint(x: 10, y: 11.5), mode: .fill))
        cg.replacePathWithStrokedPath()
        #expect(cg.boundingBoxOfPath == CGRect(x: 2, y: 8, width: 16, height: 4))
        cg.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(cg.path?.elements.filter { $0 == .close }.count == 3)
    }

    @Test("a tangent arc rounds the corner between two lines, also under a transform")
    func tangentArc() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(path.elements.count == 3)
        if case .line(let start) = path.elements[1] {
            #expect(abs(start.x - 5) < 1e-12 && start.y == 0)
        }
        #expect(abs(path.currentPoint.x - 10) < 1e-12 && abs(path.currentPoint.y - 5) < 1e-12)
        // The arc's middle is 5 from the corner's centre (5, 5).
        if case .curve(_, let c2, _) = path.elements[2] {
            #expect(c2.x > 9.9 && c2.y > 2 && c2.y < 3)
        } else {
            Issue.record("no arc after the line")
        }
        let moved = CGMutablePath()
        moved.move(to: CGPoint(x: 100, y: 0))
        moved.addArc(
            tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
            transform: CGAffineTransform(translationX: 100, y: 0))
        if case .line(let start) = moved.elements[1] {
            #expect(abs(start.x - 105) < 1e-12 && start.y == 0)
        }
        #expect(abs(moved.currentPoint.x - 110) < 1e-12 && abs(moved.currentPoint.y - 5) < 1e-12)
        // Points on one line: a line to the corner.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(straight.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
        // The context's form draws the same corner.
        let cg = try #require(
            CGContext(
                data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: 1))
        cg.move(to: .zero)
        cg.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(abs(cg.currentPointOfPath.x - 10) < 1e-9 && abs(cg.currentPointOfPath.y - 5) < 1e-9)
    }

    @Test("line segments stroke in pairs; antialiasing and image interpolation can be turned off")
    func segmentsAntialiasingAndInterpolation() {
        var bytes = [UInt8](repeating: 0, count: 32)
        context(&bytes, info: 1) { cg in
            cg.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            cg.setLineWidth(1)
            // One segment along the bottom row's middle; the odd last point is left out.
            cg.strokeLineSegments(between: [CGPoint(x: 0, y: 0.5), CGPoint(x: 2, y: 0.5), CGPoint(x: 3, y: 1.5)])
            #expect(cg.path == nil)
        }
        #expect(Array(bytes[16..<24]) == [0, 0, 255, 255, 0, 0, 255, 255] && bytes[27] == 0 && bytes[3] == 0)
        func edge(antialiased: Bool) -> UInt8 {
            var bytes = [UInt8](repeating: 0, count: 32)
            context(&bytes, info: 1) { cg in
                cg.setShouldAntialias(antialiased)
                cg.fill(CGRect(x: 0.5, y: 0, width: 2, height: 2))
            }
            return bytes[3]
        }
        #expect(edge(antialiased: true) == 128 && [0, 255].contains(edge(antialiased: false)))
        // A red-then-blue 2 × 1 image stretched over 4 pixels.
        func stretched(_ quality: CGInterpolationQuality) -> [UInt8] {
            var source = [UInt8]([255, 0, 0, 255, 0, 0, 255, 255])
            var image: CGImage?
            context(&source, width: 2, height: 1, bytesPerRow: 8, info: 1) { image = $0.makeImage() }
            var bytes = [UInt8](repeating: 0, count: 32)
            context(&bytes, info: 1) { cg in
                cg.interpolationQuality = quality
                if let image { cg.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 2)) }
            }
            return Array(bytes[4..<8])
        }
        #expect(stretched(.none) == [255, 0, 0, 255])
        #expect(stretched(.default) != [255, 0, 0, 255])
    }

    @Test("UIRectFillUsingBlendMode leaves the context's blend mode; UIRectClip clips the current context")
    func rectFunctions() {
        var bytes = [UInt8](repeating: 0, count: 32)
        context(&bytes, info: 1) { cg in
            UIGraphicsPushContext(cg)
            defer { UIGraphicsPopContext() }
            cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 1, height: 2), .clear)
            cg.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            cg.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
            UIRectClip(CGRect(x: 3, y: 0, width: 1, height: 2))
            cg.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let row = Array(bytes[0..<16])
        #expect(row == [0, 0, 0, 0, 0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255])
    }

    @Test("an image tiled from a rectangle fills the clip, each copy flipped as draw(_:in:) flips it")
    func tiledImage() {
        // A 1 × 2 image, red above blue (its first row is red).
        var source: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        var image: CGImage?
        context(&source, width: 1, height: 2, bytesPerRow: 4, info: 1) { image = $0.makeImage() }
        var bytes = [UInt8](repeating: 0, count: 32)
        context(&bytes, info: 1) { cg in
            cg.interpolationQuality = .none
            cg.clip(to: CGRect(x: 0, y: 0, width: 3, height: 2))
            if let image { cg.draw(image, in: CGRect(x: 1, y: 0, width: 1, height: 2), byTiling: true) }
        }
        // Memory rows top to bottom: the image's first row lands at the rectangle's top (y up).
        let (red, blue, none): ([UInt8], [UInt8], [UInt8]) = ([255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0])
        #expect(Array(bytes[0..<16]) == red + red + red + none)
        #expect(Array(bytes[16..<32]) == blue + blue + blue + none)
    }
}
