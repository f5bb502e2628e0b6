/// An object that manages a view hierarchy: its loading, its appearance, its place among other
/// controllers (containment and presentation) and the transitions between them.
///
/// As in UIKit the view is loaded lazily: the first read of ``view`` calls ``loadView()`` and
/// then ``viewDidLoad()``. Appearance callbacks come from the containers and from presentation;
/// see [The Lifecycle Contract](/documentation/interlude/thelifecyclecontract).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    private var _title: String?
    private var _navigationItem: UINavigationItem?
    private var _tabBarItem: UITabBarItem?

    var _children: [UIViewController] = []
    weak var _parent: UIViewController?

    /// Where this controller stands in its appearance cycle.
    var appearanceState = AppearanceState.disappeared
    /// Whether the `animated` flag of the current appearance change was set.
    var appearanceIsAnimated = false
    /// Whether `viewIsAppearing(_:)` is still owed for the current appearance.
    var owesViewIsAppearing = false

    /// The controller this one presents (strong: the presenter owns what it presents).
    var _presentedViewController: UIViewController?
    /// The controller that presents this one.
    weak var _presentingViewController: UIViewController?
    /// The presentation controller managing this controller's presentation, while presented.
    var _presentationController: UIPresentationController?
    /// The transition this controller takes part in, while one runs.
    var _activeTransition: ViewControllerTransition?
    /// Segues registered with ``registerSegue(withIdentifier:kind:destination:)``.
    var segueTemplates: [String: SegueTemplate] = [:]
    /// Storage of ``overrideUserInterfaceStyle``.
    var _overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The presentation controller made for the next presentation (``presentationController``
    /// read before presenting), with the style it was made for.
    var pendingPresentation: (controller: UIPresentationController, style: UIModalPresentationStyle)?
    /// Traits set with `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The scroll views set with ``setContentScrollView(_:for:)`` for the top and bottom edges.
    var chosenContentScrollViews = ChosenContentScrollViews()

    /// Creates a controller; the nib's name and bundle are kept (``nibName``, ``nibBundle``) but
    /// no nib is loaded: Interlude builds views in code, with ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// The name of the nib given when the controller was made (never loaded under Interlude).
    open private(set) var nibName: String?
    /// The bundle given when the controller was made.
    open private(set) var nibBundle: Bundle?

    /// Creates a controller whose view ``loadView()`` makes.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Storyboards are not supported; controllers are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// The view a container (navigation or tab bar controller) shows for this controller: its
    /// view, or the collection view it shares in a layout-to-layout navigation.
    var containedView: UIView { view }

    /// Makes the root view. The default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        // The screen is the window the view is going to (see UIScreen): its parent's or presenter's.
        let host = (parent ?? _presentingViewController)?.viewIfLoaded?.window
        UIScreen.main.measuring(host) {
            loadView()
            if _view == nil {
                Diagnostics.report("\(Self.self).loadView() did not set a view; using a plain view")
                view = UIView(frame: UIScreen.main.bounds)
            }
            viewDidLoad()
        }
        _view?.setNeedsUpdateConstraints()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The scroll view whose content edge bars at `edge` (`.top` or `.bottom`) watch: the one set
    /// with ``setContentScrollView(_:for:)``, else one found in the view hierarchy (see
    /// `UIViewController+ContentScrollView.swift`). Override it to return nil to keep the bars in
    /// their standard appearance. Any other edge stops with a message, as UIKit raises
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        chosenContentScrollView(for: edge)
    }

    /// Sets the scroll view bars at `edge` watch (`.top`, `.bottom` or both, e.g. `.all`); nil
    /// lets the controller find one again.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        chooseContentScrollView(scrollView, for: edge)
    }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`. Defaults to true.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Called when the view owes `updateConstraints()` (after `view.setNeedsUpdateConstraints()`,
    /// and once before the view's first layout pass), before `viewWillLayoutSubviews()`. The
    /// default sends `updateConstraints()` to the view; overrides must call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Traits (see UIViewController+Traits.swift)

    /// Light or dark for this controller, its views and its children whatever the environment's;
    /// `.unspecified` (the default) follows the environment.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set { TraitChangeDelivery.perform(in: viewIfLoaded?.window) { _overrideUserInterfaceStyle = newValue } }
    }

    /// Called after the controller's traits changed (its window was resized, an override
    /// changed), with the traits it had before. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits this container imposes on `childViewController` on top of its own (set with
    /// `setOverrideTraitCollection(_:forChild:)`), or nil.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Safe area (see UIView+SafeArea.swift)

    /// Insets added to the safe area of the controller's root view (and so of its subviews and
    /// children) on top of what the status bar, the home indicator and the containers' bars
    /// cover. Defaults to zero.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.safeAreaCheckPending = true
            view.setNeedsLayout()
        }
    }

    /// Called when the safe-area insets of the root view changed, after the view's own
    /// `safeAreaInsetsDidChange()` and before the view lays out. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// The bars this container draws over its children's root views (a navigation bar, a tab
    /// bar); they add to the children's safe areas. None by default.
    var childObscuringBars: [UIView] { [] }

    /// The edges along which the view reaches under its container's bars: a navigation
    /// controller's bar (`.top`), a tab bar controller's bar (`.bottom`). Without an edge, the view
    /// stops at the bar. Defaults to `.all` (see `UIViewController+ExtendedLayout.swift`).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { _parent?.placeShownChildView() } }
    }

    /// Whether the view reaches under opaque bars too, along ``edgesForExtendedLayout``; by default
    /// (false) it reaches only under translucent ones.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { _parent?.placeShownChildView() } }
    }

    /// Whether a tab bar controller's bar hides while the controller is on its navigation stack:
    /// it leaves with the view the controller's push covers, and comes back with the view a pop
    /// uncovers (see `BottomBarHandoff.swift`). A navigation controller's toolbar hides while this
    /// controller is on top of the stack. Defaults to false.
    open var hidesBottomBarWhenPushed = false {
        didSet {
            guard let navigation = _parent as? UINavigationController, navigation.topViewController === self else { return }
            navigation.updateToolbarVisibility()
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top of its
    /// stack. Setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var toolbarItemsStorage: [UIBarButtonItem]?

    /// Sets ``toolbarItems``; the toolbar of the navigation controller this controller tops shows
    /// them at once (`animated` is accepted for UIKit's spelling).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        guard let navigation = _parent as? UINavigationController, navigation.topViewController === self else { return }
        navigation.builtInToolbar.setItems(toolbarItems, animated: animated)
    }

    /// The frame of `child`'s root view in a content view with `bounds` (see
    /// `UIViewController+ExtendedLayout.swift`): all of it unless a container's bar stops it.
    func frameForChildView(_ child: UIViewController, in bounds: CGRect) -> CGRect { bounds }

    /// Puts the child shown in the content view back at its frame (its layout preferences or a
    /// bar changed). Containers override it; nothing by default.
    func placeShownChildView() {}

    /// Called when the app receives a memory warning (see
    /// `UIApplication.simulateMemoryWarning()`), on every controller in a window's hierarchy.
    /// Release what can be rebuilt. Does nothing by default: since iOS 6 UIKit no longer unloads the
    /// view here, and neither does Interlude.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance callbacks (see UIViewController+Appearance.swift for when they come)

    /// The view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and laid out; called once per appearance, after `viewWillAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to a view hierarchy and its transition finished.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from a view hierarchy and its transition finished.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a container forwards appearance callbacks to its children automatically.
    /// Defaults to true; return false to call ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on the children yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that appear and disappear with this controller: by default those whose views
    /// are inside this controller's view. Containers narrow it to their visible child.
    var childrenReceivingAppearance: [UIViewController] { childrenInsideView }

    /// Whether `child`'s view belongs in this controller's view now: always, for a plain
    /// container; containers that show one child at a time narrow it to that child.
    func showsView(of child: UIViewController) -> Bool { true }

    /// Whether this controller's view belongs where its parent put it (a navigation controller's
    /// lower pages and a tab bar controller's other tabs are off screen).
    var isShownByParent: Bool { _parent?.showsView(of: self) ?? true }

    // MARK: Containment (see UIViewController+Containment.swift)

    /// Adds `childController` as a child; sends it `willMove(toParent:)` first.
    /// Call `didMove(toParent:)` on it once its view is in place, as UIKit requires.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes this controller from its parent; sends it `didMove(toParent: nil)` after.
    /// Call `willMove(toParent: nil)` before, as UIKit requires.
    open func removeFromParent() { performRemoveFromParent() }

    /// Called just before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the controller is shown when presented. Defaults to `.automatic` (a page sheet).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The built-in animation used when presented without a custom animation controller.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a `.currentContext` presentation from this controller or its children covers this
    /// controller's view (instead of the window). Defaults to false.
    open var definesPresentationContext = false
    /// Whether a `.currentContext` or `.overCurrentContext` presentation this controller hosts
    /// (it defines the presentation context) animates with this controller's
    /// ``modalTransitionStyle`` instead of the presented controller's, both ways. Defaults to false.
    open var providesPresentationContextTransitionStyle = false
    /// The object asked for custom presentation animations (held weakly, as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether the user may not dismiss the controller while presented (a tap outside a popover
    /// then only tells the presentation's delegate `presentationControllerDidAttemptToDismiss(_:)`).
    /// Defaults to false.
    open var isModalInPresentation = false
    /// The transition used when this controller is pushed or presented (and popped or dismissed):
    /// a zoom from a source view, or a modal transition style. Nil uses the container's own.
    open var preferredTransition: Transition?
    /// The zoom transition this controller zooms in, while it runs (a finger may grab it).
    weak var runningZoom: ZoomTransitionAnimator?
    /// The drag and pinch that dismiss this controller when it was zoomed in.
    var zoomDismissalGesture: ZoomDismissalGesture?
    /// Set while a drag or pinch starts this controller's zoom-out, so it starts interactive.
    var zoomDismissalStartsInteractive = false
    /// The controller this one zoomed in from (asked for the source view again when it zooms out).
    weak var zoomSourceController: UIViewController?

    /// Presents `viewControllerToPresent` modally; `completion` runs after its `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (and everything above it), or this controller
    /// when it is the presented one; `completion` runs after the dismissed controller's `viewDidDisappear(_:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Swaps two children of this custom container: `toViewController`'s view replaces
    /// `fromViewController`'s while `animations` run with `options`, with the children's appearance
    /// calls (see UIViewController+ChildTransition.swift). Both must be children of this controller.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performChildTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations,
            completion: completion)
    }

    // MARK: Segues (see UIStoryboardSegue.swift)

    /// Performs the registered segue `identifier`: makes its destination, calls
    /// ``prepare(for:sender:)``, then performs it. An unknown identifier is a programmer error.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performRegisteredSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue is performed, to configure its destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue triggered by a control may run (not asked by `performSegue`). Defaults to true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Shows `vc`: pushed by the nearest navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary (detail) context. Without a split view controller (Interlude has
    /// none) it is presented modally, as UIKit does when no split view takes it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: Editing (see UIViewController+Editing.swift)

    /// Whether the controller shows its editable view. Defaults to false; setting it calls
    /// ``setEditing(_:animated:)`` with `animated` false.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Storage of ``isEditing``.
    var _isEditing = false
    /// Storage of ``editButtonItem``, made on first use.
    var _editButtonItem: UIBarButtonItem?

    /// Turns editing on or off: sets ``isEditing`` and shows Done on the ``editButtonItem`` while
    /// editing, Edit otherwise. Override to make the view editable; call super.
    open func setEditing(_ editing: Bool, animated: Bool) { editingChanged(to: editing) }

    /// A bar button item that toggles editing: titled Edit, or Done (in the `.done` style) while
    /// editing; a tap calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``,
    /// animated. The same item every time.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItemIfNeeded() }

    // MARK: Items

    /// A name for the controller, shown by navigation and tab bars.
    open var title: String? {
        get { _title }
        set {
            _title = newValue
            _tabBarItem?.titleFromController = newValue
        }
    }

    /// What a navigation bar shows for this controller; made on first access.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: "")
        item.owner = self
        _navigationItem = item
        return item
    }

    /// What a tab bar shows for this controller; made on first access, titled with ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.titleFromController = _title
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }

    /// The size the controller would like when presented in a popover or sheet. Defaults to zero.
    /// A change tells the parent, or the presentation controller of a presented controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent = _parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else {
                _presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    // MARK: Content container (see UIContentContainer.swift)

    /// A child's `preferredContentSize` changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed; never called under Interlude (no Auto Layout
    /// yet). Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller's view becomes `parentSize`: `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The root view is about to take `size` (the window is being resized). The default tells
    /// every child, with the size from `size(forChildContentContainer:withParentContainerSize:)`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The traits are about to become `newCollection` (the window is being resized). The default
    /// tells every child.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children {
            child.willTransition(to: newCollection.overridden(by: overrideTraitCollection(forChild: child)), with: coordinator)
        }
    }

    // MARK: Status bar (see UIStatusBarManager.swift)

    /// Whether the controller wants the status bar hidden. UIKit's default: true in a vertically
    /// compact environment (an iPhone in landscape), else false
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden).
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// The status bar style the controller wants. Defaults to `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// How a change of `prefersStatusBarHidden` animates (inside an animation block). Defaults to `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's. Defaults to nil.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's. Defaults to nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether a controller presented other than `.fullScreen` takes over the status bar from
    /// its presenter. Defaults to false.
    open var modalPresentationCapturesStatusBarAppearance = false

    // MARK: Home indicator and system gestures (see UIStatusBarManager.swift)

    /// Whether the controller lets the system hide the home indicator. Defaults to false. Read
    /// again on ``setNeedsUpdateOfHomeIndicatorAutoHidden()``, from the controller that decides
    /// the status bar, following ``childForHomeIndicatorAutoHidden``.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead of this controller's.
    /// Defaults to nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// The screen edges whose system gestures wait for the app's own first. Defaults to none.
    /// Read again on ``setNeedsUpdateOfScreenEdgesDeferringSystemGestures()``.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// The child whose `preferredScreenEdgesDeferringSystemGestures` is used instead of this
    /// controller's. Defaults to nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    // MARK: Orientation

    /// The orientations the controller supports: `.allButUpsideDown`, the iPhone default.
    /// Interlude reads it nowhere: a window takes whatever size its host gives it.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present the controller in: the window's current one, as UIKit's
    /// default (the status bar's orientation).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIInterfaceOrientation.of(
            size: (viewIfLoaded?.window ?? UIApplication.shared.keyWindow)?.bounds.size ?? UIScreen.main.bounds.size)
    }

    /// Whether the controller's contents rotate with the device. Defaults to true.
    open var shouldAutorotate: Bool { true }

    // MARK: Responder chain

    /// The superview of the root view, or the presenting controller for a presented one.
    open override var next: UIResponder? {
        if _parent == nil, let presenting = _presentingViewController { return presenting }
        return _view?.superview
    }

    /// Called when the root view moved into or out of a window.
    func viewDidMoveToWindow() { sendViewIsAppearingIfReady() }
}
