/// A container that pages between child controllers, UIKit's `UIPageViewController`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontroller), with the `.scroll`
/// style: the pages lie side by side (``OptionsKey/interPageSpacing`` apart) and a finger drags
/// them; on release the velocity-projected offset (`v·d/(1 − d)`, d = 0.998 per millisecond)
/// decides whether the neighbour the data source gave comes in (past half a page) or the page
/// springs back. The `.pageCurl` style is drawn as a simplified curl: pages turn about the spine
/// (a perspective rotation of 90°; see the `curl` extension's notes in the source).
///
/// Paging changes the children with UIKit's appearance calls (the arriving page's will-appear when
/// the drag starts, balanced by a disappear when it is cancelled) and tells the delegate
/// `pageViewController(_:willTransitionTo:)` when a drag brings in a page and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` when it
/// ends. One page shows at a time, except with the `.pageCurl` style's ``SpineLocation/mid`` spine,
/// which shows two side by side (see ``spineLocation``).
///
/// With the `.scroll` style, a horizontal orientation and a data source that implements both
/// ``UIPageViewControllerDataSource/presentationCount(for:)`` and
/// ``UIPageViewControllerDataSource/presentationIndex(for:)``, a page control sits in a strip at
/// the bottom (the pages take the space above it), as UIPageViewController.h describes.
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

    /// Where the spine of the `.pageCurl` style is, the edge or line the pages turn about.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the `.scroll` style's value.
        case none = 0
        /// The left or top edge; one page shows.
        case min = 1
        /// The middle; two pages show side by side.
        case mid = 2
        /// The right or bottom edge; one page shows.
        case max = 3
    }

    /// Keys of the creation options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's text.
        public let rawValue: String
        /// A key with the text `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between pages of the `.scroll` style, in points (a `CGFloat` or number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine of the `.pageCurl` style is: a ``SpineLocation``, its raw value or an
        /// `NSNumber` of it (ignored for the `.scroll` style).
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
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { updatePageIndicator() } }
    /// The object told about page changes (held weakly).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The controllers shown: the current page, or the two pages of a ``SpineLocation/mid`` spine.
    open private(set) var viewControllers: [UIViewController]?

    /// The delegate's answer (``UIPageViewControllerDelegate/pageViewControllerSupportedInterfaceOrientations(_:)``),
    /// or a view controller's without a delegate.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? ownSupportedInterfaceOrientations
    }
    /// The delegate's answer
    /// (``UIPageViewControllerDelegate/pageViewControllerPreferredInterfaceOrientationForPresentation(_:)``),
    /// or a view controller's without a delegate.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? ownPreferredInterfaceOrientationForPresentation
    }
    /// A view controller's supported orientations (what the delegate's default answers).
    final var ownSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    /// A view controller's orientation for presentation (what the delegate's default answers).
    final var ownPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        super.preferredInterfaceOrientationForPresentation
    }

    /// Where the spine is: ``SpineLocation/min`` by default for the `.pageCurl` style (or the
    /// creation option's value), always ``SpineLocation/none`` for `.scroll`. The delegate's
    /// ``UIPageViewControllerDelegate/pageViewController(_:spineLocationFor:)`` changes it when the
    /// interface orientation changes.
    open var spineLocation: SpineLocation { storedSpineLocation }
    var storedSpineLocation: SpineLocation

    /// Whether pages have content on their backs: ``setViewControllers(_:direction:animated:completion:)``
    /// then takes a page's back along with its front for an animated turn. Defaults to false; a
    /// ``SpineLocation/mid`` spine sets it, and setting false with that spine stops with an
    /// invalid-argument error, as Apple's page for the property says.
    open var isDoubleSided: Bool {
        get { storedDoubleSided }
        set {
            if !newValue && storedSpineLocation == .mid {
                // UIKit raises here; its text is not documented, so this one states the rule.
                invalidArgument(
                    "UIPageViewController: isDoubleSided cannot be false while the spine location is \(Self.name(of: .mid))")
            }
            storedDoubleSided = newValue
        }
    }
    var storedDoubleSided = false

    private let pan = UIPanGestureRecognizer()
    /// The page a drag is bringing in, with the direction it comes from.
    private var incoming: (controller: UIViewController, direction: NavigationDirection)?
    private var isChanging = false
    /// Whether an animated change is under way (its pages are not laid out at rest meanwhile).
    var isAnimatingChange = false
    /// The page indicator, while the data source supplies one (see ``UIPageViewControllerDataSource``).
    var pageIndicator: UIPageControl?
    /// Set by the data source's default presentation requirements: the data source does not supply them.
    var presentationRequirementMissing = false
    /// While the delegate picks a new spine, the controllers it sets wait here.
    var pendingSpineControllers: [UIViewController]??

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
        // UIPageViewController.h: .min unless the option names another edge; .none for .scroll.
        let spine = options?[.spineLocation]
        let requested =
            (spine as? SpineLocation) ?? (spine as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (spine as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        storedSpineLocation = style == .scroll ? .none : (requested.flatMap { $0 == .none ? nil : $0 } ?? .min)
        storedDoubleSided = storedSpineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The window is taking a new size: with the `.pageCurl` style, the delegate picks the spine
    /// for the interface orientation to come (see ``UIPageViewControllerDelegate/pageViewController(_:spineLocationFor:)``).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyle == .pageCurl, let delegate else { return }
        let windowSize = (coordinator as? SizeTransitionCoordinator)?.windowSize ?? size
        changeSpine(for: .of(size: windowSize), asking: delegate)
    }

    /// The recognizers that turn pages (the drag).
    open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        _ = pan.addTarget(self, action: UIPageViewController.handlePan)
        view.addGestureRecognizer(pan)
        updatePageIndicator()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutPageIndicator()
        guard !isChanging, !isAnimatingChange, let shown = viewControllers else { return }
        for (index, page) in shown.enumerated() where page.view.superview === view {
            page.view.frame = restingFrame(ofPage: index, of: shown.count)
        }
    }

    /// The space the pages take: the bounds less the page indicator's strip.
    var contentBounds: CGRect {
        guard let pageIndicator else { return view.bounds }
        var bounds = view.bounds
        bounds.size.height = max(0, bounds.height - pageIndicator.intrinsicContentSize.height)
        return bounds
    }

    /// The page's length along the axis, plus the spacing.
    private var pageStride: CGFloat {
        (navigationOrientation == .horizontal ? contentBounds.width : contentBounds.height) + interPageSpacing
    }

    /// The frame of a page `index` pages from the current one (−1 before, 1 after).
    private func pageFrame(offset index: CGFloat, shift: CGFloat = 0) -> CGRect {
        let delta = index * pageStride + shift
        return navigationOrientation == .horizontal
            ? contentBounds.offsetBy(dx: delta, dy: 0) : contentBounds.offsetBy(dx: 0, dy: delta)
    }

    /// Where page `index` of `count` shown rests: the whole content area, or its first or second
    /// half (left and right, or top and bottom) when a ``SpineLocation/mid`` spine shows two.
    func restingFrame(ofPage index: Int, of count: Int) -> CGRect {
        let bounds = contentBounds
        guard count == 2 else { return bounds }
        if navigationOrientation == .horizontal {
            let half = bounds.width / 2
            return CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
        }
        let half = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * half, width: bounds.width, height: half)
    }

    /// Shows `viewControllers`, sliding (`.scroll`) or turning (`.pageCurl`) in the `direction`
    /// when `animated`; `completion` hears whether it finished.
    ///
    /// How many controllers to pass, as UIPageViewController.h and Apple's page for the method say:
    /// one for `.scroll`; for `.pageCurl`, one per page shown (two with a ``SpineLocation/mid``
    /// spine, else one), and for an animated turn from pages already shown with
    /// ``isDoubleSided`` and an edge spine, the page's front and then its back. Another count
    /// stops with UIKit's invalid-argument message.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        if pendingSpineControllers != nil {
            // The delegate is choosing a spine: these are checked against the spine it returns.
            pendingSpineControllers = .some(viewControllers)
            return
        }
        let next = validated(viewControllers ?? [], animated: animated)
        loadViewIfNeeded()
        let previous = self.viewControllers ?? []
        guard !next.elementsEqual(previous, by: ===) else {
            completion?(true)
            return
        }
        let shown = view.window != nil
        let arriving = next.filter { page in !previous.contains { $0 === page } }
        let leaving = previous.filter { page in !next.contains { $0 === page } }
        for page in arriving where page.parent !== self { addChild(page) }
        for page in leaving { page.willMove(toParent: nil) }
        if shown {
            for page in leaving { page.beginAppearanceTransition(false, animated: animated) }
            for page in arriving { page.beginAppearanceTransition(true, animated: animated) }
        }
        for (index, page) in next.enumerated() { page.view.frame = restingFrame(ofPage: index, of: next.count) }
        self.viewControllers = next
        updatePageIndicator()
        let end: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            self.isAnimatingChange = false
            for page in leaving {
                page.view.removeFromSuperview()
                page.view.layer.transform = CATransform3DIdentity
            }
            for (index, page) in next.enumerated() {
                page.view.layer.transform = CATransform3DIdentity
                page.view.frame = self.restingFrame(ofPage: index, of: next.count)
            }
            if shown {
                for page in leaving { page.endAppearanceTransition() }
                for page in arriving { page.endAppearanceTransition() }
            }
            for page in leaving { page.removeFromParent() }
            for page in arriving { page.didMove(toParent: self) }
            completion?(finished)
        }
        guard animated, !previous.isEmpty, shown else {
            for page in next { view.addSubview(page.view) }
            if shown { for page in arriving { page.sendViewIsAppearingIfReady() } }
            return end(true)
        }
        isAnimatingChange = true
        switch transitionStyle {
        case .scroll:
            let sign: CGFloat = direction == .forward ? 1 : -1
            let page = next[0], old = previous[0]
            page.view.frame = pageFrame(offset: sign)
            view.addSubview(page.view)
            page.sendViewIsAppearingIfReady()
            UIView.animate(
                withDuration: Self.pageDuration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    page.view.frame = self.contentBounds
                    old.view.frame = self.pageFrame(offset: -sign)
                }, completion: end)
        case .pageCurl:
            curl(from: previous, to: next, forward: direction == .forward, completion: end)
        }
    }

    /// The controllers to show for `controllers`, after checking their count as UIKit does
    /// (stopping with its message when it does not fit): an animated turn from a valid state takes
    /// ``isDoubleSided`` into account (an edge spine's second controller is the back, not shown);
    /// otherwise the spine decides.
    private func validated(_ controllers: [UIViewController], animated: Bool) -> [UIViewController] {
        switch transitionStyle {
        case .scroll:
            guard controllers.count == 1 else { Self.wrongCount(controllers.count, required: 1) }
            return controllers
        case .pageCurl:
            let pagesShown = storedSpineLocation == .mid ? 2 : 1
            if animated, viewControllers?.count == pagesShown {
                let required = storedDoubleSided ? 2 : 1
                guard controllers.count == required else { Self.wrongCount(controllers.count, required: required) }
                return Array(controllers.prefix(pagesShown))
            }
            guard controllers.count == pagesShown else {
                Self.wrongCount(controllers.count, required: pagesShown, spine: storedSpineLocation)
            }
            return controllers
        }
    }

    /// Stops with UIKit's `NSInvalidArgumentException` text for a count that does not fit the
    /// transition or, with `spine`, the spine location.
    static func wrongCount(_ count: Int, required: Int, spine: SpineLocation? = nil) -> Never {
        guard let spine else {
            invalidArgument(
                "The number of view controllers provided (\(count)) doesn't match the number required (\(required)) for the requested transition"
            )
        }
        invalidArgument(
            "The number of provided view controllers (\(count)) doesn't match the number required (\(required)) for the requested spine location (\(name(of: spine)))"
        )
    }

    /// The spine location's name in UIKit's messages (the C constant's name; Interlude's spelling).
    static func name(of spine: SpineLocation) -> String {
        switch spine {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
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
        isAnimatingChange = true
        UIView.animate(
            withDuration: Self.pageDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                if completes {
                    current.view.frame = self.pageFrame(offset: -sign)
                    arriving?.controller.view.frame = self.contentBounds
                } else {
                    current.view.frame = self.contentBounds
                    arriving?.controller.view.frame = self.pageFrame(offset: sign)
                }
            },
            completion: { [weak self] _ in
                guard let self else { return }
                self.isAnimatingChange = false
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
                    // UIPageViewController.h: after a drag the indicator moves by itself, without
                    // asking the data source.
                    self.pageIndicator?.currentPage += arriving.direction == .forward ? 1 : -1
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
