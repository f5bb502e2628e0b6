import QuartzCore
import Testing
import UIKit

// Signatures as Swift sees Apple's UIKit (Swift 5 mode, `import UIKit`): this file must compile.
// Each call leaves out what Apple's Swift interface lets it leave out — trailing optional closures
// default to nil (`completion: ((Bool) -> Void)? = nil`), option sets to `[]` — or passes nil
// where Apple's parameter is optional. Sources, Apple's documentation page of each declaration:
// UIViewController present(_:animated:completion:), dismiss(animated:completion:),
// transition(from:to:duration:options:animations:completion:); UIView
// animate(withDuration:animations:completion:), animate(withDuration:delay:options:animations:completion:),
// animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:),
// animateKeyframes(withDuration:delay:options:animations:completion:),
// transition(with:duration:options:animations:completion:), transition(from:to:duration:options:completion:);
// UIViewPropertyAnimator init(duration:curve:animations:), init(duration:dampingRatio:animations:),
// init(duration:controlPoint1:controlPoint2:animations:),
// runningPropertyAnimator(withDuration:delay:options:animations:completion:);
// UIViewControllerTransitionCoordinator animate(alongsideTransition:completion:),
// animateAlongsideTransition(in:animation:completion:); UITableView and UICollectionView
// performBatchUpdates(_:completion:); UIPageViewController setViewControllers(_:direction:animated:completion:);
// UINavigationController popViewController(animated:) (discardable result); CATransaction
// setCompletionBlock(_:); UIScrollView scrollIndicatorInsets and contentInsetAdjustmentBehavior;
// UISelectionFeedbackGenerator, UIImpactFeedbackGenerator(style:), UINotificationFeedbackGenerator;
// CALayer shouldRasterize, rasterizationScale, setNeedsDisplay(_:); UIWindow makeKey();
// UIBarButtonItem flexibleSpace(), fixedSpace(_:); UINavigationBar and UITabBar `var items`;
// UITabBarItem init(title:image:selectedImage:);
// UIPageViewControllerDataSource and UIPageViewControllerDelegate refining NSObjectProtocol.

@MainActor
func presentationShapes(root: UIViewController, card: UIViewController, other: UIViewController) {
    root.present(card, animated: true)
    root.present(card, animated: false, completion: nil)
    root.present(card, animated: true) {}
    card.dismiss(animated: true)
    card.dismiss(animated: true, completion: nil)
    card.dismiss(animated: false) {}
    root.transition(from: card, to: other, duration: 0.3, animations: nil)
    root.transition(from: card, to: other, duration: 0.3, options: .transitionCrossDissolve, animations: {})
    root.transition(from: card, to: other, duration: 0.3, options: [], animations: nil) { _ in }
}

@MainActor
func viewAnimationShapes(view: UIView, other: UIView) {
    UIView.animate(withDuration: 0.3) { view.alpha = 0 }
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: nil)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { finished in _ = finished }
    UIView.animate(withDuration: 0.3, delay: 0, animations: { view.alpha = 1 })
    UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: { view.alpha = 0 })
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) { view.alpha = 1 }
    UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        animations: {
            view.center.x += 10
        })
    UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: .allowUserInteraction,
        animations: { view.center.x -= 10 }, completion: nil)
    UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
        })
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear, animations: {}) { _ in }
    UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    UIView.transition(with: view, duration: 0.3, animations: {})
    UIView.transition(with: view, duration: 0.3, options: [], animations: { view.alpha = 1 }) { _ in }
    UIView.transition(from: view, to: other, duration: 0.3)
    UIView.transition(from: view, to: other, duration: 0.3, options: .transitionFlipFromLeft)
    UIView.transition(from: view, to: other, duration: 0.3, options: .showHideTransitionViews) { _ in }
    UIView.performWithoutAnimation { view.alpha = 1 }
}

@MainActor
func propertyAnimatorShapes(view: UIView) -> [UIViewPropertyAnimator] {
    let plain = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    plain.addAnimations { view.alpha = 0 }
    plain.addCompletion { position in _ = position == .end }
    let spring = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8)
    let curve = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    let withBlock = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 1 }
    let running = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.3, delay: 0,
        animations: {
            view.alpha = 0.5
        })
    let runningWithCompletion = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.3, delay: 0, options: .curveEaseIn, animations: { view.alpha = 1 }
    ) { _ in }
    return [plain, spring, curve, withBlock, running, runningWithCompletion]
}

@MainActor
func coordinatorShapes(_ coordinator: UIViewControllerTransitionCoordinator, view: UIView) {
    coordinator.animate(alongsideTransition: { _ in view.alpha = 0 })
    coordinator.animate(alongsideTransition: { _ in view.alpha = 1 }, completion: nil)
    coordinator.animate(alongsideTransition: nil) { context in _ = context.isCancelled }
    coordinator.animate(alongsideTransition: nil, completion: nil)
    coordinator.animateAlongsideTransition(in: view, animation: { _ in view.alpha = 0 })
    coordinator.animateAlongsideTransition(in: nil, animation: nil) { _ in }
}

