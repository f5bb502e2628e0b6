/// A container that shows one of several controllers, chosen with a tab bar at the bottom.
///
/// Changing the selection (by ``selectedIndex``, ``selectedViewController`` or a tap on the bar)
/// is a transition: the delegate may supply an animation controller (and then an interaction
/// controller); without one the switch is immediate. Only taps ask the delegate `shouldSelect`
/// and tell it `didSelect`, as in UIKit.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController] = []
    private var selection = NSNotFound
    /// The delegate asked about selection and transitions (held weakly).
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// Whether the bar is hidden because the selected tab's stack asks for it
    /// (`hidesBottomBarWhenPushed`, see `UITabBarController+BottomBar.swift`).
    var hidesBarForStack = false
    /// Holds the selected controller's view.
    let contentView = UIView(frame: .zero)

    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds)
        root.tabBarController = self
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - UITabBar.height, width: root.bounds.width, height: UITabBar.height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
        tabBar.owningTabBarController = self
        root.addSubview(tabBar)
        view = root
        showSelectedView()
    }

    override var childObscuringBars: [UIView] { [tabBar] }

    /// The selected controller's view stops at the bar unless it extends under it (see
    /// `UIViewController+ExtendedLayout.swift`).
    override func frameForChildView(_ child: UIViewController, in bounds: CGRect) -> CGRect {
        frameAboveBar(for: child, in: bounds)
    }

    override func placeShownChildView() { placeSelectedView() }

    /// The selected controller decides the status bar style, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected controller decides whether the status bar hides, as in UIKit.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// Places the bar at the bottom, its items ``UITabBar/height`` points tall above the home
    /// indicator and its background reaching down to the bottom of the view (the bottom safe-area
    /// inset the controller's view has from its window, without its own additional insets), as
    /// UIKit's does.
    func layoutTabBar() {
        guard let root = viewIfLoaded else { return }
        let bottom = max(0, root.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        let height = UITabBar.height + bottom
        let frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        guard tabBar.frame != frame else { return }
        tabBar.frame = frame
        placeShownChildView()
        childSafeAreasNeedUpdate()
    }

    /// The controllers, one per tab. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selection stays on the same controller when it is still
    /// there, else moves to the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        // Requests waiting for a transition that removing a tab ends run once the tabs are set.
        guard let queue = viewIfLoaded?.window?.transitionQueue else {
            return replaceControllers(with: viewControllers ?? [], animated: animated)
        }
        queue.holdingRequests { replaceControllers(with: viewControllers ?? [], animated: animated) }
    }

    private func replaceControllers(with new: [UIViewController], animated: Bool) {
        let old = controllers
        let previous = selectedViewController
        for controller in old where !new.contains(where: { $0 === controller }) {
            if controller === previous { controller.beginAppearanceTransition(false, animated: false) }
            controller.willMove(toParent: nil)
            controller.endHostedPresentations()
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
            if controller === previous { controller.endAppearanceTransition() }
        }
        controllers = new
        for controller in new where controller._parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        if let previous, let index = new.firstIndex(where: { $0 === previous }) {
            selection = index
        } else {
            selection = new.isEmpty ? NSNotFound : 0
            if isShowing, let first = new.first {
                showSelectedView()
                // The new selection follows the tab bar controller's own state: shown now when it
                // is on screen, with it when it is appearing, not at all when it is going away.
                switch appearanceState {
                case .appeared:
                    first.beginAppearanceTransition(true, animated: false)
                    first.endAppearanceTransition()
                case .appearing: first.beginAppearanceTransition(true, animated: false)
                case .disappearing, .disappeared: break
                }
            }
        }
        if isViewLoaded { showSelectedView() }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the selected controller (`NSNotFound` when there is none).
    open var selectedIndex: Int {
        get { selection }
        set {
            guard controllers.indices.contains(newValue) else {
                return Diagnostics.report(
                    "UITabBarController.selectedIndex = \(newValue) is out of 0..<\(controllers.count); selection unchanged")
            }
            select(newValue)
        }
    }

    /// The selected controller. Setting one that is not a tab is ignored with a diagnostic.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selection) ? controllers[selection] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report(
                    "UITabBarController.selectedViewController = \(newValue.map { "\($0)" } ?? "nil") is not one of the tabs; selection unchanged"
                )
            }
            select(index)
        }
    }

    override func showsView(of child: UIViewController) -> Bool { child === selectedViewController }

    override var childrenReceivingAppearance: [UIViewController] {
        guard let selected = selectedViewController, let root = viewIfLoaded,
            selected.viewIfLoaded?.isDescendant(of: root) == true
        else { return [] }
        return [selected]
    }

    /// What a tap on tab `index` does: ask the delegate, select, tell the delegate.
    func userSelected(_ index: Int) {
        guard controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private var isShowing: Bool { viewIfLoaded?.window != nil }

    private func select(_ index: Int) {
        guard index != selection else { return }
        if let queue = viewIfLoaded?.window?.transitionQueue, queue.isBusy {
            // The controller, not the index: the tabs may change before the request runs.
            let target = controllers[index]
            return queue.enqueue { [weak self, weak target] in
                guard let self, let target, let index = self.controllers.firstIndex(where: { $0 === target }) else { return }
                self.select(index)
            }
        }
        guard isShowing, let from = selectedViewController else {
            selection = index
            tabBar.selectedItem = selectedViewController?.tabBarItem
            if isViewLoaded { showSelectedView() }
            return
        }
        let to = controllers[index]
        let before = selection
        selection = index
        tabBar.selectedItem = to.tabBarItem
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let change = TabSwitchChange(self, from: from, to: to, selectionBefore: before)
        change.makeTransition(animationController: animator, interactionController: interactor)
            .start(in: view.window?.transitionQueue)
    }

    /// Puts the selection back on `index` (showing `controller`) after a cancelled switch.
    func restoreSelection(_ index: Int, showing controller: UIViewController) {
        selection = index
        tabBar.selectedItem = controller.tabBarItem
    }

    /// Puts the selected controller's view (alone) in the content view.
    private func showSelectedView() {
        for subview in contentView.subviews where subview !== selectedViewController?.viewIfLoaded {
            subview.removeFromSuperview()
        }
        updateBottomBarForSelection()
        guard let selected = selectedViewController else { return }
        if selected.view.superview !== contentView { contentView.addSubview(selected.view) }
        selected.view.frame = frameForChildView(selected, in: contentView.bounds)
        selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}

/// The root view of a tab bar controller: lays the bar out above the home indicator.
@MainActor
final class TabBarControllerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutTabBar()
    }
}
