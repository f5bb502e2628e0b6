import UIKit
import Testing

/// A gallery screen as iOS code writes it: it lays out from the safe area, changes its column count
/// with the vertical size class, and animates its layout alongside a rotation.
final class GalleryViewController: UIViewController {
    let header = UIView()
    private(set) var columns = 2
    private(set) var safeAreaChanges = 0
    private(set) var rotationFinished = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaLayoutGuide.layoutFrame
        header.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: 60)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
            columns = traitCollection.verticalSizeClass == .compact ? 4 : 2
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.view.setNeedsLayout()
            self.view.layoutIfNeeded()
        }) { _ in
            self.rotationFinished = true
        }
    }
}

@MainActor
@Suite("iOS-style client code: safe areas, traits and rotation")
struct AdaptiveLayoutCallShapesTests {
    @Test("The header follows the safe area and the columns the size class when the window turns")
    func rotation() {
        let gallery = GalleryViewController()
        let navigation = UINavigationController(rootViewController: gallery)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        // Below the 47-point status bar and the 44-point navigation bar.
        #expect(gallery.header.frame == CGRect(x: 0, y: 91, width: 390, height: 60))
        #expect(gallery.topLayoutGuide.length == 91)
        #expect(gallery.columns == 2)
        window.resize(to: CGSize(width: 844, height: 390))
        window.advance(by: 0.4)
        #expect(gallery.rotationFinished)
        #expect(gallery.columns == 4)
        // Landscape: no status bar, 47 points of sensor housing on each side, and the navigation
        // bar's 32-point compact row (what iOS draws in landscape; see Decisions).
        #expect(gallery.header.frame == CGRect(x: 47, y: 32, width: 750, height: 60))
        #expect(gallery.safeAreaChanges >= 2)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(gallery.traitCollection.horizontalSizeClass == .compact)
    }
}
