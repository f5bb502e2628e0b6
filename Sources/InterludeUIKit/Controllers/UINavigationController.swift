/// A container that shows a stack of controllers, one at a time, with a bar on top.
///
/// Pushes and pops are transitions (see `ViewControllerTransition`): ``viewControllers``
/// already shows the new stack when the transition starts, the delegate may supply the
/// animation and interaction controllers, and a cancelled interactive pop restores the stack
/// exactly. Requests made while a transition runs wait for it (see `TransitionQueue`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does to the stack, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }

    private var stack: [UIViewController] = []
    /// The delegate told about shows and asked for transition controllers (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar on top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// Holds the top controller's view, below the bar.
    let contentView = UIView(frame: .zero)
    /// The toolbar at the bottom (see `UINavigationController+Toolbar.swift`).
    let builtInToolbar: UIToolbar = {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isHidden = true
        return toolbar
    }()
    /// Whether ``isToolbarHidden`` is set (the toolbar also hides for the top controller's
    /// `hidesBottomBarWhenPushed`).
    var toolbarHiddenFlag = true
    /// The bars sliding out or in (see `UINavigationController+AnimatedBars.swift`).
    var barSlides = BarSlides()
    /// The toolbar's part in a push or pop that is starting: until its animation begins, the
    /// toolbar's changes happen at once and the transition carries them (see `ToolbarHandoff`).
    weak var startingToolbarHandoff: ToolbarHandoff?
    private lazy var popDriver = InteractivePopDriver(navigationController: self)
    private var popGesture: UIScreenEdgePanGestureRecognizer?

    // MARK: Hiding the bars (see UINavigationController+BarHiding.swift)

    /// Whether an upward swipe in the content hides the navigation bar and toolbar, and a
    /// downward one shows them; the toolbar takes part only when it has items. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe).
    open var hidesBarsOnSwipe = false { didSet { updateBarHidingRecognizers() } }
    /// Whether a tap in the content that nothing else handles hides the bars, or shows them when
    /// hidden. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsontap).
    open var hidesBarsOnTap = false { didSet { updateBarHidingRecognizers() } }
    /// Whether the keyboard appearing hides the bars; they stay hidden when it goes, and a tap in
    /// the content shows them. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarswhenkeyboardappears).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether moving to a vertically compact environment hides the bars; back in a regular one
    /// they show again, and a tap in the content shows them meanwhile. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarswhenverticallycompact).
    open var hidesBarsWhenVerticallyCompact = false
    /// The pan that hides and shows the bars for ``hidesBarsOnSwipe``; enabled only while that is
    /// true. Change it as needed, but keep its delegate, target and view
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/barhideonswipegesturerecognizer).
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHidePan }
    /// The tap that hides and shows the bars for ``hidesBarsOnTap`` (and shows bars the keyboard or
    /// a compact environment hid); enabled only while one of those applies
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/barhideontapgesturerecognizer).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHideTap }
    let barHidePan = UIPanGestureRecognizer()
    let barHideTap = UITapGestureRecognizer()
    lazy var barHidingDriver = BarHidingDriver(navigationController: self)
    /// Whether the keyboard (``hidesBarsWhenKeyboardAppears``) or a vertically compact
    /// environment (``hidesBarsWhenVerticallyCompact``) hid the bars, until they show again.
    var barsHiddenForKeyboard = false
    var barsHiddenForCompactHeight = false

    /// The left-edge swipe that pops interactively; made with the view.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGesture
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    /// Designated, as in UIKit's Swift interface: subclasses call `super.init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        install([rootViewController])
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.navigationController = self
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: UINavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.owningNavigationController = self
        root.addSubview(navigationBar)
        installToolbar(in: root)
        let edgePan = UIScreenEdgePanGestureRecognizer(target: popDriver, action: InteractivePopDriver.handlePan)
        edgePan.edges = .left
        edgePan.delegate = popDriver
        root.addGestureRecognizer(edgePan)
        popGesture = edgePan
        installBarHidingRecognizers(in: root)
        view = root
        showTopView()
        updateBar()
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden; true from the start of an animated hide. Setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden || barSlides.navigationBar.isLeaving }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; the children's safe areas lose or gain its height. When
    /// `animated`, the bar slides up out of the view (or down into it) over
    /// ``hideShowBarDuration`` and the children's layout follows (see
    /// `UINavigationController+AnimatedBars.swift`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard isNavigationBarHidden != hidden else { return }
        slideNavigationBar(hidden: hidden, animated: animated)
    }

    // MARK: The toolbar

    /// The toolbar the navigation controller manages; fill it through the children's
    /// `toolbarItems`, not directly.
    open var toolbar: UIToolbar! { builtInToolbar }

    /// Whether the toolbar is hidden. Defaults to true. Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the children's safe areas lose or gain its height. When
    /// `animated`, the toolbar slides down out of the view (or up into it) over
    /// ``hideShowBarDuration`` and the children's layout follows; called from `viewWillAppear`
    /// of a controller being pushed or popped to, it leaves or arrives with the views of the
    /// transition instead (see `ToolbarHandoff`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        if !animated, hidden != toolbarHiddenFlag { startingToolbarHandoff?.carriesChange = false }
        toolbarHiddenFlag = hidden
        updateToolbarVisibility(animated: animated)
    }

    override var childObscuringBars: [UIView] { [navigationBar, builtInToolbar] }

    /// The top controller's view stops at the bar unless it extends under it (see
    /// `UIViewController+ExtendedLayout.swift`).
    override func frameForChildView(_ child: UIViewController, in bounds: CGRect) -> CGRect {
        frameAboveToolbar(for: child, in: frameBelowBar(for: child, in: bounds))
    }

    override func placeShownChildView() { placeTopView() }

    /// The edge-swipe pop starts at the leading edge: the left one, the right one when the
    /// controller's view lays out right to left (where the push slides in from the left).
    func updatePopGestureEdge() {
        popGesture?.edges = viewIfLoaded?.arrangesRightToLeft == true ? .right : .left
    }

    /// The top controller decides whether the status bar hides, as in UIKit.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The top controller decides the status bar style only while the bar is hidden; otherwise the
    /// navigation controller does, from the bar (UIKit's behaviour).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// Light content over a `.black` navigation bar, else `.default`.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// Places the bar right below the status bar: at the top safe-area inset the navigation
    /// controller's view has from its window and containers (without its own additional insets),
    /// its background reaching up to the top of the view, as UIKit's does.
    func layoutNavigationBar() {
        guard let root = viewIfLoaded else { return }
        let top = max(0, root.safeAreaInsets.top - additionalSafeAreaInsets.top)
        navigationBar.backgroundExtent = top
        let height = navigationBar.currentHeight
        let y = barSlides.navigationBar.isLeaving ? -height : top
        let frame = CGRect(x: 0, y: y, width: root.bounds.width, height: height)
        guard navigationBar.frame != frame else { return }
        navigationBar.frame = frame
        placeShownChildView()
        childSafeAreasNeedUpdate()
    }

    // MARK: The stack

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller on screen: one presented over the navigation controller, else the top one.
    open var visibleViewController: UIViewController? {
        var presented = _presentedViewController
        while let next = presented?._presentedViewController { presented = next }
        return presented ?? topViewController
    }

    override func showsView(of child: UIViewController) -> Bool { child === topViewController }

    override var childrenReceivingAppearance: [UIViewController] {
        guard let top = topViewController, let root = viewIfLoaded, top.isViewLoaded, top.containedView.isDescendant(of: root)
        else { return [] }
        return [top]
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UITabBarController {
            invalidArgument("Pushing a tab bar controller is not supported")
        }
        if stack.contains(where: { $0 === viewController }) {
            invalidArgument("Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        if let queue = busyQueue {
            return queue.enqueue { [weak self] in self?.pushViewController(viewController, animated: animated) }
        }
        let before = stack
        stack.append(viewController)
        addChild(viewController)
        change(from: before, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one (nil on the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        if let queue = busyQueue {
            let top = stack.last
            queue.enqueue { [weak self] in
                guard let self, self.stack.last === top else { return }
                self.popViewController(animated: animated)
            }
            return top
        }
        let before = stack
        stack.removeLast()
        change(from: before, animated: animated)
        return before.last
    }

    /// Pops until `viewController` is on top; returns the popped controllers (nil when it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report(
                "popToViewController(_:animated:): \(viewController) is not in the navigation stack; nothing popped")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        if let queue = busyQueue {
            // Run later only if the target is still in the stack then (as a queued pop checks its top).
            queue.enqueue { [weak self, weak viewController] in
                guard let self, let viewController, self.stack.contains(where: { $0 === viewController }) else { return }
                self.popToViewController(viewController, animated: animated)
            }
            return popped
        }
        let before = stack
        stack.removeSubrange((index + 1)...)
        change(from: before, animated: animated)
        return popped
    }

    /// Pops everything above the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        if let queue = busyQueue, stack.count > 1 {
            // The root when it runs: a queued `setViewControllers` may replace it first.
            queue.enqueue { [weak self] in self?.popToRootViewController(animated: animated) }
            return Array(stack.dropFirst())
        }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; animates as a push when the new top is new, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if let tabs = viewControllers.first(where: { $0 is UITabBarController }) {
            invalidArgument("Pushing a tab bar controller is not supported (\(tabs))")
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            invalidArgument("All view controllers in a navigation controller must be distinct (\(controller))")
        }
        if let queue = busyQueue {
            return queue.enqueue { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
        }
        let before = stack
        stack = viewControllers
        for controller in viewControllers where controller._parent !== self { addChild(controller) }
        change(from: before, animated: animated)
    }

    // MARK: Transitions

    /// The window's transition queue when a transition runs in it.
    private var busyQueue: TransitionQueue? {
        guard let queue = viewIfLoaded?.window?.transitionQueue, queue.isBusy else { return nil }
        return queue
    }

    /// Whether the navigation controller's view is on screen, so changes are transitions.
    private var isShowing: Bool { viewIfLoaded?.window != nil }

    /// Moves from the stack `before` to the current stack: a transition when on screen and the
    /// top changed, else bookkeeping only.
    private func change(from before: [UIViewController], animated: Bool) {
        // Stacks change at the top: compare past the common bottom only.
        let common = zip(before, stack).prefix { $0 === $1 }.count
        let oldTop = before[common...], newTop = stack[common...]
        let removed = oldTop.filter { old in !newTop.contains { $0 === old } }
        let added = newTop.filter { new in !oldTop.contains { $0 === new } }
        let layoutNavigation = LayoutToLayoutNavigation.make(before: before, after: stack, added: added)
        for controller in removed { controller.willMove(toParent: nil) }
        guard isShowing, let from = before.last, let to = stack.last, from !== to else {
            if let layoutNavigation {
                layoutNavigation.collectionView.setCollectionViewLayout(layoutNavigation.layout, animated: false)
            }
            LayoutToLayoutNavigation.release(removed)
            for controller in removed {
                controller.endHostedPresentations()
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
            if isViewLoaded { showTopView() }
            updateBar()
            if let tabs = tabBarController, tabs.selectedViewController === self { tabs.updateBottomBarForSelection() }
            return
        }
        let operation: Operation = before.contains { $0 === to } ? .pop : .push
        delegate?.navigationController(self, willShow: to, animated: animated)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let layoutNavigation {
            // A layout change of the shared collection view instead of a slide, animated or not
            // (the delegate is not asked for an animation controller).
            animator = LayoutToLayoutNavigationAnimator(layoutNavigation)
            interactor = animated ? systemInteractionController(for: operation) : nil
        } else if animated {
            if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
                animator = custom
                interactor = delegate?.navigationController(self, interactionControllerFor: custom)
            } else if let zoom = ZoomTransitionAnimator.make(
                zoomed: operation == .push ? to : from,
                source: operation == .push ? from : (from.zoomSourceController ?? to), zoomsIn: operation == .push)
            {
                if operation == .push { to.zoomSourceController = from }
                animator = zoom
                interactor = zoom.interaction
            } else {
                animator = NavigationSlideAnimator(operation: operation)
                interactor = systemInteractionController(for: operation)
            }
        }
        let change = NavigationChange(
            self, operation: operation, from: from, to: to, before: before,
            removed: removed, added: added, animated: animated)
        let transition = change.makeTransition(animationController: animator, interactionController: interactor)
        updateBar()
        transition.start(in: view.window?.transitionQueue)
    }

    /// Called when a push or pop ends, with the stack to restore when it was cancelled.
    func stackChangeEnded(restoring before: [UIViewController]?) {
        if let before { stack = before }
        updateBar()
    }

    /// The interaction controller of the standard edge-swipe pop, when that gesture is driving.
    func systemInteractionController(for operation: Operation) -> (any UIViewControllerInteractiveTransitioning)? {
        operation == .pop ? popDriver.takeOfferedInteraction() : nil
    }

    /// Puts the top controller's view (alone) in the content view.
    private func showTopView() {
        guard let top = stack.last else { return }
        let view = top.containedView
        for subview in contentView.subviews where subview !== view { subview.removeFromSuperview() }
        if view.superview !== contentView { contentView.addSubview(view) }
        view.frame = frameForChildView(top, in: contentView.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    private func updateBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        updateToolbar()
    }

    /// Sets the root without transitions, for `init(rootViewController:)`.
    private func install(_ controllers: [UIViewController]) {
        stack = controllers
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}

/// The root view of a navigation controller: lays the bar out below the status bar.
@MainActor
final class NavigationControllerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationBar()
        navigationController?.layoutToolbar()
        navigationController?.updatePopGestureEdge()
    }
}
