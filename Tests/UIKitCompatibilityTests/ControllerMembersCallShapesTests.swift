import UIKit
import Testing

/// A list screen as iOS code writes it: an Edit/Done button that switches its rows' editing.
final class NotesViewController: UIViewController {
    private(set) var rowsEditing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        rowsEditing = editing
    }

    func open(_ note: UIViewController) {
        showDetailViewController(note, sender: self)
    }
}

@MainActor
@Suite("iOS-style client code: controller editing and detail")
struct ControllerMembersCallShapesTests {
    @Test("the edit button drives setEditing; a detail is shown")
    func editing() {
        let notes = NotesViewController()
        let navigation = UINavigationController(rootViewController: notes)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        let button: UIBarButtonItem? = notes.navigationItem.rightBarButtonItem
        #expect(button === notes.editButtonItem)
        notes.isEditing = true
        #expect(notes.rowsEditing && notes.isEditing)
        notes.setEditing(false, animated: true)
        #expect(!notes.rowsEditing)
        notes.open(UIViewController())
        window.advance(by: 1)
        #expect(notes.presentedViewController != nil || navigation.presentedViewController != nil)
    }
}

/// A form screen that keeps its content below the bars, as iOS 7-era code does.
final class BelowBarsViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = false
        tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 2)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: extended layout, bar appearance, system tab items")
struct ExtendedLayoutCallShapesTests {
    @Test("edges, opaque bars, bar tint and a system tab item")
    func shapes() {
        let form = BelowBarsViewController()
        let navigation = UINavigationController(rootViewController: form)
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.barTintColor = .systemBlue
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let edges: UIRectEdge = form.edgesForExtendedLayout
        let includes: Bool = form.extendedLayoutIncludesOpaqueBars
        #expect(edges.isEmpty && !includes)
        let item: UITabBarItem = form.tabBarItem
        #expect(item.tag == 2)
        let tint: UIColor? = navigation.navigationBar.barTintColor
        #expect(tint == .systemBlue && !navigation.navigationBar.isTranslucent)
        let font = UIFont.systemFont(ofSize: 17)
        let cap: CGFloat = font.capHeight
        let x: CGFloat = font.xHeight
        #expect(cap > x)
    }
}

/// A detail screen that takes the whole screen, as iOS code pushes one from a tab.
final class PlayerViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: hiding the tab bar on push")
struct HidesBottomBarCallShapesTests {
    @Test("pushing a player hides the tab bar; popping shows it")
    func pushAndPop() {
        let library = UIViewController()
        let navigation = UINavigationController(rootViewController: library)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.advance(by: 0)
        let player = PlayerViewController()
        let hides: Bool = player.hidesBottomBarWhenPushed
        #expect(hides)
        library.navigationController?.pushViewController(player, animated: true)
        window.advance(by: 1)
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: true)
        window.advance(by: 1)
        #expect(!tabs.tabBar.isHidden)
    }
}

/// A card container that decides how everything presented over it arrives.
final class CardContextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        definesPresentationContext = true
        providesPresentationContextTransitionStyle = true
        modalTransitionStyle = .crossDissolve
    }
}

@MainActor
@Suite("iOS-style client code: presentation context transition style")
struct ContextTransitionStyleCallShapesTests {
    @Test("a context that provides its transition style")
    func provides() {
        let card = CardContextViewController()
        card.loadViewIfNeeded()
        let provides: Bool = card.providesPresentationContextTransitionStyle
        #expect(provides && card.definesPresentationContext)
    }
}
