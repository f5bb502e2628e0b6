import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

// What text fields and sliders draw (Interlude's rendering of iOS's look; UIKit documents the
// parts, not the pixels): a field's text or, when empty, its placeholder in the placeholder color;
// a slider's track in the tint color left of the thumb and the light fill right of it, and a
// white thumb.
@MainActor
@Suite("Form controls drawn")
struct FormControlsDrawingTests {
    /// The darkest channel value inside `rect` (pixels) of the frame.
    private func darkest(_ frame: RenderedFrame, in rect: CGRect) -> Int {
        var result = 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = frame.pixel(x: x, y: y)
                result = min(result, Int(p.r), Int(p.g), Int(p.b))
            }
        }
        return result
    }

    @Test("a field shows its placeholder in the light placeholder color, its text in black, and a rounded border")
    func textField() {
        let window = makeWhiteWindow(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.placeholder = "Email"
        window.addSubview(field)
        let textArea = CGRect(x: 10, y: 10, width: 120, height: 40)
        // The placeholder color, (60, 60, 67) at 30 % over white, is no darker than 183.
        var frame = window.renderFrame(scale: 1)
        let placeholderDarkest = darkest(frame, in: textArea)
        #expect(placeholderDarkest < 250 && placeholderDarkest >= 180)
        field.text = "Mail"
        frame = window.renderFrame(scale: 1)
        #expect(darkest(frame, in: textArea) < 60)
        field.text = ""
        field.placeholder = nil
        field.borderStyle = .line
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 30, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(frame, 100, 30, RGBA(255, 255, 255), tolerance: 0)
        field.borderStyle = .roundedRect
        window.backgroundColor = .black
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 100, 30, RGBA(255, 255, 255), tolerance: 0, "the rounded field is white inside")
        expectPixel(frame, 10, 10, RGBA(0, 0, 0), tolerance: 0, "outside the rounded corner")
    }

    @Test("secure entry draws bullets, not the text")
    func secureEntry() {
        let window = makeWhiteWindow(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.text = "WWWW"
        window.addSubview(field)
        let plain = window.renderFrame(scale: 1)
        field.isSecureTextEntry = true
        let secure = window.renderFrame(scale: 1)
        #expect(plain.pixels != secure.pixels)
        #expect(darkest(secure, in: CGRect(x: 10, y: 10, width: 120, height: 40)) < 60)
    }

    @Test("a slider at 0.5 draws its tint left of a white thumb in the middle and the light fill right of it")
    func slider() {
        let window = makeWhiteWindow(width: 300, height: 40)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        slider.value = 0.5
        window.addSubview(slider)
        let frame = window.renderFrame(scale: 1)
        // Thumb 28 points from x = 136 to 164, centred at 150; track at y 18…22.
        expectPixel(frame, 150, 20, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 60, 20, RGBA(0, 122, 255), tolerance: 0)
        // (120, 120, 128) at 20 % over white.
        expectPixel(frame, 240, 20, RGBA(228, 228, 230), tolerance: 1)
        expectPixel(frame, 60, 10, RGBA(255, 255, 255), tolerance: 0)
    }
}
