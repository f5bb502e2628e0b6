import Testing
import UIKit

// Bar positions, the toolbar's older images and the navigation item's animated setters as iOS
// code writes them (Apple's pages: UIBarPositioningDelegate.position(for:),
// UINavigationBarDelegate, UISearchBarDelegate, UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:),
// setShadowImage(_:forToolbarPosition:), UINavigationItem.setRightBarButton(_:animated:) and its
// siblings).

/// A screen with its own navigation bar and search bar attached to the top, as iOS code sets
/// them up outside a navigation controller.
final class AttachedBarsController: UIViewController, UINavigationBarDelegate, UISearchBarDelegate {
    let navigationBar = UINavigationBar()
    let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.delegate = self
        searchBar.delegate = self
        navigationBar.frame = CGRect(x: 0, y: 47, width: view.bounds.width, height: 44)
        searchBar.frame = CGRect(x: 0, y: 91, width: view.bounds.width, height: 56)
        view.addSubview(navigationBar)
        view.addSubview(searchBar)
        let item = UINavigationItem(title: "Inbox")
        navigationBar.setItems([item], animated: false)
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition {
        bar === navigationBar ? .topAttached : .top
    }
}

@MainActor
@Suite("Bar positioning call shapes")
struct BarPositioningCallShapesTests {
    @Test("delegates place a navigation bar and a search bar; the navigation item's setters animate")
    func attachedBars() {
        let controller = AttachedBarsController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.advance(by: 0)
        let position: UIBarPosition = controller.navigationBar.barPosition
        #expect(position == .topAttached)
        #expect(controller.searchBar.barPosition == .top)
        let delegate: UINavigationBarDelegate? = controller.navigationBar.delegate
        #expect(delegate === controller)
        let item = controller.navigationBar.topItem!
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        item.setRightBarButton(edit, animated: true)
        item.setLeftBarButton(nil, animated: true)
        item.setRightBarButtonItems([edit], animated: true)
        item.setLeftBarButtonItems(nil, animated: false)
        item.setHidesBackButton(true, animated: true)
        #expect(item.rightBarButtonItem === edit && item.hidesBackButton)
        window.advance(by: 1)
    }

    @Test("the toolbar's older images, on the bar and through its appearance proxy")
    func toolbarImages() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let background = UIImage()
        toolbar.setBackgroundImage(background, forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
        let shown: UIImage? = toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default)
        #expect(shown === background)
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) == nil)
    }
}
