import Testing
import Foundation
@testable import InterludeUIKit
import InterludeRender

/// `CAGradientLayer` as Apple documents it: `startPoint` defaults to (0.5, 0) and `endPoint` to
/// (0.5, 1), in the unit coordinate space mapped to the bounds; `locations` nil spreads the stops
/// uniformly; `type` defaults to axial ("varies along an axis between two defined end points; all
/// points on a line perpendicular to the axis have the same color"); the radial gradient is an
/// ellipse centred on `startPoint` with width and height 2 × (endPoint − startPoint) (QuartzCore
/// header); the gradient is drawn over the background color, filling the layer's rounded shape.
/// Pixel rows are sampled at their centres: row y of a 100-point layer is at t = (y + 0.5) / 100.
@MainActor
@Suite("CAGradientLayer")
struct GradientLayerTests {
    private func gradientLayer(_ configure: (CAGradientLayer) -> Void) -> (UIWindow, CAGradientLayer) {
        let window = makeWhiteWindow()
        let layer = CAGradientLayer()
        CATransaction.setDisableActions(true)
        layer.frame = window.bounds
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        configure(layer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    @Test("defaults: no colors, top-to-bottom axial, evenly spread stops")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial && CAGradientLayerType.radial.rawValue == "radial")
    }

    @Test("the default gradient runs from the top edge to the bottom; each row has one color")
    func vertical() {
        let (window, _) = gradientLayer { _ in }
        let frame = window.renderFrame(scale: 1)
        // Row 49: t = 0.495 → red 255 × 0.505 = 128.8, blue 255 × 0.495 = 126.2.
        expectPixel(frame, 10, 49, RGBA(129, 0, 126))
        expectPixel(frame, 90, 49, RGBA(129, 0, 126))
        expectPixel(frame, 50, 0, RGBA(254, 0, 1))
        expectPixel(frame, 50, 99, RGBA(1, 0, 254))
    }

    @Test("start and end points turn the axis: left to right")
    func horizontal() {
        let (window, _) = gradientLayer { layer in
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let frame = window.renderFrame(scale: 1)
        // Column 24: t = 0.245 → red 255 × 0.755 = 192.5, blue 62.5.
        expectPixel(frame, 24, 10, RGBA(193, 0, 62))
        expectPixel(frame, 24, 90, RGBA(193, 0, 62))
    }

    @Test("locations place the stops; before the first and after the last the end colors hold")
    func locations() {
        let (window, _) = gradientLayer { layer in
            layer.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
            layer.locations = [0.25, 0.5, 0.75]
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 10, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 90, RGBA(0, 0, 255), tolerance: 0)
        // Row 37: t = 0.375, halfway from red (0.25) to green (0.5).
        expectPixel(frame, 50, 37, RGBA(128, 128, 0))
        // Row 49: t = 0.495, 0.98 of the way to green.
        expectPixel(frame, 50, 49, RGBA(5, 250, 0))
    }

    @Test("a radial gradient is an ellipse around the start point, padded with the last color outside")
    func radial() {
        let (window, _) = gradientLayer { layer in
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.75)
        }
        let frame = window.renderFrame(scale: 1)
        // Half-axes 50 × 25 points around (50, 50).
        // Pixel (50, 50): centre (0.5, 0.5) points off, t = √((0.5/50)² + (0.5/25)²) = 0.0224.
        expectPixel(frame, 50, 50, RGBA(249, 0, 6), "centre")
        // Pixel (74, 50): centre 24.5 points right of the centre, t = 0.49.
        expectPixel(frame, 74, 50, RGBA(130, 0, 125))
        // Pixel (50, 62): centre 12.5 points below, t = 0.5 on the shorter axis.
        expectPixel(frame, 50, 62, RGBA(128, 0, 128))
        expectPixel(frame, 50, 80, RGBA(0, 0, 255), tolerance: 0, "outside the ellipse")
        expectPixel(frame, 2, 2, RGBA(0, 0, 255), tolerance: 0, "outside the ellipse")
    }

    @Test("the gradient fills the rounded shape over the background color")
    func roundedOverBackground() {
        let (window, _) = gradientLayer { layer in
            layer.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            layer.cornerRadius = 20
            layer.backgroundColor = UIColor.green.cgColor
            layer.colors = [UIColor.red.withAlphaComponent(0.5).cgColor, UIColor.red.withAlphaComponent(0.5).cgColor]
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 11, 11, RGBA(255, 255, 255), tolerance: 0, "outside the rounded corner")
        // Red at 50 % over green: (127.5, 127.5, 0).
        expectPixel(frame, 50, 50, RGBA(128, 128, 0))
    }

