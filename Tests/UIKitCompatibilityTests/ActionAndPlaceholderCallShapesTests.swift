import UIKit
import Testing

@MainActor
@Suite("iOS-style client code: action attributes and styled placeholders")
struct ActionAndPlaceholderCallShapesTests {
    @Test("UIAction's full initializer, a primary-action button and an attributed placeholder")
    func shapes() {
        let delete = UIAction(
            title: "Delete", image: UIImage(systemName: "trash"), identifier: UIAction.Identifier("delete"),
            discoverabilityTitle: nil, attributes: .destructive, state: .off, handler: { _ in })
        let button = UIButton(type: .system, primaryAction: delete)
        #expect(button.title(for: .normal) == "Delete")
        let attributes: UIMenuElement.Attributes = delete.attributes
        let state: UIMenuElement.State = delete.state
        #expect(attributes.contains(.destructive) && state == .off)
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [NSAttributedString.Key.foregroundColor: UIColor.secondaryLabel])
        let placeholder: String? = field.placeholder
        #expect(placeholder == "Search")
    }
}
