import Foundation
import Testing
@testable import InterludeUIKit

/// `UIButton.setAttributedTitle(_:for:)`: per state with `.normal` as the fallback, and shown in
/// preference to a plain title ("If you set both a title and an attributed title for the button,
/// the button prefers the use of the attributed title",
/// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
@MainActor
@Suite("Button attributed titles")
struct ButtonAttributedTitleTests {
    private let underlined = NSAttributedString(
        string: "Sign in", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .font: UIFont.systemFont(ofSize: 20)])

    @Test("A styled title wins over a plain one; states without one use the normal state's")
    func lookup() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        #expect(button.currentAttributedTitle == nil && button.titleLabel?.text == "Plain")
        button.setAttributedTitle(underlined, for: .normal)
        #expect(button.attributedTitle(for: .highlighted) == underlined)
        #expect(button.currentAttributedTitle == underlined)
        #expect(button.titleLabel?.attributedText?.string == "Sign in")
        #expect(button.titleLabel?.font.pointSize == 20)
        let pressed = NSAttributedString(string: "Signing in")
        button.setAttributedTitle(pressed, for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Signing in")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Sign in")
    }

    @Test("Removing the styled title shows the plain title in the label's own font again")
    func removal() {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(underlined, for: .normal)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.titleLabel?.textColor == .white)
    }

    @Test("The styled title's size is the button's content size")
    func size() {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        let plain = button.intrinsicContentSize
        button.setAttributedTitle(underlined, for: .normal)
        #expect(button.intrinsicContentSize.width > plain.width)
    }
}
