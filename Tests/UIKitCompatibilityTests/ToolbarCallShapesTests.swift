import UIKit
import Testing

/// A screen with a toolbar, as UIKit code writes it: items set in `viewDidLoad`, the toolbar
/// shown in `viewWillAppear` (actions as method references: there are no selectors on Linux).
final class ComposeListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: ComposeListController.refresh),
            .flexibleSpace(),
            UIBarButtonItem(title: "Updated just now", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: ComposeListController.compose),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    func refresh() {}
    func compose() {}
}

/// A navigation controller subclass that themes its toolbar.
final class ThemedToolbarNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
        toolbar.standardAppearance = appearance
        toolbar.compactAppearance = appearance
        toolbar.scrollEdgeAppearance = appearance
        toolbar.compactScrollEdgeAppearance = nil
    }

    override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        super.setToolbarHidden(hidden, animated: animated)
    }
}

@MainActor
@Suite("iOS-style client code: toolbars")
struct ToolbarCallShapesTests {
    @Test("a navigation controller's toolbar, toolbarItems and a standalone UIToolbar")
    func toolbars() {
        let list = ComposeListController()
        let navigation = ThemedToolbarNavigationController(rootViewController: list)
        navigation.loadViewIfNeeded()
        list.loadViewIfNeeded()
        #expect(navigation.isToolbarHidden)
        navigation.isToolbarHidden = false
        let toolbar: UIToolbar = navigation.toolbar
        #expect(toolbar.items?.count == 5)
        #expect(toolbar.standardAppearance.backgroundColor == .systemTeal)
        list.setToolbarItems(nil, animated: true)
        #expect(list.toolbarItems == nil)

        let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        standalone.barStyle = .black
        standalone.isTranslucent = false
        standalone.barTintColor = .systemIndigo
        standalone.setItems(
            [.fixedSpace(12), UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: false)
        standalone.items = nil
        let copy = UIToolbarAppearance(barAppearance: standalone.standardAppearance)
        #expect(copy.backgroundColor == .systemIndigo)
        let idiomAppearance = UIToolbarAppearance(idiom: .phone)
        #expect(idiomAppearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
    }
}
