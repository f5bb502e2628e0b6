import Foundation
import Testing
@testable import InterludeUIKit
import InterludeRender

/// An attributed placeholder draws in its own color; a plain one in `UIColor.placeholderText`.
@MainActor
@Suite("Text field placeholder drawing")
struct TextFieldPlaceholderDrawingTests {
    /// The number of strongly red pixels in the frame of a field showing `placeholder`.
    func redPixels(_ placeholder: (UITextField) -> Void) -> Int {
        let window = makeWhiteWindow(width: 200, height: 44)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.font = .systemFont(ofSize: 30, weight: .black)
        placeholder(field)
        window.addSubview(field)
        let frame = window.renderFrame(scale: 1)
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
            }
        }
        return count
    }

    @Test("The placeholder's color attribute colors it")
    func coloredPlaceholder() {
        let red = redPixels {
            $0.attributedPlaceholder = NSAttributedString(string: "MMMM", attributes: [.foregroundColor: UIColor.red])
        }
        let plain = redPixels { $0.placeholder = "MMMM" }
        #expect(red > 100 && plain == 0, "red \(red), plain \(plain)")
    }
}