@MainActor
func containerShapes(
    table: UITableView, collection: UICollectionView, pages: UIPageViewController, page: UIViewController,
    navigation: UINavigationController
) {
    table.performBatchUpdates(nil)
    table.performBatchUpdates({})
    table.performBatchUpdates({}) { finished in _ = finished }
    collection.performBatchUpdates(nil, completion: nil)
    collection.performBatchUpdates({}) { _ in }
    pages.setViewControllers([page], direction: .forward, animated: false)
    pages.setViewControllers([page], direction: .reverse, animated: true) { _ in }
    navigation.popViewController(animated: true)
    navigation.popToRootViewController(animated: false)
    CATransaction.setCompletionBlock(nil)
    CATransaction.setCompletionBlock {}
}

@MainActor
func pannedSheetShapes(list: UIScrollView, sheet: UIView) {
    list.scrollIndicatorInsets = .zero
    list.verticalScrollIndicatorInsets.bottom = 34
    list.contentInsetAdjustmentBehavior = .never
    sheet.layer.shouldRasterize = true
    sheet.layer.rasterizationScale = UIScreen.main.scale
    let selection = UISelectionFeedbackGenerator()
    selection.prepare()
    selection.selectionChanged()
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
}

/// Bars filled by assignment, as code building a standalone bar does (UINavigationBar
/// `var items: [UINavigationItem]?`, UITabBar `var items: [UITabBarItem]?`, both settable).
@MainActor
func barItemShapes() -> (UINavigationBar, UITabBar) {
    let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    navigationBar.items = [UINavigationItem(title: "Back"), UINavigationItem(title: "Detail")]
    let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    tabBar.items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
    return (navigationBar, tabBar)
}

/// The page view controller's protocols refine NSObjectProtocol, as UIKit's do, so their
/// existentials answer NSObject's questions.
@MainActor
func pageProtocolShapes(_ pages: UIPageViewController, source: NSObject) -> Bool {
    (pages.dataSource?.isEqual(source) ?? false) && (pages.delegate?.isEqual(source) ?? false)
}

final class NumberedPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { nil }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { nil }
}

@MainActor
@Suite("iOS-style client code: signatures as Swift sees UIKit")
struct SignatureCallShapesTests {
    @Test("Calls leaving out trailing completions present, animate and dismiss as those passing nil do")
    func omittedCompletionsBehaveAsNil() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = UIViewController()
        root.present(card, animated: true)
        window.advance(by: 1)
        #expect(root.presentedViewController === card)
        card.dismiss(animated: true)
        window.advance(by: 1)
        #expect(root.presentedViewController == nil)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        viewAnimationShapes(view: view, other: UIView())
        let animators = propertyAnimatorShapes(view: view)
        #expect(animators.count == 6)
        #expect(animators[4].state == .active && animators[5].state == .active, "running animators start at once")
        #expect(animators[0].state == .inactive)
    }

    @Test("Assigned bar items are the bars' items: the navigation bar's top and back items, the tab bar's order")
    func assignedBarItems() {
        let (navigationBar, tabBar) = barItemShapes()
        #expect(navigationBar.topItem?.title == "Detail")
        #expect(navigationBar.backItem?.title == "Back")
        #expect(tabBar.items?.map(\.tag) == [1, 2])
        navigationBar.items = nil
        #expect(navigationBar.topItem == nil)
    }

    @Test("makeKey() makes a window key without the other's keeping it, and its clock is the media time")
    func makeKeyMovesKeyStatus() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        first.makeKeyAndVisible()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === second)
        second.advance(by: 2)
        first.advance(by: 5)
        #expect(CACurrentMediaTime() == second.clock.now)
        first.makeKeyAndVisible()
    }

    @Test("A tab item made with a selected image keeps both images, its title and tag 0")
    func tabItemWithSelectedImage() {
        let normal = UIImage(), selected = UIImage()
        let item = UITabBarItem(title: "Home", image: normal, selectedImage: selected)
        #expect(item.title == "Home")
        #expect(item.image === normal && item.selectedImage === selected)
        #expect(item.tag == 0)
    }

    @Test("Space items: flexibleSpace() and fixedSpace(_:) are the system spaces, the fixed one as wide as asked")
    func spaceItems() {
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        let fixed = UIBarButtonItem.fixedSpace(12)
        #expect(fixed.systemItem == .fixedSpace)
        #expect(fixed.width == 12)
    }

    @Test("A layer marked in a rectangle needs display")
    func layerRectNeedsDisplay() {
        let layer = CALayer()
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(layer.needsDisplay())
    }

    @Test("Page view controller data sources and delegates are NSObjectProtocol existentials")
    func pageProtocolsRefineNSObjectProtocol() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = NumberedPages()
        pages.dataSource = source
        pages.delegate = source
        #expect(pageProtocolShapes(pages, source: source))
        #expect(!pageProtocolShapes(pages, source: NumberedPages()))
    }
}
