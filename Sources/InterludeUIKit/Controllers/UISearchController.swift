/// A controller that shows search results while the user searches with its ``searchBar``,
/// UIKit's `UISearchController`.
///
/// Put its ``searchBar`` in the interface (a navigation item's ``UINavigationItem/searchController``
/// places it in the navigation bar; a table header works too). When the bar begins editing, or
/// ``isActive`` is set, the controller asks its delegate's `presentSearchController(_:)` and,
/// unless the delegate presented it, presents itself over the nearest ancestor of the searched
/// controller that `definesPresentationContext` (else that controller's root ancestor), as
/// UIKit's search presentation does (its presentation controller does not present in full
/// screen). Its view is clear: it holds the dimming view (``obscuresBackgroundDuringPresentation``)
/// and the ``searchResultsController``'s view, below the search bar, and lets touches elsewhere
/// through. Presenting and dismissing fade them over 0.3 s (Interlude's duration) while a
/// navigation bar's title rows give way to the search bar (``hidesNavigationBarDuringPresentation``).
/// The controller is its own transitioning delegate and animator, as UIKit's header declares.
@preconcurrency @MainActor
open class UISearchController: UIViewController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    /// How long presenting and dismissing animate, in seconds (Interlude's; UIKit documents none).
    static let transitionDuration: TimeInterval = 0.3
    /// The opacity of the black view that obscures the searched content (Interlude's).
    static let dimmingAlpha: CGFloat = 0.2

    private let ownSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.barHeight))
    private let resultsController: UIViewController?
    private var active = false
    private var resultsShownByApp = false
    /// Whether the navigation bar showing the search bar has given its title rows to it (set in
    /// the presentation's animations, so the bar's change animates with them).
    private(set) var collapsesNavigationBar = false
    /// The navigation item whose ``UINavigationItem/searchController`` this is.
    weak var hostingNavigationItem: UINavigationItem?

    /// A search controller showing results in `searchResultsController`; nil shows them in the
    /// searched controller's own view.
    public init(searchResultsController: UIViewController?) {
        resultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// A search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        resultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        modalPresentationStyle = .custom
        transitioningDelegate = self
        ownSearchBar.searchController = self
        if let resultsController {
            addChild(resultsController)
            resultsController.didMove(toParent: self)
        }
    }

    // MARK: Properties

    /// The search bar to put in the interface; the controller follows its editing (you may still
    /// be its delegate).
    open var searchBar: UISearchBar { ownSearchBar }

    /// The controller showing the results, a child of the search controller; nil when the
    /// searched controller shows them.
    open var searchResultsController: UIViewController? { resultsController }

    /// The object asked to update the results (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The object told about automatic presentation and dismissal (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the search interface is presented. Defaults to false. Setting it true presents the
    /// controller (after asking the delegate's `presentSearchController(_:)`) without making the
    /// search bar first responder; it stays false while the searched controller is not on screen.
    /// Setting it false dismisses the controller and ends editing.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate(clearingText: false) }
    }

    /// Whether a dimming view covers the searched content while the search is active (a tap on
    /// it cancels the search, as Cancel does). Defaults to false: UIKit's header gives NO for apps
    /// linked on iOS 15 and later.
    open var obscuresBackgroundDuringPresentation = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The older name of ``obscuresBackgroundDuringPresentation`` (deprecated in iOS 12), reading
    /// and writing the same value.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar gives way while the search is active: a navigation item's bar
    /// shows only the search bar, another controller's navigation bar hides. Defaults to true.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the results controller shows by itself: while the search bar's text is not empty.
    /// Defaults to true; setting ``showsSearchResultsController`` makes it false.
    open var automaticallyShowsSearchResultsController = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the results controller's view is visible while the search is active: with
    /// ``automaticallyShowsSearchResultsController``, whether the search bar has text. Setting it
    /// turns ``automaticallyShowsSearchResultsController`` off.
    open var showsSearchResultsController: Bool {
        get { automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : resultsShownByApp }
        set {
            resultsShownByApp = newValue
            automaticallyShowsSearchResultsController = false
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the search bar's Cancel button shows while the search is active and hides after.
    /// Defaults to true; setting the search bar's `showsCancelButton` makes it false.
    open var automaticallyShowsCancelButton = true

    /// When the controller shows and hides the search bar's scope bar, UIKit's raw values.
    public enum ScopeBarActivation: Int, Sendable {
        /// The system decides: here as `.onSearchActivation`, the behaviour Apple's
        /// `automaticallyShowsScopeBar` page gives the default.
        case automatic = 0
        /// The app shows and hides it (``UISearchBar/showsScopeBar``).
        case manual = 1
        /// Shown when typing begins in the field, hidden when the search is cancelled.
        case onTextEntry = 2
        /// Shown when the search becomes active, hidden when it is cancelled.
        case onSearchActivation = 3
    }

    /// When the scope bar shows and hides. Defaults to `.automatic`; setting the search bar's
    /// ``UISearchBar/showsScopeBar`` makes it `.manual`. The bar shows no scope bar with fewer
    /// than two ``UISearchBar/scopeButtonTitles`` whatever the mode.
    open var scopeBarActivation = ScopeBarActivation.automatic

    /// Whether the controller shows the scope bar while the search is active and hides it after
    /// (deprecated in iOS 16 for ``scopeBarActivation``). Defaults to true; it reads and writes
    /// ``scopeBarActivation``: false is `.manual`, true `.automatic` (Interlude's mapping).
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }

    /// Suggestions offered over the results while the search is active; nil (the default)
    /// offers none. They are the search bar's field's ``UISearchTextField/searchSuggestions``
    /// (Interlude's reading): picking one sets them to nil and then asks the results updater's
    /// `updateSearchResults(for:selecting:)`. Update them as the text changes in
    /// `updateSearchResults(for:)` (Apple's page).
    open var searchSuggestions: [any UISearchSuggestion]? {
        get { searchBar.searchTextField.searchSuggestions }
        set { searchBar.searchTextField.searchSuggestions = newValue }
    }

    // MARK: The view

    /// A clear view over the presentation context holding the dimming view and the results.
    open override func loadView() {
        let root = SearchControllerView(frame: UIScreen.main.bounds)
        root.searchController = self
        if let results = resultsController?.view { root.addSubview(results) }
        view = root
    }

    /// Where the dimming view and the results begin, in `view`'s coordinates: under the search
    /// bar (under the navigation bar holding it), else under the view's top safe area.
    func contentTop(in view: UIView) -> CGFloat {
        let bar = searchBar
        if bar.window != nil, bar.window === view.window {
            let holder: UIView = bar.enclosingNavigationBar ?? bar
            return max(0, holder.convert(CGPoint(x: 0, y: holder.bounds.maxY), to: view).y)
        }
        return view.safeAreaInsets.top
    }

    // MARK: Activation

    /// The controller whose content is searched: the owner of the navigation item holding the
    /// search controller, else the controller of the nearest view holding the search bar.
    var searchedController: UIViewController? {
        if let owner = hostingNavigationItem?.owner { return owner }
        var view: UIView? = searchBar
        while let current = view {
            if let controller = current._viewController, controller !== self { return controller }
            view = current.superview
        }
        return nil
    }

    /// Makes ``searchBar`` report to this controller (a subclass may return its own bar).
    func connectSearchBar() {
        let bar = searchBar
        if bar.searchController !== self { bar.searchController = self }
    }

    private func activate() {
        guard !active else { return }
        connectSearchBar()
        active = true
        delegate?.presentSearchController(self)
        if _presentingViewController == nil {
            // Nothing to present over (the searched controller is not on screen): not active.
            guard let source = searchedController, source.viewIfLoaded?.window != nil else {
                active = false
                return
            }
            delegate?.willPresentSearchController(self)
            source.present(self, animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didPresentSearchController(self)
            }
        }
        if automaticallyShowsCancelButton { searchBar.setCancelButtonShown(true, animated: true) }
        if scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation {
            searchBar.setScopeBarShown(true, animated: true)
        }
    }

    private func deactivate(clearingText: Bool) {
        guard active else { return }
        active = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if clearingText { searchBar.text = "" }
        if automaticallyShowsCancelButton { searchBar.setCancelButtonShown(false, animated: true) }
        if scopeBarActivation != .manual { searchBar.setScopeBarShown(false, animated: true) }
        guard _presentingViewController != nil else { return }
        delegate?.willDismissSearchController(self)
        if clearingText { searchResultsUpdater?.updateSearchResults(for: self) }
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
    }

    /// The search bar began editing: present, then update the results (it became first responder).
    func searchBarDidBeginEditing() {
        activate()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Typing changed the search bar's text.
    func searchBarTextDidChange() {
        if scopeBarActivation == .onTextEntry, active { searchBar.setScopeBarShown(true, animated: true) }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user picked `suggestion` from the suggestions list.
    func searchBarDidSelect(_ suggestion: any UISearchSuggestion) {
        searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestion)
    }

    /// Cancel (or a tap on the dimming view): clear the text and end the search.
    func cancelSearch() { deactivate(clearingText: true) }

    /// Presented by any means (app code too): the controller is active until it is dismissed.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        active = true
    }

    /// Dismissed by any means: the controller is no longer active.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if _presentingViewController == nil || isBeingDismissed { active = false }
    }

    // MARK: Transitioning

    /// The search presentation: over the presentation context, not in full screen.
    open func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presented === self ? SearchPresentationController(presentedViewController: self, presenting: presenting) : nil
    }

    /// The search controller animates its own presentation.
    open func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { presented === self ? self : nil }

    /// The search controller animates its own dismissal.
    open func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissed === self ? self : nil
    }

    /// 0.3 seconds when animated, else 0.
    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.transitionDuration
    }

    /// Fades the dimming view and the results in (or out) while the navigation bar makes way for
    /// the search bar (or takes its rows back).
    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to) === self
        let root = view!
        if presenting {
            root.frame = transitionContext.finalFrame(for: self)
            transitionContext.containerView.addSubview(root)
            root.alpha = 0
        }
        root.layoutIfNeeded()
        let change = {
            self.makeNavigationBarWay(presenting && self.hidesNavigationBarDuringPresentation)
            root.alpha = presenting ? 1 : 0
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        let finish: (Bool) -> Void = { _ in
            root.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let duration = transitionDuration(using: transitionContext)
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: change, completion: finish)
        } else {
            UIView.performWithoutAnimation(change)
            finish(true)
        }
    }

    /// Collapses (or restores) the navigation bar for the search: a navigation item's bar keeps
    /// only its search bar row; another controller's navigation bar hides.
    private func makeNavigationBarWay(_ collapses: Bool) {
        if let bar = hostingNavigationItem?.bar {
            guard collapsesNavigationBar != collapses else { return }
            collapsesNavigationBar = collapses
            bar.largeTitleStateDidChange()
            // The content's top inset follows the bar now, so content resting at its top stays
            // there (and keeps the search row open) rather than at the old inset.
            bar.observedScrollView?.adjustedContentInsetMayHaveChanged()
            bar.largeTitleStateDidChange()
            bar.owningNavigationController?.viewIfLoaded?.layoutIfNeeded()
            bar.layoutIfNeeded()
        } else if hidesNavigationBarDuringPresentation, let navigation = searchedController?.navigationController,
            navigation.isNavigationBarHidden != collapses
        {
            navigation.setNavigationBarHidden(collapses, animated: true)
            navigation.viewIfLoaded?.layoutIfNeeded()
        }
    }
}

