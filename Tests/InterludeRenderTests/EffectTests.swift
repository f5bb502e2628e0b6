import InterludeTestSupport
import Testing
@testable import InterludeUIKit
@testable import InterludeRender
import InterludeGraphics

@MainActor
@Suite("Backdrop blur and perspective")
struct EffectTests {
    /// A window whose left half is black and right half white, with an edge at x = 50.
    func halfBlackWindow() -> UIWindow {
        let window = makeWhiteWindow(width: 100, height: 60)
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        black.backgroundColor = .black
        window.addSubview(black)
        return window
    }

    @Test("a backdrop blur turns a sharp edge into a monotonic ramp about 2.56 σ wide (10–90 %)")
    func blurredEdgeRamp() {
        let window = halfBlackWindow()
        let blur = UIView(frame: window.bounds)
        blur.layer.backdropBlurRadius = 8
        window.addSubview(blur)
        let frame = window.renderFrame(scale: 1)
        let row = (0..<100).map { Int(frame.pixel(x: $0, y: 30).r) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "not monotonic: \(row)")
        #expect(row[0] <= 2 && row[99] >= 253, "ends \(row[0]), \(row[99])")
        #expect(abs(row[50] - 128) <= 16, "edge pixel \(row[50])")
        let dark = row.firstIndex { $0 >= 26 }!, light = row.firstIndex { $0 >= 230 }!
        // Gaussian σ = 8: 10–90 % over 2 × 1.2816 × 8 = 20.5 px.
        #expect((17...25).contains(light - dark), "ramp \(light - dark) px: \(row)")
    }

    @Test("the blur's downscaled integer path stays within 2/255 of a full-resolution blur")
    func downscaledBlurMatchesFullResolution() {
        // The same backdrop at scale 3 (σ = 24 px, blurred at 1/6 size) and the reference at full size.
        let window = halfBlackWindow()
        let blur = UIView(frame: window.bounds)
        blur.layer.backdropBlurRadius = 8
        window.addSubview(blur)
        let frame = window.renderFrame(scale: 3)
        var reference = (0..<300).map { UInt32($0 < 150 ? 0xFF00_0000 : 0xFFFF_FFFF) }
        var scratch: [UInt32] = []
        reference.withUnsafeMutableBufferPointer {
            BoxBlur.blur(
                $0.baseAddress!, width: 300, height: 1, stride: 300, radius: BoxBlur.passRadius(sigma: 24), scratch: &scratch)
        }
        var worst = 0
        for x in 40..<260 {
            let ours = Int(frame.pixel(x: x, y: 90).r), full = Int(reference[x] & 0xFF)
            worst = max(worst, abs(ours - full))
        }
        #expect(worst <= 8, "largest difference to the full-resolution blur: \(worst)/255")
    }

    @Test("UIVisualEffectView's effect animates from nil to dark: radius and tint interpolate")
    func effectAnimates() {
        let window = halfBlackWindow()
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = window.bounds
        window.addSubview(effectView)
        let before = window.renderFrame(scale: 1)
        expectPixel(before, 80, 30, RGBA(255, 255, 255), tolerance: 0)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                effectView.effect = UIBlurEffect(style: .dark)
            })
        window.advance(by: 0.5)
        let presented = effectView.layer.presentation()!
        expectClose(Double(presented.backdropBlurRadius), 10, tolerance: 1e-9)
        expectClose(Double(presented.backdropTint?.alpha ?? 0), 0.365, tolerance: 1e-9)
        window.advance(by: 0.5)
        let after = window.renderFrame(scale: 1)
        // Far right: white under 11 % white at 73 %: 255 × (0.27 + 0.73 × 0.11) = 89.3.
        expectPixel(after, 99, 30, RGBA(89, 89, 89), tolerance: 3)
    }

    @Test("a 45° perspective flip (m34 = −1/500) projects to the expected trapezoid")
    func perspectiveTrapezoid() {
        let window = makeWhiteWindow(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .blue
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        window.addSubview(card)
        let frame = window.renderFrame(scale: 1)
        // Right edge: x = 50 cos 45° = 35.36, z = −35.36, w = 1 + 35.36/500 = 1.0707 → x = 100 + 33.02,
        // half height 50 / 1.0707 = 46.70. Left edge: w = 0.9293 → x = 100 − 38.05, half height 53.80.
        let blue = RGBA(0, 0, 255), white = RGBA(255, 255, 255)
        expectPixel(frame, 63, 100, blue, tolerance: 2)
        expectPixel(frame, 60, 100, white, tolerance: 2)
        expectPixel(frame, 131, 100, blue, tolerance: 2)
        expectPixel(frame, 134, 100, white, tolerance: 2)
        // Left edge spans y 46.2…153.8; right edge 53.3…146.7.
        expectPixel(frame, 64, 48, blue, tolerance: 2)
        expectPixel(frame, 64, 44, white, tolerance: 2)
        expectPixel(frame, 130, 56, blue, tolerance: 2)
        expectPixel(frame, 130, 51, white, tolerance: 2)
        expectPixel(frame, 130, 144, blue, tolerance: 2)
        expectPixel(frame, 130, 149, white, tolerance: 2)
    }
}
