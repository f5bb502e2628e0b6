import QuartzCore
import Testing
import UIKit

// Idioms of the pan-driven sheet and bubble libraries, written afresh (Swift 5 mode, `import UIKit`):
// a presentation controller that wraps the presented view in a container of its own
// (`presentedView` overridden), follows a pan on the container, snaps between two heights with a
// spring, ticks a selection feedback generator on each snap, rasterizes the sheet while it moves,
// watches a scroll view's offset with key-value observing, and reads the key window's safe area
// through `UIApplication.shared` (what `interlude port` makes of
// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication`).
// Apple's pages: UIPresentationController.presentedView
// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview),
// UISelectionFeedbackGenerator, CALayer.shouldRasterize / rasterizationScale, UIScrollView
// scrollIndicatorInsets / contentInsetAdjustmentBehavior.

/// The sheet's own wrapper around the presented controller's view.
final class DrawerContainerView: UIView {
    init(frame: CGRect, content: UIView) {
        super.init(frame: frame)
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }
}

final class DrawerPresentationController: UIPresentationController {
    enum Detent { case short, tall }

    let shortHeight: CGFloat = 300
    let tallTopInset: CGFloat = 80
    private(set) var detent = Detent.short
    private(set) var snaps: [Detent] = []
    private(set) var rasterizedWhileDragging = false
    private let feedback = UISelectionFeedbackGenerator()
    private var dragStartY: CGFloat = 0

    private lazy var container: DrawerContainerView = {
        DrawerContainerView(frame: .zero, content: presentedViewController.view)
    }()

    private lazy var drag = UIPanGestureRecognizer(target: self, action: DrawerPresentationController.didDrag)

    override var presentedView: UIView { container }

    /// The key window's root safe area, read the way the sheet libraries read it.
    var rootSafeArea: UIEdgeInsets {
        guard let application = UIApplication.shared as UIApplication? else { return .zero }
        return application.keyWindow?.rootViewController?.view.safeAreaInsets ?? .zero
    }

    func top(for detent: Detent) -> CGFloat {
        guard let containerView = containerView else { return 0 }
        switch detent {
        case .short: return containerView.bounds.height - shortHeight - rootSafeArea.bottom
        case .tall: return rootSafeArea.top + tallTopInset
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let top = self.top(for: detent)
        return CGRect(x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        container.frame = frameOfPresentedViewInContainerView
        containerView?.addGestureRecognizer(drag)
        feedback.prepare()
    }

    func didDrag(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            dragStartY = container.frame.minY
            container.layer.shouldRasterize = true
            container.layer.rasterizationScale = UIScreen.main.scale
            rasterizedWhileDragging = container.layer.rasterizationScale == UIScreen.main.scale
        case .changed:
            let y = max(top(for: .tall), dragStartY + recognizer.translation(in: containerView).y)
            container.frame.origin.y = y
        case .ended, .cancelled:
            container.layer.shouldRasterize = false
            let velocity = recognizer.velocity(in: containerView).y
            let middle = (top(for: .short) + top(for: .tall)) / 2
            let target: Detent = velocity < -300 || (abs(velocity) <= 300 && container.frame.minY < middle) ? .tall : .short
            snap(to: target)
        default:
            break
        }
    }

    private func snap(to target: Detent) {
        detent = target
        snaps.append(target)
        feedback.selectionChanged()
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                self.container.frame = self.frameOfPresentedViewInContainerView
            })
    }
}

final class DrawerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) weak var drawer: DrawerPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = DrawerPresentationController(presentedViewController: presented, presenting: presenting)
        drawer = controller
        return controller
    }
}

/// A list inside the drawer, under a 40-point grab bar: the library configures its insets and
/// watches its offset.
final class DrawerListViewController: UIViewController {
    let list = UIScrollView()
    private var offsetObservation: NSKeyValueObservation?
    private(set) var observedOffsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 390, height: 2000)
        list.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        list.contentInsetAdjustmentBehavior = .never
        view.addSubview(list)
        offsetObservation = list.observe(\.contentOffset, options: .old) { [weak self] scrollView, _ in
            self?.observedOffsets.append(scrollView.contentOffset.y)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        list.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: max(0, view.bounds.height - 40))
    }
}

@MainActor
@Suite("iOS-style client code: a pan-driven drawer with its own container view")
struct DrawerIdiomsTests {
    @Test("The drawer presents at its short height above the home indicator, snaps tall on a drag up and back on a drag down")
    func drawerSnaps() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitioning = DrawerTransitioningDelegate()
        let list = DrawerListViewController()
        list.modalPresentationStyle = .custom
        list.transitioningDelegate = transitioning
        root.present(list, animated: true)
        window.advance(by: 1)
        let drawer = try #require(transitioning.drawer)
        let safeArea = window.safeAreaInsets
        #expect(drawer.rootSafeArea == safeArea)
        // The presented controller's view sits inside the drawer's container, not in the container view directly.
        #expect(list.view.superview === drawer.presentedView)
        #expect(drawer.presentedView.frame.minY == 844 - 300 - safeArea.bottom)
        #expect(list.view.frame == drawer.presentedView.bounds)
        #expect(list.list.frame.minY == 40)

        // Dragged by the grab bar (the list below it scrolls its own content).
        let shortTop = 844 - 300 - safeArea.bottom
        window.drag(from: CGPoint(x: 195, y: shortTop + 20), to: CGPoint(x: 195, y: shortTop - 380), duration: 0.3)
        #expect(drawer.rasterizedWhileDragging)
        #expect(drawer.presentedView.layer.shouldRasterize == false)
        window.advance(by: 1)
        #expect(drawer.snaps == [.tall])
        #expect(drawer.presentedView.frame.minY == safeArea.top + 80)

        let tallTop = safeArea.top + 80
        window.drag(from: CGPoint(x: 195, y: tallTop + 20), to: CGPoint(x: 195, y: tallTop + 420), duration: 0.3)
        window.advance(by: 1)
        #expect(drawer.snaps == [.tall, .short])
        #expect(drawer.presentedView.frame.minY == 844 - 300 - safeArea.bottom)
    }

    @Test("The list's indicator insets and adjustment behaviour are kept; its offset is observed")
    func listConfiguration() {
        let list = DrawerListViewController()
        list.loadViewIfNeeded()
        #expect(list.list.verticalScrollIndicatorInsets.bottom == 34)
        #expect(list.list.horizontalScrollIndicatorInsets.bottom == 34)
        #expect(list.list.contentInsetAdjustmentBehavior == .never)
        list.list.contentOffset.y = 120
        #expect(list.observedOffsets == [120])
    }
}
