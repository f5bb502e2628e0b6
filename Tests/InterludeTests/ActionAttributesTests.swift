import Testing
@testable import InterludeUIKit

/// `UIAction`'s image, discoverability title, attributes and state (UIKit's defaults and raw
/// values), and a button made with a primary action, which shows the action's title and image
/// (https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)).
@MainActor
@Suite("Action attributes and primary-action buttons")
struct ActionAttributesTests {
    @Test("Defaults: no image, no attributes, state off; actions are menu elements")
    func defaults() {
        let action = UIAction { _ in }
        #expect(action.image == nil && action.discoverabilityTitle == nil)
        #expect(action.attributes.isEmpty && action.state == .off && action.title.isEmpty)
        let element: UIMenuElement = action
        #expect(element.title.isEmpty && element.subtitle == nil)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8 && UIMenuElement.State.mixed.rawValue == -1)
    }

    @Test("The initializer keeps every argument; title, image, attributes and state can change")
    func arguments() {
        let image = UIImage(systemName: "trash")
        let action = UIAction(
            title: "Delete", image: image, identifier: .init("delete"), discoverabilityTitle: "Delete the item",
            attributes: [.destructive], state: .on
        ) { _ in }
        #expect(action.title == "Delete" && action.image === image && action.identifier.rawValue == "delete")
        #expect(action.discoverabilityTitle == "Delete the item" && action.attributes == .destructive && action.state == .on)
        action.attributes.insert(.disabled)
        action.state = .mixed
        action.title = "Remove"
        #expect(action.attributes == [.destructive, .disabled] && action.state == .mixed && action.title == "Remove")
    }

    @Test("A button made with a primary action shows its title and image and runs it on a tap")
    func primaryActionButton() {
        var runs = 0
        let image = UIImage(systemName: "plus")
        let action = UIAction(title: "Add", image: image) { _ in runs += 1 }
        let button = UIButton(type: .system, primaryAction: action)
        #expect(button.currentTitle == "Add" && button.currentImage === image)
        let window = makeWindow(width: 200, height: 100)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(button)
        window.tap(at: CGPoint(x: 100, y: 50))
        #expect(runs == 1)
    }
}
