/// A rectangle on screen backed by a layer, with UIKit's geometry, hierarchy and animation API.
///
/// Geometry and appearance properties write through to the view's ``layer``. Inside an animation
/// block (``UIView/animate(withDuration:delay:options:animations:completion:)`` and friends, or a
/// ``UIViewPropertyAnimator``) a change animates from the value on screen to the new value;
/// outside one it takes effect at once.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer: `CALayer` unless overridden to back the view with a layer
    /// subclass (`CAShapeLayer.self`, `CAGradientLayer.self`…). A class that is not a `CALayer`
    /// is reported, and the view gets a plain `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is the view.
    public let layer: CALayer
    var _subviews: [UIView] = []
    /// The appearance properties this view set itself (see `AppearanceRegistry`).
    var explicitAppearanceProperties: Set<String> = []
    weak var _superview: UIView?
    var needsLayout = true
    /// The view controller whose root view this is (the next responder after the view).
    weak var _viewController: UIViewController?
    /// Recognizers attached with `addGestureRecognizer(_:)` (see `UIView+Gestures.swift`).
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// The safe-area insets last reported to `safeAreaInsetsDidChange()` (see `UIView+SafeArea.swift`).
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// Whether the next layout pass checks this view's safe area (its geometry or place changed).
    var safeAreaCheckPending = false
    /// Layout guides added with `addLayoutGuide(_:)`, the safe-area guide among them once made.
    var layoutGuideList: [UILayoutGuide] = []
    /// Storage of ``overrideUserInterfaceStyle``.
    var _overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Storage of ``semanticContentAttribute`` (see `UIView+LayoutDirection.swift`).
    var _semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Key-value observations of the view's properties (see `KeyValueObserving.swift`); nil until the first.
    var keyValueObservers: KeyValueObservers?
    /// Auto Layout's state of the view (see `Layout/`); nil until the view takes part.
    var layoutState: ViewLayoutState?

    /// An integer to find the view by with `viewWithTag(_:)`. Defaults to 0.
    open var tag = 0
    /// Whether touches are delivered to the view. Defaults to true.
    open var isUserInteractionEnabled = true
    /// Whether the view receives every touch of a multi-touch sequence that starts in it; when
    /// false (the default) only the first, while it lasts. Gesture recognizers get every touch
    /// either way (see `UIWindow+TouchExclusivity.swift`).
    open var isMultipleTouchEnabled = false
    /// Whether the view handles touches alone in its window: a touch starting in it reaches it
    /// only while no other view is tracking one, and while it tracks one no other view gets new
    /// touches. Defaults to false. Gesture recognizers ignore it.
    open var isExclusiveTouch = false
    /// How the view's content fills its bounds when they change size: `.redraw` draws it again
    /// (`draw(_:)`), the others place the content drawn before (the layer's `contentsGravity`).
    /// Defaults to `.scaleToFill` (labels: `.redraw`, as in UIKit).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }
    /// How the view resizes when its superview's bounds change. Defaults to none.
    open var autoresizingMask: AutoresizingMask = [] { didSet { geometryChangedForAutoLayout() } }
    /// Whether subviews are resized by their masks. Defaults to true.
    open var autoresizesSubviews = true
    /// Tint used by controls: the first one set, looking up from this view through its
    /// superviews, else system blue — dimmed while ``tintAdjustmentMode`` is `.dimmed`. Setting a
    /// different value calls ``tintColorDidChange()`` on the view and on the subviews that inherit
    /// it (see `UIView+Tint.swift`).
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? undimmedTintColor.dimmedTint : undimmedTintColor }
        set {
            appearancePropertyWasSet("tintColor")
            guard newValue != _tintColor else { return }
            _tintColor = newValue
            deliverTintColorChange()
        }
    }
    /// The tint set on this view; nil inherits the superview's.
    var _tintColor: UIColor?
    /// A dynamic ``backgroundColor`` and the color it gave the layer, while the layer keeps it.
    var dynamicBackground: (color: UIColor, resolved: CGColor)?

    /// Whether the tint is dimmed: the first mode other than `.automatic` looking up from this
    /// view through its superviews, else `.normal` (it never answers `.automatic`). A change calls
    /// ``tintColorDidChange()`` on the view and on the subviews that inherit the mode.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if _tintAdjustmentMode != .automatic { return _tintAdjustmentMode }
            return _superview?.tintAdjustmentMode ?? .normal
        }
        set {
            guard newValue != _tintAdjustmentMode else { return }
            let before = tintAdjustmentMode
            _tintAdjustmentMode = newValue
            if tintAdjustmentMode != before { deliverTintAdjustmentModeChange() }
        }
    }
    /// The mode set on this view; `.automatic` inherits the superview's.
    var _tintAdjustmentMode = TintAdjustmentMode.automatic

    /// Called when the view's ``tintColor`` changed: set on the view, or, for a view that inherits
    /// it, set on a superview or changed by a move to another superview. Does nothing by default;
    /// override to redraw what uses the tint.
    open func tintColorDidChange() {}

    /// A view occupying `frame` in its superview's coordinates, backed by a new layer of
    /// `layerClass`. It starts opaque, with no background color, visible and interactive.
    public init(frame: CGRect) {
        layer = Self.makeBackingLayer()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        self.frame = frame
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// A new layer of `layerClass`.
    private static func makeBackingLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            Diagnostics.report("\(Self.self).layerClass: \(layerClass) is not a CALayer subclass; the view has a plain CALayer")
            return CALayer()
        }
        return layerType.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Storyboard decoding is not supported; views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    open override var next: UIResponder? { _viewController ?? _superview }

    // MARK: Geometry

    /// The view's rectangle in its superview; undefined when `transform` is not the identity.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.isUsable else { return Diagnostics.report("UIView.frame = \(newValue) is not finite; ignored") }
            notifyingObservers(of: .frame) {
                let old = bounds.size
                layer.frame = newValue
                safeAreaCheckPending = true
                boundsSizeChanged(from: old)
                geometryChangedForAutoLayout()
            }
        }
    }

    /// The view's own coordinate space: origin shifts content, size is the drawing area.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            notifyingObservers(of: .bounds) {
                let old = bounds.size
                layer.bounds = newValue
                safeAreaCheckPending = true
                boundsSizeChanged(from: old)
                geometryChangedForAutoLayout()
            }
        }
    }

    /// The center of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            notifyingObservers(of: .center) {
                layer.position = newValue
                safeAreaCheckPending = true
                geometryChangedForAutoLayout()
            }
        }
    }

    /// An affine transform about the center (the layer's anchor point).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set {
            notifyingObservers(of: .transform) {
                layer.transform = CATransform3DMakeAffineTransform(newValue)
                safeAreaCheckPending = true
            }
        }
    }

    /// The full 3-D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            layer.transform = newValue
            safeAreaCheckPending = true
        }
    }

    // MARK: Appearance

    /// Opacity 0…1. Defaults to 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else { return Diagnostics.report("UIView.alpha = \(newValue) is not finite; ignored") }
            notifyingObservers(of: .alpha) { layer.opacity = Float(newValue) }
        }
    }

    /// The fill color; nil is transparent. A dynamic color is resolved with the view's traits
    /// and again when their appearance changes; reading gives back the color set (as long as
    /// the layer's color was not set in between).
    open var backgroundColor: UIColor? {
        get {
            if let dynamic = dynamicBackground, layer.backgroundColor == dynamic.resolved { return dynamic.color }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            appearancePropertyWasSet("backgroundColor")
            applyBackgroundColor(newValue)
        }
    }

    /// Sets the layer's color from `color`, resolving a dynamic one with the view's traits.
    func applyBackgroundColor(_ color: UIColor?) {
        guard let color, color.isDynamic else {
            dynamicBackground = nil
            layer.backgroundColor = color?.cgColor
            return
        }
        let resolved = color.resolvedColor(with: traitCollection).cgColor
        dynamicBackground = (color, resolved)
        layer.backgroundColor = resolved
    }

    /// The view's traits may show colors differently now: a dynamic background color is resolved
    /// again and the content redrawn (its `draw(_:)` resolves with the new traits).
    func dynamicColorAppearanceChanged() {
        if let dynamic = dynamicBackground, layer.backgroundColor == dynamic.resolved {
            applyBackgroundColor(dynamic.color)
        }
        layer.setNeedsDisplay()
    }

    /// Whether the view is hidden (it and its subviews draw nothing and receive no touches).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            notifyingObservers(of: .isHidden) { layer.isHidden = newValue }
            // A stack view collapses and expands its arranged views as they hide and show.
            if changed, let stack = _superview as? UIStackView { stack.arrangedSubviewChanged(self) }
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view's content, background and subviews: they show only
    /// where the mask view's pixels are opaque, in proportion to their alpha. The mask view is
    /// placed by its frame in this view's bounds coordinates and belongs to no superview; setting
    /// it makes its layer the layer's `mask`. Defaults to nil.
    open var mask: UIView? {
        get { _mask }
        set {
            if let newValue, newValue._superview != nil {
                Diagnostics.report("UIView.mask: a mask view must not have a superview; it was removed from it")
                newValue.removeFromSuperview()
            }
            _mask = newValue
            layer.mask = newValue?.layer
        }
    }
    /// Storage of ``mask`` (held strongly, as in UIKit).
    private var _mask: UIView?

    /// Whether the view is opaque (a drawing hint). Defaults to true, as in UIKit.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    // MARK: Accessibility (UIKit's UIAccessibility informal protocol, stored per view)

    /// Set accessibility values; nil until the first is set.
    var accessibilityAttributes: AccessibilityAttributes?
    private var accessibility: AccessibilityAttributes {
        if let attributes = accessibilityAttributes { return attributes }
        let attributes = AccessibilityAttributes()
        accessibilityAttributes = attributes
        return attributes
    }

    /// Whether assistive technologies see the view as one element. Defaults to false; labels,
    /// controls and text fields default to true, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? isAccessibilityElementByDefault }
        set { accessibility.isElement = newValue }
    }
    /// A short description of the element. Defaults to nil; a label's text and a button's title
    /// stand in when none is set.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does. Defaults to nil.
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value (a slider's percentage, a text field's text). Defaults to nil.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value }
        set { accessibility.value = newValue }
    }
    /// The element's traits. Defaults to none; labels are `.staticText`, buttons `.button`,
    /// sliders `.adjustable`, image views `.image` (disabled controls add `.notEnabled`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? accessibilityTraitsByDefault }
        set { accessibility.traits = newValue }
    }
    /// A string that identifies the view in UI tests (`UIAccessibilityIdentification`). Defaults to nil.
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// Whether assistive technologies ignore the view's siblings (a custom alert's view).
    /// Defaults to false.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether assistive technologies ignore the view and the elements inside it. Defaults to false.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// The element's rectangle in screen coordinates: by default the view's bounds in its
    /// window's screen coordinates (its bounds in its own when it is in no window), following
    /// the view as it moves; once set, the rectangle set
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe).
    open var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityAttributes?.frame { return frame }
            guard let window else { return bounds }
            return convert(bounds, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        set { accessibility.frame = newValue }
    }

    /// The class's default for ``isAccessibilityElement``.
    var isAccessibilityElementByDefault: Bool { false }
    /// The class's default for ``accessibilityTraits``.
    var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }

    // MARK: Hooks (override points, as in UIKit)

    /// Called after `subview` joins this view's subviews (not when a subview is only reordered).
    /// Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` leaves this view, whether it is removed or moved to another view.
    /// Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview`; nil means it is being removed.
    /// Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed (``superview`` tells the new one). Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called on the view and all its descendants before they move to `newWindow` (nil when
    /// leaving a window), only when the window actually changes. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on the view and all its descendants after their window changed (``window`` tells
    /// the new one). Does nothing by default.
    open func didMoveToWindow() {}

    /// The part of the view that counts when it covers a child's view for the safe area (a bar
    /// keeps its full height while it collapses).
    var obscuringBounds: CGRect { bounds }

    /// Called when the view entered a window, after it took its appearance proxies' values and
    /// before ``didMoveToWindow()``; bars give their items the proxies' values here.
    func didEnterWindow() {}

    /// Called when ``effectiveUserInterfaceLayoutDirection`` changed (see
    /// `UIView+LayoutDirection.swift`); views that draw direction-dependent content redraw it.
    func effectiveLayoutDirectionDidChange() { rearrangeForLayoutDirection() }

    /// Whether `gestureRecognizer` may begin; asked of its view and of the views its touches began
    /// in. Default true (buttons refuse a superview's single tap on themselves, as in UIKit).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy and layout requests (open as in UIKit; the mechanics are in UIView+Hierarchy.swift and UIView+Layout.swift)

    /// Adds `view` on top of the subviews, moving it from its old superview.
    open func addSubview(_ view: UIView) { placeOnTop(view) }
    /// Inserts `view` at `index` (clamped).
    open func insertSubview(_ view: UIView, at index: Int) { place(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { place(view, above: siblingSubview) }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { place(view, below: siblingSubview) }
    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) { moveToFront(view) }
    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) { moveToBack(view) }
    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(at: index1, index2) }
    /// Removes the view from its superview (and window).
    open func removeFromSuperview() { detachFromSuperview() }
    /// Marks the view as needing layout at the next `layoutIfNeeded()` or clock step.
    open func setNeedsLayout() { needsLayout = true }
    /// Lays out the view (and its subviews) now if a layout is pending (see `UIView+Layout.swift`).
    open func layoutIfNeeded() { layOutPendingViews() }
    /// A view showing a frozen copy of this view's content, sized to its bounds at origin zero
    /// (see `UIView+Snapshot.swift`).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { frozenSnapshot(afterScreenUpdates: afterUpdates) }

    // MARK: Layout and hit testing

    /// Lays out subviews. The default sets the frames Auto Layout solved for the subviews placed
    /// by constraints (autoresizing has already moved the others); override to position
    /// subviews yourself, calling super first when constraints place some of them.
    open func layoutSubviews() { applyAutoLayoutFrames() }

    // MARK: Auto Layout (see Layout/)

    /// Whether the view needs constraints to lay out: true makes the view get `updateConstraints()`
    /// before its first layout pass even without constraints. Defaults to false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Adds or changes the view's constraints before a layout pass, when ``setNeedsUpdateConstraints()``
    /// asked for it. Overrides must call super as their last step (UIKit stops otherwise, and so
    /// does Interlude).
    open func updateConstraints() { reachedSuperUpdateConstraints() }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: the view's content size
    /// constraints take the new size before the next layout pass.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// The size the view's constraints give it closest to `targetSize`, both dimensions at
    /// `.fittingSizeLevel`: `UIView.layoutFittingCompressedSize` for the smallest size the
    /// content allows, `layoutFittingExpandedSize` for the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it closest to `targetSize`, each dimension held to
    /// it at its own priority (`.required` fixes it, as a cell's width; `.fittingSizeLevel` lets
    /// the content decide).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called when the view's ``layoutMargins`` changed. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// Light or dark for this view and its subviews whatever the environment's; `.unspecified`
    /// (the default) follows the environment. Changing it tells the views whose traits change
    /// (`traitCollectionDidChange(_:)`).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set { TraitChangeDelivery.perform(in: window) { _overrideUserInterfaceStyle = newValue } }
    }

    /// What the view's content means for right-to-left layouts; `.unspecified` (the default)
    /// follows the environment's direction. It decides ``effectiveUserInterfaceLayoutDirection``,
    /// which arranges the view's own content (its constraints' leading and trailing, a stack
    /// view's order, a label's natural alignment); it does not pass to the subviews.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _semanticContentAttribute }
        set {
            guard newValue != _semanticContentAttribute else { return }
            let old = effectiveUserInterfaceLayoutDirection
            _semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != old { effectiveLayoutDirectionDidChange() }
        }
    }

    /// The direction the view's own content is arranged in: ``semanticContentAttribute`` read
    /// relative to the layout direction of the view's traits (the app's when they leave it
    /// unspecified). See `UIView+LayoutDirection.swift`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: _semanticContentAttribute,
            relativeTo: _semanticContentAttribute == .unspecified ? environmentLayoutDirection : .leftToRight)
    }

    /// Called after the view's traits changed (its window was resized, an override changed),
    /// with the traits it had before. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Re-scales the view's Dynamic Type fonts for its text size, if it adjusts them
    /// (`UIContentSizeCategoryAdjusting`); called when the text size changed, before
    /// `traitCollectionDidChange(_:)`.
    func adjustFontsForContentSizeCategory() {}

    /// The insets of the area not covered by the status bar, the home indicator, bars of the
    /// containers and the controllers' additional insets; zero when the view is not in a window.
    /// Open, as in UIKit, for views (windows above all) that report their own.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() ?? .zero }

    /// Called when ``safeAreaInsets`` changed, in the layout pass that sees the change, before the
    /// view lays out (the change also marks it as needing layout). Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates),
    /// front to back. Hidden views, views with alpha below 0.01, views with user interaction off,
    /// and views being animated without `.allowUserInteraction` are skipped, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Compared in the layer's Float so that alpha = 0.01 (stored as a Float) still counts.
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= Float(0.01), !isAnimatingWithoutInteraction,
            self.point(inside: point, with: event)
        else { return nil }
        for subview in _subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: CALayerDelegate

    /// Inside an animation block, the action that animates `event`; outside, `NSNull` (no animation).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.current?.action(for: layer, forKey: event) ?? NSNull()
    }

    /// The layer's layout pass: lays out the view and its subviews where a layout is pending
    /// (``layoutIfNeeded()``).
    public func layoutSublayers(of layer: CALayer) { layoutIfNeeded() }

    /// Draws the view's content in `rect` (the view's bounds, in its own coordinates) into
    /// `UIGraphicsGetCurrentContext()`. Override to draw; the default draws nothing, and views that
    /// do not override it get no content bitmap. Called again after `setNeedsDisplay()` or a size change.
    open func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.reachedDefaultDrawing = true }

    /// Marks the content drawn by `draw(_:)` as outdated; `draw(_:)` runs again at the next frame
    /// the view is shown in (once, however often this is called before).
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks the content in `rect` as outdated. The whole view is drawn again (`draw(_:)` gets the
    /// bounds), which UIKit allows: the rectangle is a hint.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// The natural size of the content (a label's text, an image view's image), or
    /// `UIView.noIntrinsicMetric` in a dimension without one. The default has none in either.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds.size = size
    }
}

