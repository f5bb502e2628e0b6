import InterludeTestSupport
import Testing
@testable import InterludeUIKit

/// Menus: `UIMenu`, `UIContextMenuInteraction` with its delegate, and a button's `menu`.
///
/// Sources: Apple's pages — `UIContextMenuInteractionDelegate` (the configuration for the pressed
/// location, nil for no menu; `willDisplayMenuFor` and `willEndFor`), `UIMenuElement.Attributes`
/// (`.disabled` cannot be chosen, `.destructive` is drawn destructive, `.hidden` is not shown,
/// `.keepsMenuPresented`), `UIMenuElement.State` (`.on` shows a check mark), `UIMenu.Options`
/// (`.displayInline`), `UIButton.showsMenuAsPrimaryAction` (the menu on touch instead of a long
/// press) and UIButton.h ("The button will automatically enable or disable its
/// contextMenuInteraction when a non-nil or nil menu is set"), `UIControl.Event.menuActionTriggered`.
/// Metrics and the order of `willEndFor` and the action are Interlude's (Decisions, "Menus").
@MainActor
@Suite("Menus")
struct MenuTests {
    /// Records what a context menu interaction asks and tells.
    final class Recorder: UIContextMenuInteractionDelegate {
        var log: [String] = []
        var menu: UIMenu?
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard let menu else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                #expect(suggested.isEmpty)
                return menu
            }
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("willDisplay")
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("willEnd")
            animator?.addCompletion { [weak self] in self?.log.append("ended") }
        }
    }

    func overlay(in window: UIWindow) -> MenuOverlayView? {
        window.subviews.compactMap { $0 as? MenuOverlayView }.first
    }

    func rows(in window: UIWindow) -> [MenuRowView] {
        overlay(in: window)?.panel.subviews.compactMap { $0 as? MenuRowView } ?? []
    }

    /// The centre of `row` in window coordinates.
    func point(of row: MenuRowView, in window: UIWindow) -> CGPoint {
        row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
    }

    /// A window with a 100 × 100 view at (50, 50) carrying a context menu interaction.
    func setUp(_ recorder: Recorder) -> (UIWindow, UIView, UIContextMenuInteraction) {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        let interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        return (window, view, interaction)
    }

    @Test("UIMenu keeps its title, options and children; replacingChildren keeps the rest")
    func menuValues() {
        let copy = UIAction(title: "Copy") { _ in }
        let menu = UIMenu(title: "Edit", options: .displayInline, children: [copy])
        #expect(menu.title == "Edit" && menu.options == .displayInline && menu.children == [copy])
        #expect(UIMenu(children: []).identifier != UIMenu(children: []).identifier)
        let paste = UIAction(title: "Paste") { _ in }
        let replaced = menu.replacingChildren([paste])
        #expect(replaced.title == "Edit" && replaced.options == .displayInline && replaced.identifier == menu.identifier)
        #expect(replaced.children == [paste] && menu.children == [copy])
    }

    @Test("Interactions are added in order; adding one to another view moves it")
    func interactions() {
        let recorder = Recorder()
        let first = UIView()
        let second = UIView()
        let interaction = UIContextMenuInteraction(delegate: recorder)
        first.addInteraction(interaction)
        #expect(interaction.view === first && first.interactions.count == 1)
        #expect(first.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        second.addInteraction(interaction)
        #expect(interaction.view === second && first.interactions.isEmpty && second.interactions.count == 1)
        #expect(first.gestureRecognizers?.isEmpty ?? true)
        second.removeInteraction(interaction)
        #expect(interaction.view == nil && second.interactions.isEmpty)
    }

    @Test("A long press asks for a configuration, shows its menu, and a tap on an action ends it and runs it")
    func longPressAndChoose() {
        let recorder = Recorder()
        var chosen: [String] = []
        recorder.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in chosen.append("Copy") },
            UIAction(title: "Share") { action in
                chosen.append("Share")
                recorder.log.append("Share performed, sender \(action.sender == nil ? "nil" : "set")")
            },
        ])
        let (window, view, interaction) = setUp(recorder)
        window.press(at: CGPoint(x: 80, y: 90), duration: 0.6)
        #expect(recorder.log == ["configuration at 30,40", "willDisplay"])
        #expect(interaction.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(interaction.location(in: nil) == CGPoint(x: 80, y: 90))
        let shown = rows(in: window)
        #expect(shown.map(\.titleLabel.text) == ["Copy", "Share"])
        // The panel lies 8 points under the view, kept 8 points inside the window.
        let panel = overlay(in: window)!.panel.frame
        #expect(panel.minY == 158 && panel.minX == 8 && panel.height == 88)
        window.tap(at: point(of: shown[1], in: window))
        #expect(chosen == ["Share"])
        #expect(recorder.log == ["configuration at 30,40", "willDisplay", "willEnd", "Share performed, sender nil"])
        #expect(overlay(in: window) == nil)
        window.advance(by: 0.3)
        #expect(recorder.log.last == "ended")
    }

    @Test("A tap outside the list ends the menu without running an action")
    func tapOutside() {
        let recorder = Recorder()
        var chosen = 0
        recorder.menu = UIMenu(children: [UIAction(title: "Copy") { _ in chosen += 1 }])
        let (window, _, _) = setUp(recorder)
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(overlay(in: window) != nil)
        window.tap(at: CGPoint(x: 380, y: 700))
        #expect(overlay(in: window) == nil && chosen == 0 && recorder.log.last == "willEnd")
    }

    @Test("A nil configuration, or a press shorter than half a second, shows no menu")
    func noMenu() {
        let recorder = Recorder()
        let (window, _, _) = setUp(recorder)
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(recorder.log == ["configuration at 50,50"] && overlay(in: window) == nil)
        recorder.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(recorder.log.count == 1 && overlay(in: window) == nil)
    }

    @Test("Attributes and state: destructive is red, disabled cannot be chosen, hidden is left out, on shows a check mark")
    func attributesAndState() {
        let recorder = Recorder()
        var chosen: [String] = []
        recorder.menu = UIMenu(children: [
            UIAction(title: "Bold", state: .on) { _ in chosen.append("Bold") },
            UIAction(title: "Locked", attributes: .disabled) { _ in chosen.append("Locked") },
            UIAction(title: "Secret", attributes: .hidden) { _ in chosen.append("Secret") },
            UIAction(title: "Delete", attributes: .destructive) { _ in chosen.append("Delete") },
        ])
        let (window, _, _) = setUp(recorder)
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        let shown = rows(in: window)
        #expect(shown.map(\.titleLabel.text) == ["Bold", "Locked", "Delete"])
        #expect(shown[0].checkmarkLabel.text == "✓" && shown[0].checkmarkLabel.superview === shown[0])
        #expect(shown[1].checkmarkLabel.superview == nil && shown[2].checkmarkLabel.superview == nil)
        #expect(shown[2].titleLabel.textColor == .systemRed)
        #expect(shown[1].titleLabel.textColor == .tertiaryLabel && shown[0].titleLabel.textColor == .label)
        // Titles make room for the check mark column when any row has one.
        #expect(shown[1].titleLabel.frame.minX == 44)
        window.tap(at: point(of: shown[1], in: window))
        #expect(chosen.isEmpty && overlay(in: window) != nil)
        window.tap(at: point(of: shown[2], in: window))
        #expect(chosen == ["Delete"] && overlay(in: window) == nil)
    }

    @Test("Inline submenus make sections; other submenus open in place; keepsMenuPresented keeps it up")
    func submenus() {
        let recorder = Recorder()
        var chosen: [String] = []
        recorder.menu = UIMenu(children: [
            UIAction(title: "Open") { _ in chosen.append("Open") },
            UIMenu(
                options: .displayInline,
                children: [
                    UIAction(title: "Duplicate", attributes: .keepsMenuPresented) { _ in chosen.append("Duplicate") }
                ]),
            UIMenu(title: "Sort", children: [UIAction(title: "By Name") { _ in chosen.append("By Name") }]),
        ])
        let (window, _, _) = setUp(recorder)
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        var shown = rows(in: window)
        #expect(shown.map(\.titleLabel.text) == ["Open", "Duplicate", "Sort"])
        #expect(shown[1].frame.minY == 44 + 8 && shown[2].frame.minY == 2 * 44 + 2 * 8)
        window.tap(at: point(of: shown[1], in: window))
        #expect(chosen == ["Duplicate"] && overlay(in: window) != nil)
        window.tap(at: point(of: shown[2], in: window))
        shown = rows(in: window)
        #expect(shown.map(\.titleLabel.text) == ["By Name"])
        window.tap(at: point(of: shown[0], in: window))
        #expect(chosen == ["Duplicate", "By Name"] && overlay(in: window) == nil)
    }

    @Test("dismissMenu() ends the menu shown; updateVisibleMenu(_:) replaces it")
    func dismissAndUpdate() {
        let recorder = Recorder()
        recorder.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        let (window, _, interaction) = setUp(recorder)
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "B") { _ in }])
        }
        #expect(rows(in: window).map(\.titleLabel.text) == ["A", "B"])
        interaction.dismissMenu()
        #expect(overlay(in: window) == nil && recorder.log.last == "willEnd")
    }

    @Test("A button's menu shows on a long press; a tap still performs the primary action")
    func buttonMenuOnLongPress() {
        let window = makeWindow()
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [
            UIAction(title: "Rename") { action in log.append("Rename from \(action.sender as? UIButton === button)") }
        ])
        #expect(button.interactions.count == 1)
        window.addSubview(button)
        window.tap(at: CGPoint(x: 150, y: 122))
        #expect(log == ["primary"] && overlay(in: window) == nil)
        window.press(at: CGPoint(x: 150, y: 122), duration: 0.6)
        #expect(log == ["primary"] && overlay(in: window) != nil)
        window.tap(at: point(of: rows(in: window)[0], in: window))
        #expect(log == ["primary", "Rename from true"])
        button.menu = nil
        #expect(button.interactions.isEmpty)
    }

    @Test("With showsMenuAsPrimaryAction a touch shows the menu and sends menuActionTriggered, not the primary action")
    func buttonMenuAsPrimaryAction() {
        let window = makeWindow()
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menu") }, for: .menuActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in log.append("Rename") }])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 122))
        #expect(log == ["menu"] && overlay(in: window) != nil)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 122))
        #expect(log == ["menu"] && overlay(in: window) != nil)
        window.tap(at: point(of: rows(in: window)[0], in: window))
        #expect(log == ["menu", "Rename"] && overlay(in: window) == nil)
    }
}

