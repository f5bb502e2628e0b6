import Testing
import UIKit

// Scroll indicators and the navigation controller's bar hiding as iOS code writes them (Apple's
// pages: UIScrollView indicatorStyle, UIScrollView.IndicatorStyle, flashScrollIndicators(),
// withScrollIndicatorsShown(forContentOffsetChanges:), showsVerticalScrollIndicator,
// showsHorizontalScrollIndicator, verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets,
// automaticallyAdjustsScrollIndicatorInsets; UINavigationController hidesBarsOnSwipe,
// hidesBarsOnTap, hidesBarsWhenKeyboardAppears, hidesBarsWhenVerticallyCompact,
// barHideOnSwipeGestureRecognizer, barHideOnTapGestureRecognizer).

final class FlashingScrollView: UIScrollView {
    private(set) var flashes = 0

    override func flashScrollIndicators() {
        flashes += 1
        super.flashScrollIndicators()
    }

    override func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        super.withScrollIndicatorsShown(forContentOffsetChanges: changes)
    }
}

final class ReaderViewController: UIViewController {
    let textScrollView = FlashingScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textScrollView.frame = view.bounds
        textScrollView.contentSize = CGSize(width: view.bounds.width, height: 5_000)
        textScrollView.indicatorStyle = .white
        textScrollView.showsHorizontalScrollIndicator = false
        textScrollView.showsVerticalScrollIndicator = true
        textScrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 2)
        textScrollView.horizontalScrollIndicatorInsets = .zero
        textScrollView.automaticallyAdjustsScrollIndicatorInsets = true
        view.addSubview(textScrollView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textScrollView.flashScrollIndicators()
        navigationController?.hidesBarsOnSwipe = true
        navigationController?.hidesBarsOnTap = false
        navigationController?.hidesBarsWhenKeyboardAppears = true
        navigationController?.hidesBarsWhenVerticallyCompact = true
        navigationController?.barHideOnSwipeGestureRecognizer.addTarget(self, action: ReaderViewController.swiped)
    }

    func swiped(_ gesture: UIPanGestureRecognizer) {}

    func jump(to y: CGFloat) {
        textScrollView.withScrollIndicatorsShown {
            textScrollView.contentOffset = CGPoint(x: 0, y: y)
        }
        let style: UIScrollView.IndicatorStyle = textScrollView.indicatorStyle
        let styles: [UIScrollView.IndicatorStyle] = [.default, .black, .white]
        _ = (style, styles)
    }
}

@MainActor
@Suite("Scroll indicator and bar hiding call shapes")
struct ScrollIndicatorsAndBarHidingCallShapesTests {
    @Test("a reader flashes its indicators on appearing and its navigation controller hides the bars on a swipe up")
    func reader() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let reader = ReaderViewController()
        let navigation = UINavigationController(rootViewController: reader)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.advance(by: 0)
        #expect(reader.textScrollView.flashes == 1)
        #expect(navigation.hidesBarsOnSwipe && navigation.hidesBarsWhenVerticallyCompact)
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
        reader.jump(to: 400)
        #expect(reader.textScrollView.contentOffset.y == 400)
        window.sendTouch(.began, at: CGPoint(x: 200, y: 600))
        window.dragMove(to: CGPoint(x: 200, y: 300), duration: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 300))
        window.advance(by: 0.5)
        #expect(navigation.isNavigationBarHidden)
    }
}
