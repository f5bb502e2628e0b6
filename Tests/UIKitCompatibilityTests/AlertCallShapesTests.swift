import Testing
import UIKit

// The everyday shapes of alert code, as Apple's Swift interface declares them: trailing-closure
// handlers, a nil handler by default, text fields configured in a closure, an action sheet's popover
// source set through optional chaining.
@MainActor
final class ConfirmingViewController: UIViewController {
    var deleted = false
    var typedName: String?

    func confirmDeletion() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
        alert.preferredAction = alert.actions.last
        present(alert, animated: true, completion: nil)
    }

    func askName() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            self?.typedName = alert?.textFields?.first?.text
        }
        save.isEnabled = true
        alert.addAction(save)
        present(alert, animated: true)
    }

    func share(from button: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        present(sheet, animated: true)
    }
}

@MainActor
@Suite("Alert call shapes")
struct AlertCallShapesTests {
    @Test("Alerts and action sheets are built and presented as on iOS")
    func shapes() {
        let controller = ConfirmingViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.confirmDeletion()
        let alert = controller.presentedViewController as? UIAlertController
        #expect(alert?.preferredStyle == .alert)
        #expect(alert?.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert?.preferredAction === alert?.actions.last)
        let style: UIAlertController.Style = .actionSheet
        let actionStyle: UIAlertAction.Style = .default
        #expect(style.rawValue == 0 && actionStyle.rawValue == 0)
        let title: String? = alert?.title
        let message: String? = alert?.message
        let fields: [UITextField]? = alert?.textFields
        #expect(title == "Delete?" && message == "This cannot be undone." && fields == nil)
    }
}
