import Testing
@testable import InterludeUIKit
import InterludeTestSupport
import InterludeRender

/// `CAShapeLayer` as Apple's documentation describes it: `fillColor` defaults to opaque black,
/// `strokeColor` to nil, `lineWidth` to 1, `miterLimit` to 10, `strokeStart`/`strokeEnd` to 0/1
/// ("values in between are interpreted linearly along the path length"), `fillRule` to
/// `nonZero`, `lineCap` to `butt`, `lineJoin` to `miter`; the shape is composited between the
/// layer's contents and its first sublayer.
@MainActor
@Suite("CAShapeLayer")
struct ShapeLayerTests {
    /// A frameless shape layer (shape layers are often left with empty bounds) in a white window.
    private func shape(_ path: CGPath, _ configure: (CAShapeLayer) -> Void = { _ in }) -> (UIWindow, CAShapeLayer) {
        let window = makeWhiteWindow()
        let layer = CAShapeLayer()
        CATransaction.setDisableActions(true)
        layer.path = path
        configure(layer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    /// A horizontal line from (10, 50) to (90, 50), stroked blue 10 points wide, not filled.
    private func line(_ configure: (CAShapeLayer) -> Void = { _ in }) -> (UIWindow, CAShapeLayer) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        return shape(path) { layer in
            layer.fillColor = nil
            layer.strokeColor = UIColor.blue.cgColor
            layer.lineWidth = 10
            configure(layer)
        }
    }

    private let blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)

