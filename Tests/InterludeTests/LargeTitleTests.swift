import Foundation
import InterludeRender
import Testing
@testable import InterludeUIKit

/// Large titles: `prefersLargeTitles`, `largeTitleDisplayMode` (Apple's `.automatic`: "inherit the
/// large title display mode from the previous navigation item") and the collapse as content
/// scrolls under the bar.
@MainActor
@Suite("Large titles")
struct LargeTitleTests {
    private final class ScrollingController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            view = scrollView
        }
    }

    @Test("The bar is 96 points with a large title; scrolling up collapses it to 44 and the small title shows")
    func collapse() {
        let root = ScrollingController()
        root.title = "Mail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        let scrollView = root.view as! UIScrollView
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(scrollView.adjustedContentInset.top == 47 + 96 && scrollView.contentOffset.y == -143)
        #expect(bar.largeTitleLabel.text == "Mail" && bar.titleLabel.alpha == 0)
        scrollView.contentOffset.y = -143 + 30
        #expect(bar.frame.height == 66)
        #expect(scrollView.adjustedContentInset.top == 143, "the safe area keeps the expanded bar")
        scrollView.contentOffset.y = -143 + 80
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        scrollView.contentOffset.y = -143 - 20
        #expect(bar.frame.height == 116, "pulling down grows the large title area")
        withExtendedLifetime(window) {}
    }

    @Test("The large title is drawn bold at the leading edge of its area")
    func drawn() {
        let root = UIViewController()
        root.title = "Library"
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = makeWindow(root: navigation)
        let frame = window.renderFrame(scale: 1)
        // The large title's area is y 91…143; its text starts 16 points in.
        let ink = (91..<143).flatMap { y in (0..<200).map { x in (x, y) } }.filter { x, y in
            frame.pixel(x: x, y: y).r < 100
        }
        #expect(!ink.isEmpty)
        #expect(ink.map(\.0).min().map { $0 >= 16 && $0 <= 19 } == true)
        #expect(frame.pixel(x: 195, y: 69).r > 200, "no small title while the large one shows")
        withExtendedLifetime(window) {}
    }

    @Test("Display modes: never is small, automatic follows the item before it, always is large")
    func displayModes() {
        let root = UIViewController(), never = UIViewController(), after = UIViewController(), always = UIViewController()
        never.navigationItem.largeTitleDisplayMode = .never
        always.navigationItem.largeTitleDisplayMode = .always
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = makeWindow(root: navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96)
        navigation.pushViewController(never, animated: false)
        window.advance(by: 0)
        #expect(bar.frame.height == 44)
        navigation.pushViewController(after, animated: false)
        window.advance(by: 0)
        #expect(bar.frame.height == 44)
        navigation.pushViewController(always, animated: false)
        window.advance(by: 0)
        #expect(bar.frame.height == 96)
        navigation.popToRootViewController(animated: false)
        window.advance(by: 0)
        #expect(bar.frame.height == 96)
        navigation.navigationBar.prefersLargeTitles = false
        #expect(bar.frame.height == 44)
        withExtendedLifetime(window) {}
    }

    @Test("No large titles in a compact height")
    func landscape() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let window = makeWindow(root: navigation, width: 844, height: 390)
        // The standard row only, 32 points in a compact height (see Decisions).
        #expect(navigation.navigationBar.frame.height == 32)
        withExtendedLifetime(window) {}
    }
}

@MainActor
@Suite("Navigation item prompts")
struct PromptTests {
    @Test("A prompt adds a 30-point row above the title (the 74-point bar) and moves the items down")
    func prompt() {
        let root = UIViewController()
        root.title = "Choose"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        root.navigationItem.prompt = "Pick a photo to share"
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 74 && bar.promptLabel.text == "Pick a photo to share")
        #expect(bar.titleLabel.frame.minY == 30)
        #expect(bar.itemViews.first?.view.frame.minY == 30)
        window.advance(by: 0)
        #expect(root.view.safeAreaInsets.top == 121, "47 of status bar and the 74-point bar")
        root.navigationItem.prompt = nil
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.promptLabel.isHidden)
        withExtendedLifetime(window) {}
    }
}