/// The search controller's view: clear, with the dimming view and the results below the search
/// bar; touches anywhere else go through to what it covers.
@MainActor
final class SearchControllerView: UIView {
    weak var searchController: UISearchController?
    let dimmingView = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(UISearchController.dimmingAlpha)
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.searchController?.cancelSearch()
            })
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = searchController else { return }
        let top = min(bounds.height, controller.contentTop(in: self))
        let below = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        dimmingView.frame = below
        dimmingView.isHidden = !controller.obscuresBackgroundDuringPresentation
        if let results = controller.searchResultsController?.viewIfLoaded, results.superview === self {
            results.frame = below
            results.isHidden = !controller.showsSearchResultsController
        }
        placeSuggestions(of: controller, in: below)
    }

    /// Lays the suggestions list over the results while the search bar's field has suggestions.
    private func placeSuggestions(of controller: UISearchController, in area: CGRect) {
        let field = controller.searchBar.searchTextField
        guard field.hasSuggestions else {
            if let list = field.suggestionsListIfMade, list.superview === self { list.removeFromSuperview() }
            return
        }
        let list = field.suggestionsList
        list.styleAsMenu(false)
        list.frame = area
        if list.superview !== self { addSubview(list) }
        bringSubviewToFront(list)
    }

    /// Touches that hit only this clear view reach the views below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

extension UIView {
    /// The navigation bar this view is inside, if any.
    var enclosingNavigationBar: UINavigationBar? {
        var view = superview
        while let current = view {
            if let bar = current as? UINavigationBar { return bar }
            view = current.superview
        }
        return nil
    }
}