    @Test("defaults are Core Animation's")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.lineDashPhase == 0 && layer.lineDashPattern == nil)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test("the path is filled with the default black, outside the layer's empty bounds")
    func defaultFill() {
        let (window, _) = shape(CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil))
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 20, 20, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(frame, 59, 59, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(frame, 60, 60, white, tolerance: 0)
    }

    @Test("the stroke is centred on the path; butt caps stop at the end points, square caps go half the width further")
    func strokeAndCaps() {
        let (window, layer) = line()
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 45, blue, tolerance: 0)
        expectPixel(frame, 50, 54, blue, tolerance: 0)
        expectPixel(frame, 50, 44, white, tolerance: 0)
        expectPixel(frame, 50, 55, white, tolerance: 0)
        expectPixel(frame, 10, 50, blue, tolerance: 0)
        expectPixel(frame, 9, 50, white, tolerance: 0)
        layer.lineCap = .square
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 5, 50, blue, tolerance: 0)
        expectPixel(frame, 4, 50, white, tolerance: 0)
    }

    @Test("strokeStart and strokeEnd cut the stroke at fractions of the path's length")
    func trimmedLine() {
        let (window, _) = line { layer in
            layer.strokeStart = 0.25
            layer.strokeEnd = 0.5
        }
        let frame = window.renderFrame(scale: 1)
        // 10 + 80 × 0.25 = 30 and 10 + 80 × 0.5 = 50.
        expectPixel(frame, 29, 50, white, tolerance: 0)
        expectPixel(frame, 30, 50, blue, tolerance: 0)
        expectPixel(frame, 49, 50, blue, tolerance: 0)
        expectPixel(frame, 50, 50, white, tolerance: 0)
    }

    @Test("strokeEnd animated with CABasicAnimation is drawn at its presented value on every frame")
    func animatedStrokeEnd() {
        let (window, layer) = line()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "draw")
        for (time, end) in [(0.25, 30), (0.5, 50), (0.75, 70)] {
            window.advance(to: time)
            expectClose(Double(layer.presentation()!.strokeEnd), time, tolerance: 1e-12)
            let frame = window.renderFrame(scale: 1)
            expectPixel(frame, end - 1, 50, blue, tolerance: 0, "t = \(time)")
            expectPixel(frame, end, 50, white, tolerance: 0, "t = \(time)")
        }
        window.advance(to: 1.5)
        expectPixel(window.renderFrame(scale: 1), 89, 50, blue, tolerance: 0, "after the end: the model's whole line")
    }

    @Test("a change of strokeEnd on a standalone layer animates implicitly over 0.25 s")
    func implicitStrokeEnd() {
        let (window, layer) = line()
        layer.strokeEnd = 0.5
        window.advance(by: 0.125)
        // Core Animation's default curve at half time.
        let halfway = layer.presentation()!.strokeEnd
        #expect(halfway > 0.5 && halfway < 1, "\(halfway)")
        window.advance(by: 0.125)
        #expect(layer.presentation()!.strokeEnd == 0.5)
    }

    @Test("a trimmed circle is stroked along its arc: a quarter from the rightmost point, clockwise on screen")
    func trimmedCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let (window, _) = shape(path) { layer in
            layer.fillColor = nil
            layer.strokeColor = UIColor.blue.cgColor
            layer.lineWidth = 6
            layer.strokeEnd = 0.25
        }
        let frame = window.renderFrame(scale: 1)
        func pixel(atDegrees degrees: Double) -> (Int, Int) {
            let a = degrees * .pi / 180
            return (Int((50 + 30 * cos(a)).rounded(.down)), Int((50 + 30 * sin(a)).rounded(.down)))
        }
        for degrees in [10.0, 45, 80] {
            let (x, y) = pixel(atDegrees: degrees)
            expectPixel(frame, x, y, blue, tolerance: 0, "\(degrees)°")
        }
        for degrees in [100.0, 180, 270, 350] {
            let (x, y) = pixel(atDegrees: degrees)
            expectPixel(frame, x, y, white, tolerance: 0, "\(degrees)°")
        }
    }

    @Test("the even-odd rule leaves a hole where two rectangles overlap; nonzero fills it")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let (window, layer) = shape(path) { $0.fillColor = UIColor.red.cgColor }
        expectPixel(window.renderFrame(scale: 1), 50, 50, RGBA(255, 0, 0), tolerance: 0, "nonzero")
        layer.fillRule = .evenOdd
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 50, white, tolerance: 0, "even-odd")
        expectPixel(frame, 20, 20, RGBA(255, 0, 0), tolerance: 0, "even-odd")
    }

    @Test("a dash pattern alternates painted and unpainted lengths, shifted by the phase")
    func dashes() {
        let (window, layer) = line { $0.lineDashPattern = [10, 10] }
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 15, 50, blue, tolerance: 0)
        expectPixel(frame, 25, 50, white, tolerance: 0)
        expectPixel(frame, 35, 50, blue, tolerance: 0)
        CATransaction.setDisableActions(true)
        layer.lineDashPhase = 10
        CATransaction.flush()
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 15, 50, white, tolerance: 0)
        expectPixel(frame, 25, 50, blue, tolerance: 0)
        layer.lineDashPattern = [0, 0]
        expectPixel(window.renderFrame(scale: 1), 15, 50, blue, tolerance: 0, "an all-zero pattern draws solid")
    }

    @Test("the shape is drawn above the layer's background and below its sublayers, at the layer's opacity")
    func order() {
        let (window, layer) = shape(CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)) { layer in
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = UIColor.green.cgColor
            layer.fillColor = UIColor.red.cgColor
            let sublayer = CALayer()
            sublayer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            sublayer.backgroundColor = UIColor.blue.cgColor
            layer.addSublayer(sublayer)
        }
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 10, RGBA(0, 255, 0), tolerance: 0)
        expectPixel(frame, 30, 30, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 50, blue, tolerance: 0)
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.flush()
        frame = window.renderFrame(scale: 1)
        // As a group: red at 50 % over white, not red over green over white.
        expectPixel(frame, 30, 30, RGBA(255, 128, 128))
    }

    @Test("a shape layer's shadow follows its stroke")
    func shadow() {
        let (window, _) = line { layer in
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 0, height: 10)
        }
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 50, blue, tolerance: 0)
        expectPixel(frame, 50, 60, RGBA(0, 0, 0), tolerance: 0, "the stroke's shadow, 10 points down")
        expectPixel(frame, 50, 66, white, tolerance: 0)
        expectPixel(frame, 5, 60, white, tolerance: 0, "no shadow past the line's end")
    }
}
