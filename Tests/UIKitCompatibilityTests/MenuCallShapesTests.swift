import UIKit
import Testing

/// A photo cell's controller as iOS code writes one: a context menu on a view, a sort button
/// whose menu is its primary action.
final class PhotoMenuViewController: UIViewController, UIContextMenuInteractionDelegate {
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let sortButton = UIButton(type: .system)
    var ended = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
        let byName = UIAction(title: "Name", state: .on) { _ in }
        let byDate = UIAction(title: "Date") { _ in }
        sortButton.menu = UIMenu(title: "Sort By", options: .displayInline, children: [byName, byDate])
        sortButton.showsMenuAsPrimaryAction = true
        view.addSubview(sortButton)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
            return UIMenu(title: "", children: suggestedActions + [share, delete])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        animator?.addCompletion { self.ended = true }
    }
}

@MainActor
@Suite("iOS-style client code: menus")
struct MenuCallShapesTests {
    @Test("Context menu interactions, configurations, menus and a button's menu")
    func shapes() {
        let controller = PhotoMenuViewController()
        controller.loadViewIfNeeded()
        let interactions: [UIInteraction] = controller.photo.interactions
        #expect(interactions.count == 1)
        let interaction = interactions.first as? UIContextMenuInteraction
        let point: CGPoint = interaction?.location(in: controller.view) ?? .zero
        #expect(point == .zero)
        interaction?.dismissMenu()
        let menu: UIMenu? = controller.sortButton.menu
        let options: UIMenu.Options = menu?.options ?? []
        #expect(options.contains(.displayInline) && controller.sortButton.showsMenuAsPrimaryAction)
        let children: [UIMenuElement] = menu?.children ?? []
        #expect((children.first as? UIAction)?.state == .on)
        let identifier: UIMenu.Identifier? = menu?.identifier
        #expect(identifier != nil)
        let submenu = UIMenu(title: "More", image: nil, identifier: UIMenu.Identifier("more"), options: [], children: [])
        #expect(submenu.replacingChildren(children).children.count == 2)
        let configuration = controller.contextMenuInteraction(
            interaction!, configurationForMenuAtLocation: .zero)
        let configurationIdentifier: NSCopying? = configuration?.identifier
        #expect(configurationIdentifier != nil)
        let sortItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        let addItem = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
        let itemMenu: UIMenu? = sortItem.menu
        #expect(itemMenu === menu && addItem.menu === menu)
        let control = UISwitch()
        control.showsMenuAsPrimaryAction = false
        controller.photo.removeInteraction(interaction!)
        #expect(controller.photo.interactions.isEmpty)
    }
}
