import Testing
@testable import InterludeUIKit

// Editing mode (https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting: false
// by default; .../setediting(_:animated:); .../editbuttonitem: "toggles its title and associated
// state between Edit and Done", a tap calling setEditing(_:animated:)) and
// .../showdetailviewcontroller(_:sender:) without a split view.
@MainActor
@Suite("UIViewController editing and detail showing")
struct ViewControllerEditingTests {
    final class EditingLog: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
    }

    @Test("isEditing defaults to false; setting it calls setEditing unanimated")
    func property() {
        let controller = EditingLog()
        #expect(!controller.isEditing)
        controller.isEditing = true
        #expect(controller.isEditing)
        #expect(controller.calls == ["setEditing(true, animated: false)"])
    }

    @Test("the edit button reads Edit, then Done while editing, and a tap toggles, animated")
    func editButton() {
        let controller = EditingLog()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        item.performPrimaryAction()
        #expect(controller.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: false)
        #expect(item.title == "Edit" && item.style == .plain)
        item.performPrimaryAction()
        item.performPrimaryAction()
        #expect(
            controller.calls == [
                "setEditing(true, animated: true)", "setEditing(false, animated: false)",
                "setEditing(true, animated: true)", "setEditing(false, animated: true)",
            ])
    }

    @Test("an override that does not call super leaves the state alone")
    func overrideWithoutSuper() {
        final class Stubborn: UIViewController {
            override func setEditing(_ editing: Bool, animated: Bool) {}
        }
        let controller = Stubborn()
        controller.editButtonItem.performPrimaryAction()
        #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
    }

    @Test("without a split view, showing a detail presents it modally")
    func showDetail() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        window.advance(by: 1)
        #expect(root.presentedViewController === detail)
    }
}
