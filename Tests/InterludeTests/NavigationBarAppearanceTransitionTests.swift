import InterludeRender
import Testing
@testable import InterludeUIKit

// A change of navigation bar appearance with a push or pop. Apple's page for
// UINavigationItem.standardAppearance: "When set and this item is topmost, overrides the hosting
// navigation bar's standardAppearance"; it does not say how the bar moves between two. As iOS
// shows it, the background cross-fades with the transition, following its progress.
@MainActor
@Suite("Navigation bar appearance in pushes and pops")
struct NavigationBarAppearanceTransitionTests {
    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    /// A controller whose item shows `color`'s opaque background, at the scroll edge too.
    private func colored(_ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.navigationItem.standardAppearance = opaque(color)
        controller.navigationItem.scrollEdgeAppearance = opaque(color)
        return controller
    }

    /// The old background laid over the bar's own during a change.
    private func fading(in bar: UINavigationBar) -> BarBackgroundView? {
        bar.subviews.lazy.compactMap { $0 as? BarBackgroundView }.first { $0 !== bar.background }
    }

    @Test("a push to another appearance: the old background fades out over the new one with the transition")
    func push() throws {
        let root = colored(.systemRed)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        navigation.pushViewController(colored(.systemBlue), animated: true)
        #expect(bar.shownAppearance.backgroundColor == .systemBlue, "the new appearance at once, under the old one")
        let old = try #require(fading(in: bar))
        #expect(old.frame == bar.background.frame)
        let duration = NavigationSlideAnimator(operation: .push).transitionDuration(using: nil)
        window.advance(by: duration / 2)
        let opacity = try #require(old.layer.presentation()).opacity
        #expect(opacity > 0.2 && opacity < 0.8, "half way: \(opacity)")
        window.advance(by: duration)
        #expect(fading(in: bar) == nil)
        #expect(bar.shownAppearance.backgroundColor == .systemBlue)
    }

    @Test("Pixels: half way through the push the bar shows both colors mixed")
    func pixels() {
        let navigation = UINavigationController(rootViewController: colored(.systemRed))
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        navigation.pushViewController(colored(.systemBlue), animated: true)
        let duration = NavigationSlideAnimator(operation: .push).transitionDuration(using: nil)
        window.advance(by: duration / 2)
        // Inside the bar, away from its title and items.
        let mixed = window.renderFrame(scale: 1).pixel(x: 195, y: 47 + 40)
        #expect(mixed.r > 40 && mixed.b > 100, "red (255, 59, 48) fading over blue (0, 122, 255): \(mixed)")
        window.advance(by: duration)
        let after = window.renderFrame(scale: 1).pixel(x: 195, y: 47 + 40)
        #expect(after.r == 0 && after.g == 122 && after.b == 255)
    }

    @Test("the same background, or no animation: nothing fades")
    func nothingToFade() {
        let navigation = UINavigationController(rootViewController: colored(.systemRed))
        let window = makeWindow(root: navigation)
        window.layoutIfNeeded()
        navigation.pushViewController(colored(.systemRed), animated: true)
        #expect(fading(in: navigation.navigationBar) == nil)
        window.advance(by: 1)
        navigation.pushViewController(colored(.systemBlue), animated: false)
        #expect(fading(in: navigation.navigationBar) == nil)
    }

    @Test("an edge-swipe pop that is cancelled brings the old background back and shows it again")
    func cancelledPop() throws {
        let root = colored(.systemRed), detail = colored(.systemBlue)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.pushViewController(detail, animated: false)
        window.advance(by: 0)
        let bar = navigation.navigationBar
        window.sendTouch(.began, at: CGPoint(x: 2, y: 400))
        window.dragMove(to: CGPoint(x: 120, y: 400), duration: 0.2)
        #expect(bar.shownAppearance.backgroundColor == .systemRed)
        let old = try #require(fading(in: bar))
        let opacity = try #require(old.layer.presentation()).opacity
        #expect(opacity > 0.3 && opacity < 1, "it follows the finger: \(opacity)")
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 120, y: 400))
        window.advance(by: 0.6)
        #expect(navigation.viewControllers == [root, detail])
        #expect(fading(in: bar) == nil)
        #expect(bar.shownAppearance.backgroundColor == .systemBlue)
    }
}
