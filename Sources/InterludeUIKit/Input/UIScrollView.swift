/// A view whose bounds origin (the content offset) follows a finger, UIKit's `UIScrollView`.
///
/// Its ``panGestureRecognizer`` drags the content: the offset moves opposite to the finger, on the
/// axes that can scroll (content larger than the view, or `alwaysBounce…`). Past an edge, with
/// ``bounces``, the offset follows the finger with UIKit's rubber-band resistance
/// `(1 − 1/(x·0.55/d + 1))·d` (x the distance past the edge, d the view's size on that axis).
/// When the finger lifts the content decelerates on the window clock by ``decelerationRate`` per
/// millisecond and springs back from past an edge (see `ScrollAxisMotion`); the delegate hears
/// the UIKit sequence of callbacks (``UIScrollViewDelegate``). The content zooms by a pinch or in
/// code (`UIScrollView+Zooming.swift`), a drag may end on a page (``isPagingEnabled``), and a drag
/// can dismiss the keyboard (``keyboardDismissMode``), pull a ``refreshControl`` or be scrolled to
/// the top by a tap on the status bar (``scrollsToTop``). Touches in the content wait a moment
/// before reaching it (``delaysContentTouches``) and are taken back when a drag begins
/// (``canCancelContentTouches``). Scroll indicators show while the content moves and fade after
/// it stops (`UIScrollView+ScrollIndicators.swift`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly scrolling slows after the finger lifts: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat
        /// A rate keeping the fraction `rawValue` of the velocity each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The rubber-band constant of UIKit's overscroll resistance (the commonly cited 0.55).
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// Duration, in seconds, of `setContentOffset(_:animated: true)` (Interlude's choice; UIKit does
    /// not document one), with the ease-in-ease-out curve.
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// Size of the scrollable content, in points. Defaults to zero.
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.contentSize, of: self) }
        didSet {
            adjustedContentInsetMayHaveChanged()
            alignSmallContent()
            if !scrollEdgeObservers.isEmpty { scrollEdgeMayHaveMoved() }
            scrollIndicatorsFollowContentSize()
            keyValueObservers?.didChange(.contentSize, of: self)
        }
    }
    /// Where content smaller than the view (with its insets) rests, as a point of the unit square:
    /// (0, 0), the default, keeps it at the top left, (0.5, 0.5) centres it, (1, 1) puts it at the
    /// bottom right; each axis on which the content is smaller rests there and springs back there
    /// from a drag or a zoom
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentalignmentpoint).
    /// Setting it (or a new content size) moves content that is not being dragged or moving.
    open var contentAlignmentPoint: CGPoint = .zero { didSet { alignSmallContent() } }
    /// Extra scrollable space around the content. Defaults to zero.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueObservers?.willChange(.contentInset, of: self) }
        didSet {
            layoutRefreshControl()
            adjustedContentInsetMayHaveChanged()
            keyValueObservers?.didChange(.contentInset, of: self)
        }
    }
    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``. Defaults to
    /// `.automatic`, which adds it as UIKit does: on the axes that scroll, and always vertically
    /// when the scroll view is the root view of a controller shown by a navigation or tab bar
    /// controller — so a table view controller in a navigation controller starts with its first
    /// row right below the bar (see ``ContentInsetAdjustmentBehavior``).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// The insets the scroll range uses: ``contentInset`` plus the safe-area insets that
    /// ``contentInsetAdjustmentBehavior`` asks for (see ``ContentInsetAdjustmentBehavior``).
    ///
    /// Like ``UIView/safeAreaInsets`` it is computed when read. A change is reported, once, to
    /// ``adjustedContentInsetDidChange()`` and the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`: at once when ``contentInset``,
    /// ``contentSize``, ``contentInsetAdjustmentBehavior`` or `alwaysBounce…` is set, otherwise in
    /// the layout pass that sees the safe area or the size change. A scroll view resting at its
    /// top (or left) edge then moves with the new inset, so its content stays clear of the bars.
    /// While a ``refreshControl`` is refreshing, the top also keeps room for it.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset.adding(safeAreaAdjustment)
        inset.top += refreshControlInset
        return inset
    }
    /// The delegate, held weakly.
    open weak var delegate: UIScrollViewDelegate? { didSet { updatePinchInstallation() } }
    /// Whether dragging scrolls. Defaults to true; false disables ``panGestureRecognizer``.
    open var isScrollEnabled = true { didSet { scrollPan.isEnabled = isScrollEnabled } }
    /// Whether the content can be dragged and decelerate past its edges and springs back.
    /// Defaults to true. Setting it sets ``bouncesHorizontally`` and ``bouncesVertically`` both
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/bounces); reading it
    /// answers whether either axis bounces (Apple does not say).
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content bounces past its left and right edges (see ``bounces``). Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/bounceshorizontally).
    open var bouncesHorizontally = true
    /// Whether the content bounces past its top and bottom edges (see ``bounces``). Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/bouncesvertically).
    open var bouncesVertically = true
    /// Whether vertical dragging is allowed even when the content is not taller than the view. Defaults to false.
    open var alwaysBounceVertical = false { didSet { adjustedContentInsetMayHaveChanged() } }
    /// Whether horizontal dragging is allowed even when the content is not wider than the view. Defaults to false.
    open var alwaysBounceHorizontal = false { didSet { adjustedContentInsetMayHaveChanged() } }
    /// Fraction of velocity kept per millisecond after the finger lifts. Defaults to `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical scroll indicator shows while the content moves vertically (see
    /// `UIScrollView+ScrollIndicators.swift`). Defaults to true; false hides a shown one at once.
    open var showsVerticalScrollIndicator = true { didSet { scrollIndicatorSettingsChanged() } }
    /// Whether the horizontal scroll indicator shows while the content moves horizontally.
    /// Defaults to true; false hides a shown one at once.
    open var showsHorizontalScrollIndicator = true { didSet { scrollIndicatorSettingsChanged() } }
    /// How far the vertical indicator's track keeps from the view's edges, added to the safe area
    /// when ``automaticallyAdjustsScrollIndicatorInsets``. Defaults to zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { scrollIndicatorSettingsChanged() } }
    /// How far the horizontal indicator's track keeps from the view's edges, added to the safe
    /// area when ``automaticallyAdjustsScrollIndicatorInsets``. Defaults to zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { scrollIndicatorSettingsChanged() } }
    /// Both indicators' insets, as before iOS 13: reads ``verticalScrollIndicatorInsets``, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area (under bars, the home indicator):
    /// their tracks are inset by the scroll view's safe-area insets plus the indicator insets.
    /// Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets).
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { scrollIndicatorSettingsChanged() } }
    /// The look of the scroll indicators. Defaults to `.default`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.property).
    open var indicatorStyle: IndicatorStyle = .default { didSet { scrollIndicatorSettingsChanged() } }
    /// The indicator views and their fade timer, made when first shown.
    var scrollIndicators = ScrollIndicators()

    /// Whether the content stops on multiples of the bounds size when a drag ends. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
    open var isPagingEnabled = false
    /// Whether a drag that begins along one axis scrolls only along it. Defaults to false; true
    /// locks a drag that starts within ``directionalLockAngle`` of an axis to that axis, while a
    /// diagonal start scrolls freely until the drag ends
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled).
    open var isDirectionalLockEnabled = false
    /// The angle, in radians, from an axis within which a drag's start counts as along it for
    /// ``isDirectionalLockEnabled``: π/8 (22.5°, half-way to the diagonal). Interlude's value;
    /// UIKit does not document one.
    public static let directionalLockAngle: CGFloat = .pi / 8
    /// The axis the current drag is locked to.
    var dragAxisLock = DragAxisLock.none
    /// Whether a horizontal drag that the scroll view cannot follow — its content is at the left
    /// or right end in the drag's direction, or does not scroll horizontally — goes to an
    /// enclosing scroll view that can scroll horizontally. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/transfershorizontalscrollingtoparent);
    /// false keeps such drags, which then bounce the content. Decided when the drag begins, along
    /// the axis it mostly moves on (see `UIScrollView+ScrollingTransfer.swift`).
    open var transfersHorizontalScrollingToParent = true
    /// Whether a vertical drag that the scroll view cannot follow — its content is at the top or
    /// bottom end in the drag's direction, or does not scroll vertically — goes to an enclosing
    /// scroll view that can scroll vertically. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/transfersverticalscrollingtoparent);
    /// false keeps such drags.
    open var transfersVerticalScrollingToParent = true
    /// How a drag that begins dismisses the keyboard. Defaults to `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The smallest ``zoomScale`` the content can have. Defaults to 1; zooming needs it to differ
    /// from ``maximumZoomScale`` and a delegate that returns a view from `viewForZooming(in:)`.
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchInstallation() } }
    /// The largest ``zoomScale`` the content can have. Defaults to 1.
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchInstallation() } }
    /// Whether a pinch past ``minimumZoomScale`` or ``maximumZoomScale`` goes a little beyond the
    /// limit and animates back when the fingers lift. Defaults to true; false stops the scale at
    /// the limit.
    open var bouncesZoom = true
    /// Whether the fingers are pinching the content.
    public internal(set) var isZooming = false {
        didSet { if isZooming != oldValue { scrollIndicatorActivityChanged() } }
    }
    /// Whether the scale is animating back to ``minimumZoomScale`` or ``maximumZoomScale`` after a
    /// pinch went past it.
    public internal(set) var isZoomBouncing = false
    /// The scale last applied to the view for zooming (see ``zoomScale``).
    var currentZoomScale: CGFloat = 1
    /// During a pinch: the scale it started from and the point of the view for zooming (in its own
    /// coordinates) that stays under the fingers.
    var pinchStart: (scale: CGFloat, anchor: CGPoint) = (1, .zero)
    let scrollPinch = ScrollViewPinchGestureRecognizer()

    /// Whether a tap on the status bar scrolls this view to the top of its content: when it is the
    /// one scroll view on screen with this property true, its delegate's
    /// `scrollViewShouldScrollToTop(_:)` agrees and it is not at the top already (see
    /// `UIWindow.simulateStatusBarTap()`). Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
    open var scrollsToTop = true

    /// Whether a touch in the content reaches it only once the scroll view knows it is not a drag:
    /// after ``contentTouchDelay`` seconds on the window clock without a drag beginning, or when
    /// the finger lifts first. A drag beginning in the meantime takes the touch, and the content
    /// never hears of it. False delivers touches at once. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches).
    open var delaysContentTouches = true { didSet { delayedContentTouches.isEnabled = delaysContentTouches } }
    /// How long, in seconds, ``delaysContentTouches`` holds a touch back from the content: 0.15.
    /// Interlude's value; UIKit documents a timer but not its length.
    public static let contentTouchDelay: TimeInterval = 0.15
    /// Whether a drag may take a touch the content has begun to track: true sends the content
    /// view `touchesCancelled(_:with:)` when the drag begins (if ``touchesShouldCancel(in:)``
    /// agrees); false leaves the touch to the content, and the scroll view does not scroll for it.
    /// Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches).
    open var canCancelContentTouches = true
    let delayedContentTouches = ScrollViewDelayedTouchesGestureRecognizer()
    /// Whether ``delaysContentTouches`` holds `touch` back from the view it touched: all but a
    /// list's index strip, which follows the finger at once without waiting to see whether it drags.
    func delaysContentTouch(_ touch: UITouch) -> Bool { !(touch.view is SectionIndexView) }

    /// The pull-to-refresh control shown above the content. Setting one adds it as the scroll
    /// view's first subview (and removes the one it replaces); see `UIScrollView+RefreshControl.swift`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol).
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }
    /// The space above the content kept for a refreshing ``refreshControl``, part of
    /// ``adjustedContentInset``'s top.
    var refreshControlInset: CGFloat = 0

    /// Whether the finger is dragging the content.
    public internal(set) var isDragging = false {
        didSet { if isDragging != oldValue { scrollIndicatorActivityChanged() } }
    }
    /// Whether the content is moving on after the finger lifted.
    public internal(set) var isDecelerating = false
    /// Whether an animated scroll runs: `setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)`, a scroll to the top, or the content moving back
    /// over a refresh control (not deceleration after a drag)
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/isscrollanimating).
    open var isScrollAnimating: Bool {
        if case .animation = motion { return true }
        return false
    }
    /// Whether an animated zoom runs: `setZoomScale(_:animated: true)`, `zoom(to:animated: true)`
    /// or a pinch's bounce back to the zoom limits
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/iszoomanimating).
    open var isZoomAnimating: Bool { isAnimatingZoom }
    /// Whether a finger is down on the scroll view (it may not have started dragging yet).
    open var isTracking: Bool { scrollPan.trackedTouches.contains { !$0.isFinished } }

    let scrollPan = ScrollViewPanGestureRecognizer()
    var dragStartOffset = CGPoint.zero
    var dragStartTranslation = CGPoint.zero
    var motion: ScrollMotion? {
        didSet { if (motion == nil) != (oldValue == nil) { scrollIndicatorActivityChanged() } }
    }
    var motionLink: CADisplayLink?
    /// The sheet this drag moves instead of the content (see `handsDragToSheet`), while it does.
    var sheetDrag: SheetDragDriver?
    /// The adjusted inset last reported to ``adjustedContentInsetDidChange()`` (see
    /// `UIScrollView+AdjustedContentInset.swift`).
    var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// The bars watching the content's edges (see `UIScrollView+ScrollEdge.swift`).
    var scrollEdgeObservers: [WeakScrollEdgeObserver] = []

    /// The recognizer that drags the content.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(scrollPan)
        addGestureRecognizer(delayedContentTouches)
        scrollPinch.addTarget(self, action: UIScrollView.handlePinch)
    }

    /// Storyboard decoding is not supported; scroll views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The point of the content at the view's top-left corner: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return Diagnostics.report("UIScrollView.contentOffset = \(newValue) is not finite; ignored")
            }
            notifyingObservers(of: .contentOffset) { bounds.origin = newValue }
        }
    }

    /// The bounds; a change of origin (the content offset) tells the delegate `scrollViewDidScroll`.
    open override var bounds: CGRect {
        didSet {
            if !scrollEdgeObservers.isEmpty, bounds != oldValue { scrollEdgeMayHaveMoved() }
            if bounds != oldValue { scrollIndicatorsFollowBounds(from: oldValue) }
            guard bounds.origin != oldValue.origin else { return }
            frameLayoutGuideMayHaveMoved()
            refreshControlContentDidScroll()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Lays out the subviews; then the content size follows ``contentLayoutGuide`` when
    /// constraints placed it (see `UIScrollView+LayoutGuides.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentLayoutGuideSize()
        layoutRefreshControl()
        alignSmallContent()
    }

    /// Called when ``adjustedContentInset`` changed, after a scroll view resting at its top moved
    /// with it and before the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()).
    /// Does nothing by default; the delegate is told after it whether or not an override calls `super`.
    open func adjustedContentInsetDidChange() {}

    /// Moves the content to `contentOffset`, at once or over ``scrollAnimationDuration`` on the
    /// window clock (then `scrollViewDidEndScrollingAnimation`). Stops any deceleration.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(
            .animation(from: self.contentOffset, to: contentOffset, start: window.clock.now, ending: .scrollingAnimation),
            on: window)
    }

    /// Scrolls the least distance that makes `rect` (in the scroll view's own coordinates, those of
    /// the content) visible in the bounds, with the offset kept in its range; does nothing when it
    /// is already visible
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
    /// A rectangle larger than the bounds on an axis is aligned by its top (or left) edge.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return Diagnostics.report(
                "UIScrollView.scrollRectToVisible(\(rect), animated:): the rectangle is not finite; ignored")
        }
        let target = offsetRevealing(rect.standardized)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Stops the running scroll and zoom animations and any deceleration where they are, except
    /// that content past an edge goes to the edge, and with paging to the nearest page; a zoom
    /// past a limit goes to the limit. The delegate hears `scrollViewDidEndDecelerating(_:)` or
    /// `scrollViewDidEndZooming(_:with:atScale:)` for a deceleration or zoom that stopped, nothing
    /// for a scrolling animation (as when a new one interrupts it) (Apple's stopScrollingAndZooming() page:
    /// https://developer.apple.com/documentation/uikit/uiscrollview/stopscrollingandzooming()).
    open func stopScrollingAndZooming() { stopMotionInPlace() }

    // MARK: Scroll indicators (see UIScrollView+ScrollIndicators.swift)

    /// Shows the scroll indicators of the axes that scroll for a moment, then fades them out
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/flashscrollindicators()).
    /// Does nothing outside a window.
    open func flashScrollIndicators() { flashIndicators() }

    /// Runs `changes` and shows the indicator of each axis along which they changed the content
    /// offset, then fades it out; an offset changed inside an animation block moves the indicator
    /// with the same animation
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/withscrollindicatorsshown(forcontentoffsetchanges:)).
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        showingIndicatorsForOffsetChanges(changes)
    }

    /// Keeps the scroll indicators in front of content views added after them.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if !(subview is ScrollIndicatorView) { keepScrollIndicatorsInFront() }
    }

    // MARK: Touches in the content (see UIScrollView+ContentTouches.swift)

    /// Whether `view`, a view in the content, hears the touches beginning in it; asked once per
    /// touch, just before the view would get `touchesBegan(_:with:)` — after the
    /// ``delaysContentTouches`` wait, or at once without it. False keeps every phase of those
    /// touches from `view`. Returns true by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:)).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag beginning may take the touches `view`, a view in the content, already
    /// tracks (it gets `touchesCancelled(_:with:)`); false leaves them to `view` and the scroll
    /// view does not scroll. Asked only with ``canCancelContentTouches``. Returns false when `view`
    /// is a `UIControl`, true otherwise, as UIKit documents
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Zooming (see UIScrollView+Zooming.swift)

    /// The scale applied to the view for zooming. Defaults to 1. Setting it is
    /// ``setZoomScale(_:animated:)`` without animation.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, clamped to the zoom scales, keeping the point of the content at the centre
    /// of the visible area there (as measured on iOS: from offset zero, a 320 × 460 scroll view
    /// zoomed to 2 rests at offset (160, 230)), with the offset then kept in its range. Animated
    /// (over ``scrollAnimationDuration``), the delegate hears `scrollViewWillBeginZooming(_:with:)`
    /// first and `scrollViewDidEndZooming(_:with:atScale:)` at the end; either way
    /// `scrollViewDidZoom(_:)` on every change. Does nothing without a view for zooming.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomKeepingCenter(toScale: scale, animated: animated) }

    /// Zooms so that `rect` (in the view for zooming's coordinates) fills the visible area as far
    /// as the zoom scales allow: the scale fits the whole rectangle, its centre comes to the centre
    /// of the visible area, and the offset is kept in its range. Callbacks as for
    /// ``setZoomScale(_:animated:)``. Does nothing without a view for zooming.
    open func zoom(to rect: CGRect, animated: Bool) { zoomFitting(rect, animated: animated) }

    /// Only the scroll view's own recognizers are vetoed: the pan begins only when some axis can
    /// scroll and the content gives up the touches it tracks (see ``touchesShouldCancel(in:)``),
    /// the pinch only when there is a view to zoom.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollPinch { return zoomingView != nil }
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return (canScrollHorizontally || canScrollVertically) && !transfersDragToParent()
            && contentTouchesMayBeCancelled()
    }

    /// Where a drag that ends with `velocity` (points per millisecond, in the direction the
    /// content moves) comes to rest, given the offset it would naturally rest at; asked before
    /// the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, which sees
    /// the answer. The proposal by default; a collection view asks its layout.
    func adjustedDragTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    // MARK: Range

    /// Whether content or `alwaysBounceHorizontal` allow horizontal scrolling.
    var canScrollHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    /// Whether content or `alwaysBounceVertical` allow vertical scrolling.
    var canScrollVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// Offsets the content can rest at on the horizontal axis.
    var horizontalRange: ClosedRange<CGFloat> { offsetRanges(forContentSize: contentSize).x }

    /// Offsets the content can rest at on the vertical axis.
    var verticalRange: ClosedRange<CGFloat> { offsetRanges(forContentSize: contentSize).y }

    /// The offsets the content could rest at if it had `size`.
    func offsetRanges(forContentSize size: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        return (
            Self.offsetRange(
                content: size.width, before: inset.left, after: inset.right, visible: bounds.width,
                alignment: contentAlignmentPoint.x),
            Self.offsetRange(
                content: size.height, before: inset.top, after: inset.bottom, visible: bounds.height,
                alignment: contentAlignmentPoint.y)
        )
    }

    /// The offsets along one axis: from −`before` to where the content's far end (plus `after`)
    /// meets the view's; content shorter than the view rests at one offset, placing its spare
    /// room `alignment` (0…1) of the way (``contentAlignmentPoint``).
    static func offsetRange(
        content: CGFloat, before: CGFloat, after: CGFloat, visible: CGFloat, alignment: CGFloat
    ) -> ClosedRange<CGFloat> {
        let start = -before
        let spare = visible - (content + before + after)
        guard spare > 0 else { return start...(content + after - visible) }
        let aligned = start - spare * alignment
        return aligned...aligned
    }

    /// Moves content smaller than the view to its ``contentAlignmentPoint`` on the axes where the
    /// point is not zero, unless a finger drags or pinches or the content is moving.
    func alignSmallContent() {
        guard contentAlignmentPoint != .zero, !isDragging, !isZooming, motion == nil else { return }
        let (x, y) = offsetRanges(forContentSize: contentSize)
        var offset = contentOffset
        if contentAlignmentPoint.x != 0, x.lowerBound == x.upperBound { offset.x = x.lowerBound }
        if contentAlignmentPoint.y != 0, y.lowerBound == y.upperBound { offset.y = y.lowerBound }
        if offset != contentOffset { contentOffset = offset }
    }

    /// `offset` moved into the resting ranges for a content of `size`.
    func clampedOffset(_ offset: CGPoint, forContentSize size: CGSize) -> CGPoint {
        let (x, y) = offsetRanges(forContentSize: size)
        return CGPoint(x: min(max(offset.x, x.lowerBound), x.upperBound), y: min(max(offset.y, y.lowerBound), y.upperBound))
    }
}

/// The scroll view's own pinch: it recognizes together with the scroll view's pan, so the content
/// follows the fingers' centroid while it zooms.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== (view as? UIScrollView)?.scrollPan
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== (view as? UIScrollView)?.scrollPan
    }
}

/// The scroll view's own pan: a finger going down stops the content's motion, as in UIKit.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        (view as? UIScrollView)?.touchDidGoDown()
        super.touchesBegan(touches, with: event)
    }
}
