import Testing
@testable import InterludeUIKit
@testable import InterludeRender
import InterludeGraphics

/// The backdrop blur has a fast path (a layer covering whole pixels: blurred, tinted and written
/// straight into the frame in one pass, rows split across threads) and a general one (painted
/// through the layer's rounded, transformed outline by Cairo, the tint filled over it). They must
/// agree, and the threaded pass must not depend on the split.
@MainActor
@Suite("Backdrop blur paths")
struct BackdropPathTests {
    /// A window with coloured blocks under a full-window visual-effect view of `style`.
    func blurredWindow(cornerRadius: CGFloat, alpha: CGFloat, style: UIBlurEffect.Style) -> UIWindow {
        let window = makeWhiteWindow(width: 120, height: 160)
        for (i, color) in [UIColor.red, .blue, .green, .black, .orange].enumerated() {
            let block = UIView(frame: CGRect(x: CGFloat(i % 2) * 60, y: CGFloat(i) * 30, width: 60, height: 30))
            block.backgroundColor = color
            window.addSubview(block)
        }
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effect.frame = window.bounds
        effect.layer.cornerRadius = cornerRadius
        effect.alpha = alpha
        window.addSubview(effect)
        return window
    }

    @Test(
        "the backdrop written straight into the frame equals the one Cairo paints through a rounded outline",
        arguments: [(1.0, UIBlurEffect.Style.light, 0.3), (0.5, .dark, 0.73), (1.0, .extraLight, 0.82)])
    func fastPathMatchesCairoPath(alpha: CGFloat, style: UIBlurEffect.Style, tintAlpha: Double) {
        let square = blurredWindow(cornerRadius: 0, alpha: alpha, style: style).renderFrame(scale: 2)
        let rounded = blurredWindow(cornerRadius: 12, alpha: alpha, style: style).renderFrame(scale: 2)
        var worst = 0, compared = 0
        // Away from the rounded corners (24 px at @2x) both paths draw every pixel.
        for y in 0..<square.height {
            for x in 0..<square.width {
                let nearCorner = (x < 24 || x >= square.width - 24) && (y < 24 || y >= square.height - 24)
                guard !nearCorner else { continue }
                worst = max(worst, RGBA(square.pixel(x: x, y: y)).distance(to: RGBA(rounded.pixel(x: x, y: y))))
                compared += 1
            }
        }
        #expect(compared > 70_000)
        #expect(worst <= 1, "largest difference between the two paths: \(worst)/255")
        // The blur did happen: across the red block's right edge (x = 60 pt, red | white) the green
        // channel of the unblurred backdrop jumps by 255. Blurred, only the part of the sharp content
        // the effect view's alpha lets through keeps that jump: 255 × (1 − alpha) × (1 − tint alpha × alpha).
        let left = RGBA(square.pixel(x: 119, y: 30)), right = RGBA(square.pixel(x: 120, y: 30))
        let sharpJump = 255 * (1 - Double(alpha)) * (1 - tintAlpha * Double(alpha))
        #expect(abs(Double(right.g - left.g) - sharpJump) <= 3, "edge pixels \(left), \(right); expected a jump of \(sharpJump)")
    }

    @Test(
        "the one-pass upscale gives the same bytes split across threads as row by row",
        arguments: [true, false])
    func upscaleSplitIsDeterministic(opaque: Bool) {
        // A pseudo-random small image (premultiplied: channels ≤ alpha) scaled ×8 to 320 × 480.
        let (sw, sh, f) = (40, 60, 8)
        var seed: UInt32 = 12_345
        let small: [UInt32] = (0..<(sw * sh)).map { _ in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let a = opaque ? 255 : (seed >> 24) | 0x40
            let scale = { (c: UInt32) in c * a / 255 }
            return a << 24 | scale((seed >> 16) & 0xFF) << 16 | scale((seed >> 8) & 0xFF) << 8 | scale(seed & 0xFF)
        }
        let (dw, dh) = (sw * f, sh * f)
        let background = [UInt32](repeating: 0xFF20_4060, count: dw * dh)
        let tint: UInt32 = 0x4C4C_4C4C
        var columns: [Int32] = [], rows: [UInt16] = []
        var whole = background, rowByRow = background
        small.withUnsafeBufferPointer { s in
            whole.withUnsafeMutableBufferPointer { out in
                // 153 600 pixels: split across the cores when there are several.
                BoxBlur.upscaleComposite(
                    s.baseAddress!, width: sw, height: sh, stride: sw, factor: f, offsetX: 0, offsetY: 0,
                    into: out.baseAddress!, width: dw, height: dh, destinationStride: dw,
                    alpha: 255, over: true, tint: tint, columns: &columns, rows: &rows)
            }
            rowByRow.withUnsafeMutableBufferPointer { out in
                for y in 0..<dh {
                    BoxBlur.upscaleComposite(
                        s.baseAddress!, width: sw, height: sh, stride: sw, factor: f, offsetX: 0, offsetY: y,
                        into: out.baseAddress! + y * dw, width: dw, height: 1, destinationStride: dw,
                        alpha: 255, over: true, tint: tint, columns: &columns, rows: &rows)
                }
            }
        }
        #expect(whole == rowByRow)
        #expect(whole != background)
        // Pixel (4, 4) of an ×8 upscale samples the small image at (0.0625, 0.0625): nearly pixel (0, 0),
        // which over the background and under the tint gives (per channel, /255):
        // tint + (s + bg × (255 − αs)) × (255 − 76).
        let s = small[0], bg: UInt32 = 0xFF20_4060
        for shift: UInt32 in [0, 8, 16] {
            let sc = Double((s >> shift) & 0xFF), bc = Double((bg >> shift) & 0xFF), a = Double(s >> 24)
            let expected = 76 + (sc + bc * (255 - a) / 255) * (255 - 76) / 255
            let actual = Double((whole[4 * dw + 4] >> shift) & 0xFF)
            // The neighbours weigh 1/16 each way: within a few units.
            #expect(abs(actual - expected) <= 8, "channel at bit \(shift): \(actual), expected ≈ \(expected)")
        }
    }
}