extension UIView {
    /// The value of `intrinsicContentSize` in a dimension without a natural size: -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content fits its bounds. `UIImageView` places its image by it; for other views
    /// a change only redraws the content, which is always drawn at the bounds' size.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to fill the bounds, changing its aspect ratio if need be. The default.
        case scaleToFill
        /// Scales the content to fit inside the bounds, keeping its aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scales the content to cover the bounds, keeping its aspect ratio (the excess is cropped).
        case scaleAspectFill
        /// Draws the content again (`draw(_:)`) when the bounds change size; an image view
        /// stretches its image, as with `.scaleToFill`.
        case redraw
        /// Centres the content at its own size.
        case center
        /// Centres the content horizontally against the top edge, at its own size.
        case top
        /// Centres the content horizontally against the bottom edge, at its own size.
        case bottom
        /// Centres the content vertically against the left edge, at its own size.
        case left
        /// Centres the content vertically against the right edge, at its own size.
        case right
        /// Puts the content in the top-left corner, at its own size.
        case topLeft
        /// Puts the content in the top-right corner, at its own size.
        case topRight
        /// Puts the content in the bottom-left corner, at its own size.
        case bottomLeft
        /// Puts the content in the bottom-right corner, at its own size.
        case bottomRight
    }

    /// Which edges and sizes follow the superview's bounds when they change.
    ///
    /// On each axis the flexible parts (margins and size) share the change in proportion to their
    /// current lengths, or equally when those are all 0, as in UIKit. The empty set keeps the frame.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The flags as bits, UIKit's values.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance from the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView.ContentMode {
    /// The layer gravity that places content as this mode does.
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
