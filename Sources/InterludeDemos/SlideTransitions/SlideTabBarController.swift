import Interlude

/// The app of seed 000: three tabs whose switches slide by index, the first an inbox in a
/// navigation controller whose pushes and pops slide and whose page pops with an edge pan.
/// It keeps its (weakly referenced) delegates alive.
public final class SlideTabBarController: UITabBarController {
    /// The appearance callbacks of every screen of the app.
    public let log = AppearanceLog()
    /// The tab bar delegate that slides tab switches.
    public let tabDelegate = SlideTabDelegate()
    /// The inbox navigation controller's delegate: slides pushes and pops, and drives the edge-pan pop.
    public let navigationDelegate = SlideNavigationDelegate()
    /// The first tab's root screen, with the button that pushes the message page.
    public let inbox: LoggedViewController
    /// The first tab: a navigation controller around ``inbox``.
    public let inboxNavigation: UINavigationController

    /// The app with its three tabs (Inbox, Archive, Settings) and delegates in place; Inbox selected.
    public init() {
        inbox = SlideInboxViewController(title: "Inbox", log: log)
        inboxNavigation = UINavigationController(rootViewController: inbox)
        super.init(nibName: nil, bundle: nil)
        inboxNavigation.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        inboxNavigation.delegate = navigationDelegate
        // The page brings its own edge pan (seed 000); the system one would compete with it.
        inboxNavigation.interactivePopGestureRecognizer?.isEnabled = false
        let archive = SlideColorViewController(title: "Archive", log: log)
        archive.color = UIColor(red: 0.80, green: 0.92, blue: 0.84, alpha: 1)
        let settings = SlideColorViewController(title: "Settings", log: log)
        settings.color = UIColor(red: 0.84, green: 0.86, blue: 0.98, alpha: 1)
        archive.tabBarItem = UITabBarItem(title: "Archive", image: nil, tag: 1)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
        delegate = tabDelegate
        viewControllers = [inboxNavigation, archive, settings]
    }

    /// Storyboards are not supported; the demos build their screens in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The message page pushed last, if any.
    public private(set) var lastPage: SlidePageViewController?

    func openMessage() {
        let page = SlidePageViewController(title: "Message", log: log)
        lastPage = page
        inboxNavigation.pushViewController(page, animated: true)
    }
}

/// The inbox: a title and a button that pushes the message page.
final class SlideInboxViewController: LoggedViewController {
    private let heading = UILabel(text: "Inbox", size: 34, weight: .bold, alignment: .left)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(heading)
        let open = UIButton.filled(
            "Open message", color: .systemOrange,
            frame: CGRect(x: 40, y: 300, width: view.bounds.width - 80, height: 56))
        open.addAction(
            UIAction { [weak self] _ in
                (self?.tabBarController as? SlideTabBarController)?.openMessage()
            }, for: .touchUpInside)
        view.addSubview(open)
    }

    /// The large title sits right below the navigation bar: at the top of the safe area.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        heading.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 12, width: view.bounds.width - 40, height: 42)
    }
}

/// A tab that only shows its title on its colour.
final class SlideColorViewController: LoggedViewController {
    var color = UIColor.white

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let heading = UILabel(text: title ?? "", size: 34, weight: .bold)
        heading.frame = CGRect(x: 20, y: 380, width: view.bounds.width - 40, height: 42)
        view.addSubview(heading)
    }
}
