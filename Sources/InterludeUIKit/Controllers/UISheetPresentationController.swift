/// The presentation controller of a sheet, UIKit's `UISheetPresentationController`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller): the presented
/// controller's `sheetPresentationController` when it is presented `.pageSheet`, `.formSheet` or
/// `.automatic` (made before presenting, to configure it, as in UIKit).
///
/// The sheet rests at one of its ``detents`` (``selectedDetentIdentifier``, the smallest when nil)
/// as a card with rounded top corners (``preferredCornerRadius``, 10 points by default) over a black
/// dimming view at 40 % — only above ``largestUndimmedDetentIdentifier`` when set; at or below it the
/// presenter stays visible and keeps its touches. At its largest detent the presenter is scaled back
/// behind it into a stacked card (the iOS 13–18 look: 16 points narrower on each side, its top 10
/// points above the sheet's, corners rounded 10 points, black around it); a sheet presented from a
/// sheet scales that sheet back the same way. In a compact height the sheet covers the container
/// (a full-screen appearance) unless ``prefersEdgeAttachedInCompactHeight`` attaches it to the bottom
/// edge, 10 points below the top, as wide as the container's safe area (or its preferred width with
/// ``widthFollowsPreferredContentSizeWhenEdgeAttached``). Apple publishes no metrics for these (its
/// documentation, the UIKit headers and the WWDC sessions on sheets give none): the numbers are
/// Interlude's, estimated from the look of iOS 13–18, not measured on a device.
///
/// Dragging the sheet (or a scroll view in it at its top edge, see
/// ``prefersScrollingExpandsWhenScrolledToEdge``) resizes it between detents, with rubber-band
/// resistance above the largest; on release it settles at the detent nearest the velocity-projected
/// height (see `SheetDragDriver`). Below the smallest detent the drag is an interactive dismissal,
/// finished or cancelled on release; `isModalInPresentation` (or the delegate) makes the sheet
/// resist instead.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// Gap between the top of the container and the card at its largest detent, in points (the
    /// status bar plus a margin).
    static let topInset: CGFloat = 54
    /// The gap above an edge-attached sheet in a compact height, in points.
    static let compactHeightTopInset: CGFloat = 10
    /// The card's corner radius without a preferred one, in points.
    static let defaultCornerRadius: CGFloat = 10
    /// Opacity of the black dimming view.
    static let dimAlpha: CGFloat = 0.4
    /// How much narrower the scaled-back presenter is on each side, in points.
    static let presenterSideInset: CGFloat = 16
    /// How far above the sheet's top the scaled-back presenter's top shows, in points.
    static let presenterLift: CGFloat = 10
    /// The scaled-back presenter's corner radius, in points.
    static let presenterCornerRadius: CGFloat = 10
    /// The grabber's size and its gap from the sheet's top, in points.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    /// The delegate, when it is a sheet delegate (told when the user selects another detent).
    var sheetDelegate: (any UISheetPresentationControllerDelegate)? {
        (owner ?? self).delegate as? any UISheetPresentationControllerDelegate
    }

    /// The heights the sheet rests at, smallest first; `[.large()]` by default. Must not be empty.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                invalidArgument(
                    "UISheetPresentationController \(self): detents must not be empty (the array must contain at least one detent)"
                )
            }
            detentsChanged()
        }
    }

    /// The detent the sheet rests at (the most recent one the user or the app chose); nil means the
    /// smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isSettingSelectionQuietly { detentsChanged() } }
    }
    private var isSettingSelectionQuietly = false

    /// Selects `identifier` without laying the sheet out (a drag settles it itself).
    func setSelectedDetentWithoutLayout(_ identifier: Detent.Identifier) {
        isSettingSelectionQuietly = true
        selectedDetentIdentifier = identifier
        isSettingSelectionQuietly = false
    }

    /// The largest detent at which the view below stays undimmed and touchable; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// Whether a grabber shows at the sheet's top. Defaults to false.
    open var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The corner radius of the sheet's card; nil uses the system's (10 points).
    open var preferredCornerRadius: CGFloat? {
        didSet { applyCornerRadius() }
    }

    /// Whether scrolling up in a scroll view of the sheet at its top edge first expands the sheet to
    /// a larger detent. Defaults to true. Dragging down at the top edge always drags the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in a compact height instead of covering the
    /// container. Defaults to false.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { detentsChanged() }
    }

    /// Whether an edge-attached sheet takes the presented controller's preferred width instead of
    /// the container's safe-area width. Defaults to false.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { detentsChanged() }
    }

    /// The presentation that owns this sheet when it is a popover's adaptation (its delegate and
    /// dismissal are the popover's).
    weak var owner: UIPresentationController?
    /// The built-in style the presentation adapted to instead of a sheet (`.fullScreen`, say).
    private var adapted: SystemPresentationController?
    /// Set inside ``animateChanges(_:)``: changes lay the sheet out once, animated, at its end.
    private var isAnimatingChanges = false
    private var needsAnimatedLayout = false

    var dimmingView: SheetDimmingView?
    private var grabberView: UIView?
    /// The presenter's card while the sheet scales it back, with what to restore.
    var presenterCard: SheetPresenterCard?
    /// Drags the sheet between detents and to dismissal.
    var dragDriver: SheetDragDriver?
    /// The container's size when the sheet was last laid out.
    private var laidOutContainerSize: CGSize?

    // MARK: Style

    /// `.pageSheet`, or the style a delegate adapted the sheet to.
    open override var presentationStyle: UIModalPresentationStyle { adapted?.presentationStyle ?? .pageSheet }

    override func adopt(shownStyle: UIModalPresentationStyle) {
        if shownStyle == .pageSheet || shownStyle == .formSheet {
            adapted = nil
        } else {
            adapted = SystemPresentationController(
                presentedViewController: presentedViewController, presenting: presentingIfSet, style: shownStyle)
        }
    }

    /// The adapted presentation, sharing this one's container view.
    private var adaptedPresentation: SystemPresentationController? {
        adapted?._containerView = _containerView
        return adapted
    }

    /// Whether it shows as a sheet (it did not adapt to another style).
    var showsAsSheet: Bool { adapted == nil }

    /// False for a sheet: the presenter stays in the window.
    open override var shouldRemovePresentersView: Bool { adaptedPresentation?.shouldRemovePresentersView ?? false }

    // MARK: Geometry

    /// Whether the container is vertically compact (a landscape iPhone window).
    private var isCompactHeight: Bool {
        (containerView?.traitCollection ?? traitCollection).verticalSizeClass == .compact
    }

    /// Whether the sheet covers the container (a compact height without edge attachment).
    var coversContainer: Bool { isCompactHeight && !prefersEdgeAttachedInCompactHeight }

    /// The gap above the sheet at its largest detent.
    private var topGap: CGFloat {
        guard isCompactHeight else { return Self.topInset }
        return prefersEdgeAttachedInCompactHeight ? Self.compactHeightTopInset : 0
    }

    /// The container's bottom safe-area inset (the home indicator), below every detent's value.
    private var bottomInset: CGFloat { containerView?.safeAreaInsets.bottom ?? 0 }

    /// The context detents resolve in.
    var resolutionContext: SheetDetentResolutionContext {
        let height = containerView?.bounds.height ?? 0
        return SheetDetentResolutionContext(
            containerTraitCollection: containerView?.traitCollection ?? traitCollection,
            maximumDetentValue: max(0, height - topGap - bottomInset),
            halfContainerValue: max(0, height / 2 - bottomInset))
    }

    /// The active detents with their values, smallest first (the largest when none is active).
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = resolutionContext
        let active = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        guard !active.isEmpty else { return [(.large, context.maximumDetentValue)] }
        return active.sorted { $0.1 < $1.1 }
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest.
    var restingDetent: (identifier: Detent.Identifier, value: CGFloat) {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The card's frame height for a detent value.
    func sheetHeight(forValue value: CGFloat) -> CGFloat { value + bottomInset }

    /// The card's frame in the container when it is `height` points tall.
    func sheetFrame(height: CGFloat) -> CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        var width = bounds.width
        var x = bounds.minX
        if isCompactHeight, prefersEdgeAttachedInCompactHeight {
            let safe = bounds.inset(by: containerView?.safeAreaInsets ?? .zero)
            let preferred = presentedViewController.preferredContentSize.width
            width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? min(preferred, bounds.width) : safe.width
            x = bounds.midX - width / 2
        }
        return CGRect(x: x, y: bounds.maxY - height, width: width, height: height)
    }

    /// The sheet at its resting detent, or the adapted style's frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        if let adapted = adaptedPresentation { return adapted.frameOfPresentedViewInContainerView }
        guard containerView != nil else { return .zero }
        return sheetFrame(height: sheetHeight(forValue: restingDetent.value))
    }

    // MARK: Dimming and the presenter's card

    /// The dimming view's opacity with the card `height` points tall: full above the largest
    /// undimmed detent's next larger detent, none at or below the undimmed one, linear between.
    func dimAlpha(forHeight height: CGFloat) -> CGFloat {
        guard let undimmedID = largestUndimmedDetentIdentifier else { return Self.dimAlpha }
        let resolved = resolvedDetents
        guard let index = resolved.firstIndex(where: { $0.identifier == undimmedID }) else { return Self.dimAlpha }
        let low = sheetHeight(forValue: resolved[index].value)
        guard index + 1 < resolved.count else { return 0 }
        let high = sheetHeight(forValue: resolved[index + 1].value)
        guard high > low else { return height > low ? Self.dimAlpha : 0 }
        return Self.dimAlpha * min(1, max(0, (height - low) / (high - low)))
    }

    /// How far the presenter is scaled back with the card `height` points tall: 1 at the largest
    /// detent, 0 at the next smaller one (or below the largest when it is the only one), linear
    /// between; always 0 when the sheet covers the container or is edge-attached.
    func presenterProgress(forHeight height: CGFloat) -> CGFloat {
        guard !isCompactHeight else { return 0 }
        let heights = resolvedDetents.map { sheetHeight(forValue: $0.value) }
        let top = heights.last!
        let maxHeight = sheetHeight(forValue: resolutionContext.maximumDetentValue)
        guard top >= maxHeight - 0.5 else { return 0 }
        let below = heights.count > 1 ? heights[heights.count - 2] : top
        guard top > below else { return height >= top - 0.5 ? 1 : 0 }
        return min(1, max(0, (height - below) / (top - below)))
    }

    /// Shows the decorations for a card `height` points tall: the dimming and the presenter's card.
    func applyDecorations(forHeight height: CGFloat) {
        dimmingView?.alpha = dimAlpha(forHeight: height)
        dimmingView?.passesTouches = dimAlpha(forHeight: height) == 0
        presenterCard?.apply(progress: presenterProgress(forHeight: height), sheetTop: sheetFrame(height: height).minY)
    }

    /// Places the presented view (bounds and center, so a transform set by a sheet above stays)
    /// and the decorations for a card `height` points tall.
    func placeSheet(height: CGFloat) {
        guard let presented = presentedView else { return }
        let frame = sheetFrame(height: height)
        presented.bounds.size = frame.size
        presented.center = CGPoint(x: frame.midX, y: frame.midY)
        applyDecorations(forHeight: height)
    }

    /// Lays the sheet out at its resting detent, animated with the sheet's spring when asked.
    func layoutAtRestingDetent(animated: Bool, initialVelocity: CGFloat = 0) {
        guard showsAsSheet, let containerView, let presented = presentedView, presented.superview === containerView,
            presentedViewController._activeTransition == nil
        else { return }
        let height = sheetHeight(forValue: restingDetent.value)
        guard animated else { return placeSheet(height: height) }
        UIView.animate(
            withDuration: SheetDragDriver.settleDuration, delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: initialVelocity, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.placeSheet(height: height) })
    }

    // MARK: Changing detents

    /// Runs `changes` (to ``detents``, ``selectedDetentIdentifier``…) and animates the sheet to
    /// the result.
    open func animateChanges(_ changes: () -> Void) {
        let outer = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = outer
        guard !outer, needsAnimatedLayout else { return }
        needsAnimatedLayout = false
        layoutAtRestingDetent(animated: true)
    }

    /// Resolves the detents again (a custom resolver's answer changed) and moves the sheet to the
    /// result — animated inside ``animateChanges(_:)``.
    open func invalidateDetents() { detentsChanged() }

    private func detentsChanged() {
        if isAnimatingChanges {
            needsAnimatedLayout = true
        } else {
            layoutAtRestingDetent(animated: false)
        }
    }

    // MARK: Card and grabber

    private func applyCornerRadius() {
        guard showsAsSheet, let containerView, let presented = presentedView, presented.superview === containerView else {
            return
        }
        presented.layer.cornerRadius = coversContainer ? 0 : (preferredCornerRadius ?? Self.defaultCornerRadius)
        presented.layer.masksToBounds = true
    }

    private func updateGrabber() {
        guard showsAsSheet, let containerView, let presented = presentedView, presented.superview === containerView else {
            return
        }
        if prefersGrabberVisible {
            if grabberView == nil { installGrabber(in: presented, width: presented.bounds.width) }
        } else {
            grabberView?.removeFromSuperview()
            grabberView = nil
        }
    }

    /// Adds the grabber, centred at the top of a card `width` points wide.
    private func installGrabber(in presented: UIView, width: CGFloat) {
        let grabber = UIView(
            frame: CGRect(
                x: width / 2 - Self.grabberSize.width / 2, y: Self.grabberTop,
                width: Self.grabberSize.width, height: Self.grabberSize.height))
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
        presented.addSubview(grabber)
        grabberView = grabber
    }

    /// The grabber while it shows.
    var grabber: UIView? { grabberView }

    // MARK: The transitions

    open override func presentationTransitionWillBegin() {
        if let adapted = adaptedPresentation { return adapted.presentationTransitionWillBegin() }
        guard let containerView, let presented = presentedView else { return }
        let height = sheetHeight(forValue: restingDetent.value)
        presented.layer.cornerRadius = coversContainer ? 0 : (preferredCornerRadius ?? Self.defaultCornerRadius)
        presented.layer.masksToBounds = true
        let dim = SheetDimmingView(frame: containerView.bounds)
        dim.sheet = self
        dim.alpha = 0
        containerView.insertSubview(dim, at: 0)
        dimmingView = dim
        if let presenterView = presentingIfSet?.viewIfLoaded, presenterView.window != nil {
            presenterCard = SheetPresenterCard(view: presenterView)
        }
        if prefersGrabberVisible { installGrabber(in: presented, width: frameOfPresentedViewInContainerView.width) }
        let show = {
            dim.alpha = self.dimAlpha(forHeight: height)
            self.presenterCard?.apply(
                progress: self.presenterProgress(forHeight: height), sheetTop: self.sheetFrame(height: height).minY)
        }
        if let coordinator = presentedViewController.transitionCoordinator, let card = presenterCard {
            coordinator.animateAlongsideTransition(in: card.view, animation: { _ in show() }, completion: nil)
        } else if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in show() }, completion: nil)
            != true
        {
            show()
        }
        dim.passesTouches = dimAlpha(forHeight: height) == 0
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if let adapted = adaptedPresentation { return adapted.presentationTransitionDidEnd(completed) }
        guard completed else {
            removeDecorations()
            return
        }
        laidOutContainerSize = containerView?.bounds.size
        if let presented = presentedView {
            let driver = SheetDragDriver(sheet: self)
            presented.addGestureRecognizer(driver.pan)
            dragDriver = driver
        }
    }

    open override func dismissalTransitionWillBegin() {
        if let adapted = adaptedPresentation { return adapted.dismissalTransitionWillBegin() }
        let hide = {
            self.dimmingView?.alpha = 0
            self.presenterCard?.apply(progress: 0, sheetTop: 0)
        }
        if let coordinator = presentedViewController.transitionCoordinator {
            if let card = presenterCard {
                coordinator.animateAlongsideTransition(in: card.view, animation: { _ in hide() }, completion: nil)
            } else {
                coordinator.animate(alongsideTransition: { _ in hide() }, completion: nil)
            }
        } else {
            hide()
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if let adapted = adaptedPresentation { return adapted.dismissalTransitionDidEnd(completed) }
        if completed {
            removeDecorations()
        } else {
            // Cancelled (a drag let go too early): back at its resting detent, the slide's end undone.
            placeSheet(height: sheetHeight(forValue: restingDetent.value))
        }
    }

    private func removeDecorations() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        grabberView?.removeFromSuperview()
        grabberView = nil
        presenterCard?.restore()
        presenterCard = nil
        if let driver = dragDriver { driver.pan.view?.removeGestureRecognizer(driver.pan) }
        dragDriver = nil
    }

    /// When the container was resized (the window was) and no transition moves the sheet, it
    /// takes its resting detent's frame for the new size.
    open override func containerViewWillLayoutSubviews() {
        if let adapted = adaptedPresentation { return adapted.containerViewWillLayoutSubviews() }
        guard let containerView, let size = laidOutContainerSize, size != containerView.bounds.size,
            presentedViewController._activeTransition == nil, dragDriver?.isDragging != true
        else { return }
        laidOutContainerSize = containerView.bounds.size
        dimmingView?.frame = containerView.bounds
        applyCornerRadius()
        layoutAtRestingDetent(animated: false)
    }

    // MARK: Dismissal by the user

    override var shownSheet: UISheetPresentationController? { showsAsSheet ? self : nil }

    /// Whether the sheet rests at its largest active detent.
    var restsAtLargestDetent: Bool { restingDetent.identifier == resolvedDetents.last!.identifier }

    override func passesTouches(hitting view: UIView) -> Bool {
        guard showsAsSheet, let dimmingView, dimmingView.passesTouches else { return false }
        return view === containerView || view === dimmingView
    }

    /// A dimming view tapped: a dismissal the user starts (through the popover it adapts, if any).
    func dimmingTapped() {
        (owner ?? self).userRequestedDismissal()
    }

    /// Whether a dismissal the user starts may happen: not `isModalInPresentation`, the delegate
    /// agrees (asked now), and a popover this sheet adapts agrees.
    func userMayDismiss() -> Bool {
        let presentation = owner ?? self
        return !presentedViewController.isModalInPresentation
            && (presentation.delegate?.presentationControllerShouldDismiss(presentation) ?? true)
            && presentation.mayDismissOnUserRequest()
    }
}
