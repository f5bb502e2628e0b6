import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// Styled text drawn: each range in its own color (Pango attributes), the others in the label's
/// text color.
@MainActor
@Suite("Label attributed text drawing")
struct LabelAttributedTextDrawingTests {
    @Test("A label draws a range with a color in it, and a range without one in textColor")
    func colorsPerRange() {
        let window = makeWhiteWindow(width: 240, height: 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        let font = UIFont.systemFont(ofSize: 30, weight: .black)
        let text = NSMutableAttributedString(string: "MM", attributes: [.font: font])
        text.append(NSAttributedString(string: "MM", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        label.attributedText = text
        window.addSubview(label)
        let frame = window.renderFrame(scale: 1)
        var blackX: [Int] = [], blueX: [Int] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                if p.b > 200 && p.r < 40 && p.g < 40 { blueX.append(x) }
                if p.r < 30 && p.g < 30 && p.b < 30 { blackX.append(x) }
            }
        }
        #expect(blackX.count > 100 && blueX.count > 100, "black \(blackX.count), blue \(blueX.count)")
        #expect((blackX.max() ?? 0) < (blueX.min() ?? 0), "the black range comes first, the blue one after it")
    }
}
