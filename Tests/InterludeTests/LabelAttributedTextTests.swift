import Foundation
import Testing
@testable import InterludeUIKit

/// `UILabel.attributedText`: nil by default; setting it sets `text` and takes `font` and
/// `textColor` from its first character; setting `text` replaces it with the text in the label's
/// style; `font` and `textColor` apply to all of it
/// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext,
/// https://developer.apple.com/documentation/uikit/uilabel/text,
/// https://developer.apple.com/documentation/uikit/uilabel/font).
@MainActor
@Suite("Label attributed text")
struct LabelAttributedTextTests {
    static func styled() -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: "Big", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        return text
    }

    @Test("Setting attributedText sets text, font and textColor from the first character")
    func settingStyledText() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.attributedText = Self.styled()
        #expect(label.text == "Big small")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 30))
        #expect(label.textColor == .red)
        #expect(label.attributedText?.string == "Big small")
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test("Setting text replaces the styled text with the text in the label's font and color")
    func settingPlainText() {
        let label = UILabel()
        label.attributedText = Self.styled()
        label.text = "Plain"
        let plain = label.attributedText
        #expect(plain?.string == "Plain")
        #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        #expect(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == label.textColor)
        #expect(label.styledRuns().isEmpty, "plain text has no runs of its own")
    }

    @Test("font and textColor apply to the whole styled text")
    func fontAppliesToAll() {
        let label = UILabel()
        label.attributedText = Self.styled()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .blue
        let text = label.attributedText!
        var range = NSRange()
        #expect(text.attribute(.font, at: 5, effectiveRange: &range) as? UIFont == .systemFont(ofSize: 12))
        #expect(range == NSRange(location: 0, length: 9))
        #expect(text.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test("Each range is measured in its own font")
    func measuring() {
        let label = UILabel()
        label.attributedText = Self.styled()
        let styledSize = label.sizeThatFits(.zero)
        label.text = "Big small"
        label.font = .boldSystemFont(ofSize: 30)
        let allBig = label.sizeThatFits(.zero)
        #expect(styledSize.width < allBig.width, "\(styledSize) vs \(allBig)")
        #expect(styledSize.height == allBig.height, "the 30-point range sets the line height")
        // Runs are UTF-8 byte ranges of the text.
        label.attributedText = NSAttributedString(
            string: "é!", attributes: [.font: UIFont.systemFont(ofSize: 11)])
        #expect(label.styledRuns().map(\.bytes) == [0..<3])
    }
}
