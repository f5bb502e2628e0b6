import Foundation
import Testing
@testable import InterludeUIKit

/// `UITextField.attributedPlaceholder`: nil by default; setting it sets `placeholder` to its
/// characters without changing the field's other style properties; setting `placeholder`
/// replaces it (https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder).
@MainActor
@Suite("Text field attributed placeholder")
struct TextFieldPlaceholderTests {
    @Test("Setting one placeholder sets the other")
    func placeholders() {
        let field = UITextField(frame: .zero)
        #expect(field.attributedPlaceholder == nil)
        let font = field.font
        field.attributedPlaceholder = NSAttributedString(
            string: "Email", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(field.font == font, "the field's font is left alone")
        field.placeholder = "Name"
        let plain = field.attributedPlaceholder
        #expect(plain?.string == "Name")
        #expect(plain?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
    }
}