/// `UIBarButtonItem.menu`: "The context menu displays in response to a person tapping the item"
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu); with an action, the
/// tap performs it and a long press shows the menu (UIBarButtonItem.h: "the gesture used to
/// trigger the menu is based on if the bar button item would normally trigger an action when
/// tapped").
@MainActor
@Suite("Bar button item menus")
struct BarButtonItemMenuTests {
    func setUp(_ item: UIBarButtonItem) -> (UIWindow, CGPoint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let view = item.shownView!
        return (window, view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    func overlay(in window: UIWindow) -> MenuOverlayView? {
        window.subviews.compactMap { $0 as? MenuOverlayView }.first
    }

    @Test("An item without an action shows its menu on a tap; its actions get the item as sender")
    func tapShowsMenu() throws {
        var senders: [Bool] = []
        let item = UIBarButtonItem(
            title: "Sort",
            menu: UIMenu(children: [
                UIAction(title: "Name") { action in senders.append(action.sender is UIBarButtonItem) }
            ]))
        let (window, point) = setUp(item)
        window.tap(at: point)
        let shown = try #require(overlay(in: window))
        let row = shown.panel.subviews.compactMap { $0 as? MenuRowView }[0]
        window.tap(at: row.convert(CGPoint(x: 100, y: 22), to: window))
        #expect(senders == [true] && overlay(in: window) == nil)
    }

    @Test("An item with a primary action performs it on a tap and shows its menu on a long press")
    func longPressShowsMenu() {
        var performed = 0
        let item = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { _ in performed += 1 },
            menu: UIMenu(children: [UIAction(title: "Folder") { _ in }]))
        let (window, point) = setUp(item)
        window.tap(at: point)
        #expect(performed == 1 && overlay(in: window) == nil)
        window.press(at: point, duration: 0.6)
        #expect(performed == 1 && overlay(in: window) != nil)
    }
}