    @Test("startPoint and endPoint animate, and the gradient is drawn at the presented values")
    func animatedEndPoint() {
        let (window, layer) = gradientLayer { _ in }
        let animation = CABasicAnimation(keyPath: "endPoint")
        animation.fromValue = CGPoint(x: 0.5, y: 0.5)
        animation.toValue = CGPoint(x: 0.5, y: 1)
        animation.duration = 1
        layer.add(animation, forKey: "end")
        window.advance(to: 0.5)
        #expect(layer.presentation()?.endPoint == CGPoint(x: 0.5, y: 0.75))
        let frame = window.renderFrame(scale: 1)
        // The gradient now ends at y = 75: row 80 is padded blue, row 37 is at t = 37.5 / 75 = 0.5.
        expectPixel(frame, 50, 80, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 50, 37, RGBA(128, 0, 128))
    }

    @Test("a faded gradient layer blends with what is under it")
    func opacity() {
        let (window, _) = gradientLayer { layer in
            layer.colors = [UIColor.blue.cgColor, UIColor.blue.cgColor]
            layer.opacity = 0.5
        }
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(128, 128, 255))
    }
    /// A conic gradient turns about `startPoint`, starting toward `endPoint` and sweeping clockwise
    /// on screen (https://developer.apple.com/documentation/quartzcore/cagradientlayertype/conic,
    /// which defines no more). Pixel centres: (90.5, 55.5) is 7.73° past the start (t = 0.0215),
    /// (50.5, 90.5) 89.3° (t = 0.248), (9.5, 49.5) 180.7° (t = 0.502), (50.5, 9.5) 270.7°
    /// (t = 0.752). (Pixels on the start ray itself may take either end's color: the gradient
    /// jumps there.)
    @Test("conic: the colors turn clockwise about the start point from the end point's direction")
    func conic() {
        let (window, _) = gradientLayer { layer in
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 90, 55, RGBA(250, 0, 5), tolerance: 2)
        expectPixel(frame, 50, 90, RGBA(192, 0, 63), tolerance: 2)
        expectPixel(frame, 9, 49, RGBA(127, 0, 128), tolerance: 2)
        expectPixel(frame, 50, 9, RGBA(63, 0, 192), tolerance: 2)
    }
}

@MainActor
@Suite("CGGradient")
struct CGGradientTests {
    /// Draws into a 10 × 10-pixel image and reads it back.
    private func draw(_ body: (CGContext) -> Void) throws -> RenderedFrame {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { body($0.cgContext) }
        let png = try #require(image.pngData())
        return try #require(RenderedFrame(pngData: png))
    }

    private let redToBlue = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!

    @Test("a linear gradient without options draws only between its start and end")
    func linear() throws {
        let frame = try draw {
            $0.drawLinearGradient(redToBlue, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [])
        }
        expectPixel(frame, 0, 5, RGBA(0, 0, 0, 0), tolerance: 0, "before the start")
        expectPixel(frame, 9, 5, RGBA(0, 0, 0, 0), tolerance: 0, "after the end")
        // Pixel 4's centre, 4.5, is 2.5 / 6 of the way.
        expectPixel(frame, 4, 5, RGBA(149, 0, 106))
    }

    @Test("options extend the end colors before the start and after the end")
    func linearOptions() throws {
        let before = try draw {
            $0.drawLinearGradient(
                redToBlue, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: .drawsBeforeStartLocation)
        }
        expectPixel(before, 0, 5, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(before, 9, 5, RGBA(0, 0, 0, 0), tolerance: 0)
        let both = try draw {
            $0.drawLinearGradient(
                redToBlue, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        expectPixel(both, 0, 5, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(both, 9, 5, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("a radial gradient runs from the start circle to the end circle; outside it, only with the option")
    func radial() throws {
        let plain = try draw {
            $0.drawRadialGradient(
                redToBlue, startCenter: CGPoint(x: 5, y: 5), startRadius: 0,
                endCenter: CGPoint(x: 5, y: 5), endRadius: 4, options: [])
        }
        // Pixel (6, 5): centre (6.5, 5.5) is 1.58 points from (5, 5), t = 0.395.
        expectPixel(plain, 6, 5, RGBA(154, 0, 101))
        expectPixel(plain, 0, 0, RGBA(0, 0, 0, 0), tolerance: 0, "outside the end circle")
        let padded = try draw {
            $0.drawRadialGradient(
                redToBlue, startCenter: CGPoint(x: 5, y: 5), startRadius: 0,
                endCenter: CGPoint(x: 5, y: 5), endRadius: 4, options: .drawsAfterEndLocation)
        }
        expectPixel(padded, 0, 0, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("components in a color space make the same gradient; locations default to evenly spaced")
    func components() throws {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                locations: nil, count: 2))
        #expect(gradient.colors == [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)])
        #expect(gradient.locations == [0, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(
            CGGradientDrawingOptions.drawsBeforeStartLocation.rawValue == 1
                && CGGradientDrawingOptions.drawsAfterEndLocation.rawValue == 2)
    }

}
