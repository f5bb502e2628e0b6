import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Dynamic colors in rendered frames: views resolve them with their traits when they draw, and
/// draw again when the appearance changes (Apple, "Supporting Dark Mode in your interface",
/// https://developer.apple.com/documentation/uikit/supporting-dark-mode-in-your-interface).
@MainActor
@Suite("Dynamic colors when drawn")
struct DynamicColorDrawingTests {
    /// Fills its bounds with `.label` in `draw(_:)`.
    final class LabelColorFillView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.label.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("Background colors and draw(_:) follow the window's interface style, and redraw when it changes")
    func windowStyleChange() {
        let window = makeWhiteWindow(width: 40, height: 20)
        let background = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        background.backgroundColor = .systemBackground
        let drawn = LabelColorFillView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        window.addSubview(background)
        window.addSubview(drawn)
        var frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 10, RGBA(255, 255, 255))
        expectPixel(frame, 30, 10, RGBA(0, 0, 0))
        window.overrideUserInterfaceStyle = .dark
        frame = window.renderFrame(scale: 1)
        expectPixel(frame, 10, 10, RGBA(0, 0, 0), "systemBackground is black in the dark")
        expectPixel(frame, 30, 10, RGBA(255, 255, 255), "label is white in the dark")
    }

    @Test("A label's default text color is dark in light windows and light in dark ones")
    func labelTextColor() {
        func pixelRange(style: UIUserInterfaceStyle) -> (min: Int, max: Int) {
            let window = makeWhiteWindow(width: 100, height: 40)
            window.backgroundColor = .gray
            window.overrideUserInterfaceStyle = style
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            label.text = "Hello"
            label.font = .systemFont(ofSize: 30, weight: .bold)
            window.addSubview(label)
            let frame = window.renderFrame(scale: 1)
            var low = 255, high = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let r = Int(frame.pixel(x: x, y: y).r)
                    low = min(low, r)
                    high = max(high, r)
                }
            }
            return (low, high)
        }
        // On a mid-gray window: black glyphs darken pixels, white ones lighten them.
        let light = pixelRange(style: .light), dark = pixelRange(style: .dark)
        #expect(light.min < 10 && light.max <= 128, "light: \(light)")
        #expect(dark.max > 245 && dark.min >= 127, "dark: \(dark)")
    }

    @Test("Display P3 red draws clamped to sRGB red")
    func displayP3Clamps() {
        let window = makeWhiteWindow(width: 10, height: 10)
        window.backgroundColor = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        expectPixel(window.renderFrame(scale: 1), 5, 5, RGBA(255, 0, 0))
    }
}
