import Testing
@testable import InterludeUIKit

// The toolbar's older background and shadow images and its compact height. Apple's pages:
// backgroundImage(forToolbarPosition:barMetrics:) "The default value is nil. When non-nil the image
// will be used instead of the system image for toolbars in the specified position";
// shadowImage(forToolbarPosition:) "The default value is nil, which corresponds to the default
// shadow image being used"; setShadowImage(_:forToolbarPosition:) "For a custom shadow image to be
// shown, a custom background image must also be set"; UIBarMetrics.compact. The 32-point row in a
// compact height is what iOS draws (Apple documents no number; see Decisions).
@MainActor
@Suite("UIToolbar's older images and compact height")
struct ToolbarLegacyImagesTests {
    /// A toolbar class of this suite's own, so that no other test sees its proxy.
    private final class ThemedToolbar: UIToolbar {}

    private func toolbar(in window: UIWindow) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: window.bounds.height - 44, width: window.bounds.width, height: 44))
        window.addSubview(toolbar)
        return toolbar
    }

    @Test("the getters return what was set for exactly that position and metrics; nil by default")
    func getters() {
        let toolbar = UIToolbar(frame: .zero)
        let image = UIImage(), shadow = UIImage()
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) == nil)
        toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(shadow, forToolbarPosition: .bottom)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .compact) == nil)
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) === shadow)
        toolbar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil)
    }

    @Test("the bar draws the image for its position, else the one for .any; the shadow image only with a background image")
    func drawnByPosition() {
        let window = makeWindow()
        let toolbar = toolbar(in: window)
        let any = UIImage(), bottom = UIImage(), top = UIImage(), shadow = UIImage()
        toolbar.setShadowImage(shadow, forToolbarPosition: .any)
        #expect(toolbar.shownAppearance.shadowImage == nil, "no background image: the default shadow")
        toolbar.setBackgroundImage(any, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.shownAppearance.backgroundImage === any)
        #expect(toolbar.shownAppearance.shadowImage === shadow)
        toolbar.setBackgroundImage(top, forToolbarPosition: .top, barMetrics: .default)
        #expect(toolbar.shownAppearance.backgroundImage === any, "at the bottom the top image does not apply")
        toolbar.setBackgroundImage(bottom, forToolbarPosition: .bottom, barMetrics: .default)
        #expect(toolbar.shownAppearance.backgroundImage === bottom)
        #expect(toolbar.standardAppearance.backgroundImage == nil, "the standard appearance is left alone")
    }

    @Test("in a compact height the .compact image is drawn, else the .default one; the row is 32 points")
    func compactHeight() {
        let window = makeWindow(width: 844, height: 390)
        let toolbar = toolbar(in: window)
        #expect(toolbar.traitCollection.verticalSizeClass == .compact)
        let regular = UIImage(), compact = UIImage()
        toolbar.setBackgroundImage(regular, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.shownAppearance.backgroundImage === regular)
        toolbar.setBackgroundImage(compact, forToolbarPosition: .any, barMetrics: .compact)
        #expect(toolbar.shownAppearance.backgroundImage === compact)
        #expect(toolbar.rowHeight == 32)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        #expect(item.shownView?.frame.height == 32)
    }

    @Test("a navigation controller's toolbar is 32 points above the home indicator in landscape and 44 in portrait")
    func navigationToolbarCompact() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = makeWindow(root: navigation, width: 844, height: 390)
        window.layoutIfNeeded()
        // Landscape: 21 points of home indicator (see Decisions).
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 390 - 32 - 21, width: 844, height: 32 + 21))
        // Compared with a rounding allowance: the value comes through coordinate conversions.
        #expect(abs(root.view.safeAreaInsets.bottom - (32 + 21)) < 0.001)
        window.resize(to: CGSize(width: 390, height: 844), duration: 0)
        window.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 44 - 34, width: 390, height: 44 + 34))
    }

    @Test("an appearance proxy's images reach toolbars entering a window")
    func proxy() {
        defer { AppearanceRegistry.shared.removeAll() }
        let image = UIImage()
        ThemedToolbar.appearance().setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        let window = makeWindow()
        let toolbar = ThemedToolbar(frame: CGRect(x: 0, y: 756, width: 400, height: 44))
        window.addSubview(toolbar)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
        #expect(toolbar.shownAppearance.backgroundImage === image)
    }
}
