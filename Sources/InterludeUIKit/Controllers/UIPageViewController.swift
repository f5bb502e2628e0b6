/// A container that pages between child controllers, UIKit's `UIPageViewController`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontroller), with the `.scroll`
/// style: the pages lie side by side (``OptionsKey/interPageSpacing`` apart) and a finger drags
/// them; on release the velocity-projected offset (`v·d/(1 − d)`, d = 0.998 per millisecond)
/// decides whether the neighbour the data source gave comes in (past half a page) or the page
/// springs back. The `.pageCurl` style is drawn as a simplified curl: the leaving page turns about
/// its spine edge (a perspective rotation of 90°) over the arriving one.
///
/// Paging changes the children with UIKit's appearance calls (the arriving page's will-appear when
/// the drag starts, balanced by a disappear when it is cancelled) and tells the delegate
/// `pageViewController(_:willTransitionTo:)` when a drag brings in a page and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` when it
/// ends. One page shows at a time.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like a book's (drawn as a simplified curl).
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a change goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the creation options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// A key with the text `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between pages of the `.scroll` style, in points (a `CGFloat` or number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine of the `.pageCurl` style is (stored; Interlude draws a spine at the leading edge).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// The duration of an animated page change and of the settling after a drag, in seconds
    /// (Interlude's choice; UIKit documents none).
    static let pageDuration: TimeInterval = 0.35
    /// The fraction of velocity kept per millisecond in the release projection.
    static let projectionRate: CGFloat = 0.998

    /// The style given at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation given at creation.
    public let navigationOrientation: NavigationOrientation
    /// The gap between `.scroll` pages, in points.
    public let interPageSpacing: CGFloat
    /// The object asked for the pages before and after the shown one (held weakly).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told about page changes (held weakly).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The controllers shown: the current page.
    open private(set) var viewControllers: [UIViewController]?

    private let pan = UIPanGestureRecognizer()
    /// The page a drag is bringing in, with the direction it comes from.
    private var incoming: (controller: UIViewController, direction: NavigationDirection)?
    private var isChanging = false

    /// A page view controller of `style` along `navigationOrientation` with `options`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing]
        interPageSpacing =
            (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The recognizers that turn pages (the drag).
    open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        _ = pan.addTarget(self, action: UIPageViewController.handlePan)
        view.addGestureRecognizer(pan)
    }

    /// The page's length along the axis, plus the spacing.
    private var pageStride: CGFloat {
        (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    /// The frame of a page `index` pages from the current one (−1 before, 1 after).
    private func pageFrame(offset index: CGFloat, shift: CGFloat = 0) -> CGRect {
        let delta = index * pageStride + shift
        return navigationOrientation == .horizontal
            ? view.bounds.offsetBy(dx: delta, dy: 0) : view.bounds.offsetBy(dx: 0, dy: delta)
    }

    /// Shows `viewControllers` (one page), sliding (`.scroll`) or turning (`.pageCurl`) in the
    /// `direction` when `animated`; `completion` hears whether it finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let next = viewControllers?.first else {
            invalidArgument(
                "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition")
        }
        loadViewIfNeeded()
        let previous = self.viewControllers?.first
        guard next !== previous else {
            completion?(true)
            return
        }
        let shown = view.window != nil
        if next.parent !== self { addChild(next) }
        previous?.willMove(toParent: nil)
        if shown {
            previous?.beginAppearanceTransition(false, animated: animated)
            next.beginAppearanceTransition(true, animated: animated)
        }
        next.view.frame = view.bounds
        self.viewControllers = [next]
        let end: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            previous?.view.removeFromSuperview()
            previous?.view.layer.transform = CATransform3DIdentity
            next.view.frame = self.view.bounds
            if shown {
                previous?.endAppearanceTransition()
                next.endAppearanceTransition()
            }
            previous?.removeFromParent()
            next.didMove(toParent: self)
            completion?(finished)
        }
        guard animated, let previous, shown else {
            view.addSubview(next.view)
            if shown { next.sendViewIsAppearingIfReady() }
            return end(true)
        }
        let sign: CGFloat = direction == .forward ? 1 : -1
        switch transitionStyle {
        case .scroll:
            next.view.frame = pageFrame(offset: sign)
            view.addSubview(next.view)
            next.sendViewIsAppearingIfReady()
            UIView.animate(
                withDuration: Self.pageDuration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    next.view.frame = self.view.bounds
                    previous.view.frame = self.pageFrame(offset: -sign)
                }, completion: end)
        case .pageCurl:
            view.insertSubview(next.view, belowSubview: previous.view)
            next.sendViewIsAppearingIfReady()
            turn(previous.view, forward: direction == .forward, completion: end)
        }
    }

    /// The simplified curl: `page` turns 90° about its spine (the leading edge going forward, the
    /// trailing edge going back) with perspective, revealing what lies under it.
    private func turn(_ page: UIView, forward: Bool, completion: @escaping (Bool) -> Void) {
        let layer = page.layer
        let bounds = page.bounds
        let spineX: CGFloat = forward ? 0 : 1
        let oldAnchor = layer.anchorPoint
        layer.anchorPoint = CGPoint(x: spineX, y: 0.5)
        layer.position = CGPoint(x: page.frame.minX + bounds.width * spineX, y: page.frame.midY)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        let turned = CATransform3DRotate(perspective, (forward ? -1 : 1) * .pi / 2, 0, 1, 0)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: perspective)
        animation.toValue = NSValue(caTransform3D: turned)
        animation.duration = Self.pageDuration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            layer.anchorPoint = oldAnchor
            layer.transform = CATransform3DIdentity
            completion(true)
        }
        layer.transform = turned
        layer.add(animation, forKey: "pageCurl")
        CATransaction.commit()
    }

    // MARK: Dragging (.scroll)

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard transitionStyle == .scroll, let current = viewControllers?.first else { return }
        let translation = recognizer.translation(in: view), velocity = recognizer.velocity(in: view)
        let distance = navigationOrientation == .horizontal ? translation.x : translation.y
        let speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
        switch recognizer.state {
        case .began, .changed:
            if recognizer.state == .began {
                guard !isChanging else { return }
                isChanging = true
            }
            guard isChanging else { return }
            let direction: NavigationDirection = distance < 0 ? .forward : .reverse
            if incoming?.direction != direction { bringIn(direction, besides: current) }
            let shift = incoming == nil ? distance / 3 : distance
            current.view.frame = pageFrame(offset: 0, shift: shift)
            if let incoming {
                incoming.controller.view.frame = pageFrame(offset: incoming.direction == .forward ? 1 : -1, shift: shift)
            }
        case .ended, .cancelled, .failed:
            guard isChanging else { return }
            isChanging = false
            let projected = distance + speed / 1000 * Self.projectionRate / (1 - Self.projectionRate)
            let completes =
                recognizer.state == .ended && incoming != nil
                && abs(projected) > pageStride / 2 && (projected < 0) == (incoming?.direction == .forward)
            settle(current: current, completes: completes)
        default:
            break
        }
    }

    /// Asks the data source for the page in `direction` and puts it beside the current one,
    /// dropping one that came from the other side.
    private func bringIn(_ direction: NavigationDirection, besides current: UIViewController) {
        if let previous = incoming {
            previous.controller.beginAppearanceTransition(false, animated: true)
            previous.controller.view.removeFromSuperview()
            previous.controller.endAppearanceTransition()
            current.beginAppearanceTransition(true, animated: true)
            current.endAppearanceTransition()
            previous.controller.removeFromParent()
            incoming = nil
        }
        let neighbour =
            direction == .forward
            ? dataSource?.pageViewController(self, viewControllerAfter: current)
            : dataSource?.pageViewController(self, viewControllerBefore: current)
        guard let neighbour else { return }
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
        addChild(neighbour)
        neighbour.view.frame = pageFrame(offset: direction == .forward ? 1 : -1)
        view.addSubview(neighbour.view)
        if view.window != nil {
            current.beginAppearanceTransition(false, animated: true)
            neighbour.beginAppearanceTransition(true, animated: true)
            neighbour.sendViewIsAppearingIfReady()
        }
        incoming = (neighbour, direction)
    }

    /// Slides to the incoming page (`completes`) or back to the current one, then tells the delegate.
    private func settle(current: UIViewController, completes: Bool) {
        let arriving = incoming
        incoming = nil
        let shown = view.window != nil
        let sign: CGFloat = arriving?.direction == .forward ? 1 : -1
        UIView.animate(
            withDuration: Self.pageDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                if completes {
                    current.view.frame = self.pageFrame(offset: -sign)
                    arriving?.controller.view.frame = self.view.bounds
                } else {
                    current.view.frame = self.view.bounds
                    arriving?.controller.view.frame = self.pageFrame(offset: sign)
                }
            },
            completion: { [weak self] _ in
                guard let self else { return }
                guard let arriving else { return }
                if completes {
                    current.willMove(toParent: nil)
                    current.view.removeFromSuperview()
                    if shown {
                        current.endAppearanceTransition()
                        arriving.controller.endAppearanceTransition()
                    }
                    current.removeFromParent()
                    arriving.controller.didMove(toParent: self)
                    self.viewControllers = [arriving.controller]
                } else {
                    arriving.controller.view.removeFromSuperview()
                    if shown {
                        arriving.controller.beginAppearanceTransition(false, animated: true)
                        arriving.controller.endAppearanceTransition()
                        current.beginAppearanceTransition(true, animated: true)
                        current.endAppearanceTransition()
                    }
                    arriving.controller.removeFromParent()
                }
                self.delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completes)
            })
    }
}
