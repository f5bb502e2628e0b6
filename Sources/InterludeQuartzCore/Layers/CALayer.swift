/// A rectangle of content in a tree, with Core Animation's model/presentation split.
///
/// Setting a property changes the *model* value at once. What is on screen at time t, the
/// *presentation*, is the model with the layer's running animations applied at the layer's
/// local time (see ``CAMediaTiming``); ``presentation()`` returns it as a layer.
/// A standalone layer already in a window animates property changes implicitly
/// (0.25 s, Core Animation's default curve) unless ``CATransaction/setDisableActions(_:)``;
/// a view's layer asks its view, which animates only inside animation blocks.
@preconcurrency @MainActor
open class CALayer: NSObject, @MainActor CAMediaTiming {
    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// Model values.
    @exclusivity(unchecked) package var modelState = LayerState() { didSet { LayerTreeRevision.bump() } }
    /// Set on layers returned by `presentation()`; they never run actions.
    private(set) var isPresentationCopy = false
    /// The key-value observers of this layer, told about model changes (set by UIKit's
    /// `observe(_:options:changeHandler:)`; see `LayerChangeObserving.swift`).
    package var keyValueObserver: (any LayerChangeObserving)?
    weak var modelLayerReference: CALayer?

    package weak var _superlayer: CALayer?
    @exclusivity(unchecked) package var _sublayers: [CALayer] = [] { didSet { LayerTreeRevision.bump() } }
    /// Running (and filling) animations in the order they were added.
    @exclusivity(unchecked) package var animationEntries: [(key: String?, animation: CAAnimation)] = [] {
        didSet {
            LayerTreeRevision.bump()
            hasTransitionAnimation = animationEntries.contains { $0.animation is CATransition }
        }
    }
    /// Whether a `CATransition` is among `animationEntries` (worked out when they change, so that a
    /// frame does not cast every animation to find one).
    package private(set) var hasTransitionAnimation = false
    /// When the layer's timeline starts, in its superlayer's time (seconds). Defaults to 0.
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0 {
        didSet {
            if !beginTime.isFinite { rejectTiming("beginTime", beginTime); beginTime = oldValue }
            LayerTreeRevision.bump()
        }
    }
    /// How fast the layer's time runs against its superlayer's: 0 freezes the subtree (scrub it
    /// with `timeOffset`), 2 doubles it, negative runs backwards. Defaults to 1.
    @exclusivity(unchecked) public var speed: Float = 1 {
        didSet {
            if !speed.isFinite { rejectTiming("speed", Double(speed)); speed = oldValue }
            LayerTreeRevision.bump()
        }
    }
    /// Seconds added to the layer's local time after `beginTime` and `speed` apply. Defaults to 0.
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0 {
        didSet {
            if !timeOffset.isFinite { rejectTiming("timeOffset", timeOffset); timeOffset = oldValue }
            LayerTreeRevision.bump()
        }
    }
    /// The clock of the window this layer roots, if any.
    package var hostClock: MediaClock?
    /// The clock watching this layer's animations for their start and end, while it does.
    package weak var animationClock: MediaClock?
    /// Bumped whenever content (not geometry) changes; renderers cache on it.
    public private(set) var contentVersion = 0 { didSet { LayerTreeRevision.bump() } }

    /// Receives action and layout requests. Weak, as in Core Animation. (A change counts as a
    /// change of the tree: whether the layer draws content depends on its delegate.)
    open weak var delegate: CALayerDelegate? { didSet { LayerTreeRevision.bump() } }
    /// A name for debugging.
    open var name: String?
    /// Actions by key, consulted after the delegate.
    open var actions: [String: CAAction]?
    /// The layer's image content: a `CGImage` drawn at `contentsScale` (the renderer also takes a `UIImage` at its own scale).
    open var contents: Any? { didSet { contentVersion += 1 } }
    /// How `contents` is fitted into the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { contentVersion += 1 } }
    /// Pixels per point of `contents`. Defaults to 1.
    open var contentsScale: CGFloat = 1 { didSet { contentVersion += 1 } }
    /// The part of `contents` shown, in the image's unit coordinates: (0, 0, 1, 1), the default,
    /// is the whole image; (0.5, 0, 0.5, 1) its right half, fitted by `contentsGravity` as if it
    /// were the image. Pixels asked for outside the unit rectangle repeat the image's edge pixels.
    /// Applies to image contents (not to `draw(in:)` drawing). Animatable.
    open var contentsRect: CGRect {
        get { modelState.contentsRect }
        set { setAnimatable(\.contentsRect, to: newValue) }
    }
    /// The part of the shown contents (`contentsRect`) that stretches when a resizing
    /// `contentsGravity` fits them to a size of their own, in their unit coordinates; (0, 0, 1, 1),
    /// the default, stretches all of it. The contents are cut into a 3 × 3 grid around this
    /// rectangle: the centre stretches both ways, the middles of the edges along their edge, and
    /// the corners keep their size (shrunk in proportion when the corners alone are larger than
    /// the layer: Core Animation does not document that case). Animatable.
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentscenter
    open var contentsCenter: CGRect {
        get { modelState.contentsCenter }
        set { setAnimatable(\.contentsCenter, to: newValue) }
    }
    /// The filter used when `contents` are drawn smaller than their pixels. Defaults to `.linear`.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { contentVersion += 1 } }
    /// The filter used when `contents` are drawn larger than their pixels. Defaults to `.linear`.
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { contentVersion += 1 } }
    /// Core Image filters for the layer's content and sublayers. Defaults to nil. Kept and not
    /// drawn, as on iOS: Apple's page says the property "is not supported on layers in iOS".
    /// https://developer.apple.com/documentation/quartzcore/calayer/filters
    open var filters: [Any]?
    /// Core Image filters for the content behind the layer. Defaults to nil. Kept and not drawn, as
    /// on iOS (not supported on layers in iOS, Apple's page says; a `UIVisualEffectView` blurs
    /// what lies behind it). https://developer.apple.com/documentation/quartzcore/calayer/backgroundfilters
    open var backgroundFilters: [Any]?
    /// A Core Image filter compositing the layer with what is behind it. Defaults to nil
    /// (source-over). Kept and not drawn, as on iOS, where Apple's page says it is not supported.
    /// https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter
    open var compositingFilter: Any?
    /// Whether the layer promises to fill its bounds with opaque content. Defaults to false.
    open var isOpaque = false
    /// Whether Core Animation may cache the layer and its sublayers as one bitmap. Defaults to false.
    /// Kept but unused: rasterizing is a cache that draws the same pixels (at `rasterizationScale`
    /// pixels per point), and Interlude's renderer draws the tree every frame at the frame's scale.
    /// https://developer.apple.com/documentation/quartzcore/calayer/shouldrasterize
    open var shouldRasterize = false
    /// Pixels per point of the bitmap `shouldRasterize` would cache. Defaults to 1. Kept but unused
    /// (see ``shouldRasterize``).
    open var rasterizationScale: CGFloat = 1
    /// A layer whose alpha masks this one (and its sublayers): the layer shows only where the
    /// mask's pixels are opaque. The mask is placed in this layer's bounds coordinates by its own
    /// geometry and must have no superlayer. Defaults to nil.
    open var mask: CALayer? {
        didSet {
            if oldValue !== mask, oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
            if let clock = hostingClock { mask?.didJoinWindow(with: clock) }
            LayerTreeRevision.bump()
        }
    }
    /// The layer this one masks, if it is a ``mask``: its window's clock times the mask's animations.
    weak var maskedLayer: CALayer?

    // MARK: CAMediaTiming of the layer's own timeline

    /// Stored for protocol conformance; a layer's own timeline is unbounded, as for an on-screen layer.
    open var duration: CFTimeInterval = 0
    /// Stored for `CAMediaTiming`; a layer's own timeline does not repeat.
    open var repeatCount: Float = 0
    /// Stored for `CAMediaTiming`; a layer's own timeline does not repeat.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored for `CAMediaTiming`; a layer's own timeline does not reverse.
    open var autoreverses = false
    /// Stored for `CAMediaTiming`; a layer's own timeline has no fill.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A layer with Core Animation's defaults: empty bounds at the origin, anchor point (0.5, 0.5),
    /// fully visible (opacity 1), no background, identity transforms.
    public required override init() { super.init() }

    // Associated objects (`objc_setAssociatedObject`) are released with the layer.
    deinit { AssociatedObjects.objectWillDeallocate(ObjectIdentifier(self)) }

    /// A copy of `layer`'s model values (Core Animation uses this to make presentation layers).
    public required init(layer: Any) {
        if let other = layer as? CALayer {
            modelState = other.modelState
            contents = other.contents
            contentsGravity = other.contentsGravity
            contentsScale = other.contentsScale
            minificationFilter = other.minificationFilter
            magnificationFilter = other.magnificationFilter
            (filters, backgroundFilters, compositingFilter) = (other.filters, other.backgroundFilters, other.compositingFilter)
            shouldRasterize = other.shouldRasterize
            cornerCurve = other.cornerCurve
            rasterizationScale = other.rasterizationScale
            storedShadowPath = other.storedShadowPath
            storedKeyValues = other.storedKeyValues
            name = other.name
            beginTime = other.beginTime
            speed = other.speed
            timeOffset = other.timeOffset
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin (the scroll offset of its content) and size, in points.
    /// Animatable (`bounds`, `bounds.origin`, `bounds.size`, `bounds.size.width`/`height`).
    /// A layer with no delegate whose size changes is marked for layout (``setNeedsLayout()``).
    open var bounds: CGRect {
        get { modelState.bounds }
        set {
            let oldSize = modelState.bounds.size
            setAnimatable(\.bounds, to: newValue)
            if delegate == nil, modelState.bounds.size != oldSize { setNeedsLayout() }
        }
    }
    /// Where the anchor point sits in the superlayer, in points. Animatable (`position`, `position.x`/`y`).
    open var position: CGPoint {
        get { modelState.position }
        set { setAnimatable(\.position, to: newValue) }
    }
    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn
    /// about. Defaults to (0.5, 0.5), the center. Animatable.
    open var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { setAnimatable(\.anchorPoint, to: newValue) }
    }
    /// The layer's depth among its siblings: higher draws in front. Defaults to 0. Animatable.
    open var zPosition: CGFloat {
        get { modelState.zPosition }
        set { setAnimatable(\.zPosition, to: newValue) }
    }
    /// The anchor point's z coordinate, in points. Defaults to 0.
    open var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set { setValue(newValue, forKey: "anchorPointZ", valid: newValue.isFinite) { $0.anchorPointZ = newValue } }
    }
    /// The transform applied about the anchor point, relative to `position`. Defaults to identity.
    /// Animatable, as a whole or through `transform.rotation`, `transform.scale` and `transform.translation` paths.
    open var transform: CATransform3D {
        get { modelState.transform }
        set { setAnimatable(\.transform, to: newValue) }
    }
    /// A transform applied to the sublayers (not the layer itself), e.g. a perspective. Animatable.
    open var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set { setAnimatable(\.sublayerTransform, to: newValue) }
    }
    /// The transform as an affine transform (its 2-D part).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer: derived from bounds, position, anchorPoint and transform.
    /// Setting it sets `position` and `bounds.size` (the frame of a transformed layer is its bounding box).
    open var frame: CGRect {
        get { modelState.frame }
        set {
            guard newValue.isUsable else { return rejectGeometry("frame", newValue) }
            let anchor = modelState.anchorPoint
            // Through the (overridable) bounds and position setters, as Core Animation does; a
            // whole get and set rather than a `modify` of `bounds.size`, which would be dispatched
            // as a coroutine.
            var resized = bounds
            resized.size = newValue.size
            bounds = resized
            position = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        }
    }

    // MARK: Appearance

    /// The layer's alpha, 0…1 (values outside are clamped). Defaults to 1. Animatable.
    open var opacity: Float {
        get { modelState.opacity }
        set { setAnimatable(\.opacity, to: newValue) }
    }
    /// Whether the layer and its sublayers are not drawn. Defaults to false. Animatable (`hidden`), as a step.
    open var isHidden: Bool {
        get { modelState.isHidden }
        set { setAnimatable(\.isHidden, to: newValue) }
    }
    /// Whether sublayers are clipped to the bounds (rounded by `cornerRadius`). Defaults to false.
    open var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { setValue(newValue, forKey: "masksToBounds", valid: true) { $0.masksToBounds = newValue } }
    }
    /// Whether the layer (with its sublayers, which are drawn in its plane) is drawn when its
    /// back faces the viewer. Defaults to true. The back faces the viewer when the layer's map into
    /// its superlayer's plane turns it over: a turn of more than a quarter about the x or y axis,
    /// or a mirroring (Core Animation does not document its test; this is the winding test GPUs
    /// cull back faces with, taken at the centre of the bounds).
    /// https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
    open var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { setValue(newValue, forKey: "doubleSided", valid: true, redrawsContent: false) { $0.isDoubleSided = newValue } }
    }
    /// The color filling the bounds, behind the contents. Defaults to nil (clear). Animatable.
    open var backgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set { setAnimatable(\.backgroundColor, to: newValue) }
    }
    /// The curve of the rounded corners. Defaults to `.circular`; `.continuous` is drawn circular
    /// (see ``CALayerCornerCurve``).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The radius of the corners of the background and border, in points; clips contents and
    /// sublayers only with `masksToBounds`. Defaults to 0. Animatable.
    open var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set { setAnimatable(\.cornerRadius, to: newValue) }
    }
    /// Which corners `cornerRadius` rounds (background, border, and the `masksToBounds` clip);
    /// the others stay square. Defaults to all four corners. Not animatable.
    open var maskedCorners: CACornerMask {
        get { modelState.maskedCorners }
        set { setValue(newValue, forKey: "maskedCorners", valid: true) { $0.maskedCorners = newValue } }
    }
    /// The width of the border drawn inside the bounds, in points. Defaults to 0. Animatable.
    open var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set { setAnimatable(\.borderWidth, to: newValue) }
    }
    /// The border's color. Defaults to opaque black. Animatable.
    open var borderColor: CGColor? {
        get { modelState.borderColor }
        set { setAnimatable(\.borderColor, to: newValue) }
    }
    /// The shadow's color. Defaults to opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set { setAnimatable(\.shadowColor, to: newValue) }
    }
    /// The shadow's alpha, 0…1; 0 (the default) draws no shadow. Animatable.
    open var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set { setAnimatable(\.shadowOpacity, to: newValue) }
    }
    /// The shadow's offset in points. Defaults to (0, −3), as in Core Animation. Animatable.
    open var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { setAnimatable(\.shadowOffset, to: newValue) }
    }
    /// The shadow's blur radius in points. Defaults to 3. Animatable.
    open var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { setAnimatable(\.shadowRadius, to: newValue) }
    }

    /// The shape of the shadow, in the layer's bounds coordinates: filled with the nonzero winding
    /// rule and blurred by `shadowRadius`, instead of the layer's own shape (its content alpha, or
    /// its rounded background). The path is copied. Defaults to nil.
    ///
    /// With a path, a layer casts a shadow even without content or background. Core Animation can
    /// animate this property with an explicit animation; here it is not animatable (and, as in Core
    /// Animation, never animated implicitly).
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { storedShadowPath = newValue?.copy() }
    }
    private var storedShadowPath: CGPath? { didSet { LayerTreeRevision.bump() } }

    /// Backdrop blur radius in points, used by visual-effect views. Animatable.
    package var backdropBlurRadius: CGFloat {
        get { modelState.backdropBlurRadius }
        set { setAnimatable(\.backdropBlurRadius, to: newValue) }
    }
    /// Tint over the blurred backdrop, used by visual-effect views. Animatable.
    package var backdropTint: CGColor? {
        get { modelState.backdropTint }
        set { setAnimatable(\.backdropTint, to: newValue) }
    }
    /// The color the layer and its sublayers are painted in, their alpha kept, used by vibrancy
    /// effect views; nil (the default) draws them as they are. Not animatable.
    package var vibrancyFill: CGColor? {
        get { modelState.vibrancyFill }
        set { setValue(newValue, forKey: "vibrancyFill", valid: true, redrawsContent: false) { $0.vibrancyFill = newValue } }
    }

    /// The action for a change of `event`: the delegate's answer, else `actions[event]`, else the
    /// class default (`defaultAction(forKey:)`). `NSNull` anywhere in the chain means no action;
    /// none while `CATransaction.disableActions()`. Override to give a layer class its own actions.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    // MARK: Layout and hit testing
    // Declared here so that subclasses can override them (CALayer+Layout.swift, CALayer+HitTesting.swift).

    /// Marks the layer's layout as outdated: ``layoutSublayers()`` runs before the next frame its
    /// window steps or draws, or at ``layoutIfNeeded()``.
    open func setNeedsLayout() { markForLayout() }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { isMarkedForLayout }

    /// Lays out now what is marked: from the highest ancestor marked (or this layer), each marked
    /// layer of that subtree in tree order.
    open func layoutIfNeeded() { layOutFromHighestMarkedAncestor() }

    /// The size the layer would like in its superlayer's coordinates. The default is the size of
    /// its bounds mapped into them (`frame.size`: iOS has no layout managers). Override to report
    /// another.
    /// https://developer.apple.com/documentation/quartzcore/calayer/preferredframesize()
    open func preferredFrameSize() -> CGSize { frame.size }

    /// Lays out the sublayers: the default asks the delegate (`layoutSublayers(of:)`). Override to
    /// place sublayers yourself; the layout cycle calls it, once per mark.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Whether `p`, in the layer's own coordinates, is inside it: inside its bounds. Override for
    /// another shape (Core Animation's shape layers too answer by their bounds).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or the layer itself) that contains `p`, given in the superlayer's
    /// coordinates; nil when none does. Hidden layers and their sublayers are skipped; a layer that
    /// masks to its bounds hides sublayers' parts outside them. Sublayers are tried front to back.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Removes the animation under `key`; its delegate hears `finished == false` on the next clock
    /// step (see `CALayer+Animations.swift`).
    open func removeAnimation(forKey key: String) { endAnimations(underKey: key) }

    /// Removes every animation; delegates hear `finished == false` on the next clock step.
    open func removeAllAnimations() { endAllAnimations() }

    /// Appends `layer` on top of the other sublayers, removing it from its old superlayer first
    /// (see `CALayer+Hierarchy.swift`).
    open func addSublayer(_ layer: CALayer) { placeOnTop(layer) }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation with that key.
    ///
    /// As in Core Animation: a `duration` of 0 or less becomes the transaction's animation duration
    /// (0.25 s unless set), a `beginTime` of 0 means "now" (the layer's local time when the current
    /// transaction commits), and a `CATransition` is filed under `kCATransition` whatever `key` is
    /// given, after capturing the layer as it is presented now. An animation whose key path or
    /// values do not fit is reported and not added.
    open func add(_ anim: CAAnimation, forKey key: String?) { addCopy(of: anim, forKey: key) }

    /// The implicit animation for an animatable key: from the value on screen to the new value,
    /// lasting `CATransaction.animationDuration()` with its timing function (the default curve when nil).
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard let path = LayerKeyPath(event), path.animatesImplicitly else { return nil }
        return ImplicitAnimationAction()
    }

    /// Marks the content as outdated: it is drawn again (`display()`) at the next frame the layer is
    /// shown in, or when ``displayIfNeeded()`` is called. See `CALayer+Display.swift`.
    open func setNeedsDisplay() {
        contentVersion += 1
        markDisplayPending()
    }

    /// Marks the content inside `r` as outdated; Interlude draws the whole content again, as
    /// ``setNeedsDisplay()`` does (drawing is not clipped to the marked region).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether a change to the property `key` needs the layer's content drawn again; false by
    /// default. A subclass drawing from a property answers true for it, and setting that property
    /// then calls ``setNeedsDisplay()``, as in Core Animation. While an animation of such a key of
    /// the subclass's own (a key stored with `setValue(_:forKey:)`) runs, each frame draws the
    /// layer's presentation copy, which answers the animated value.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Draws the layer's content now: the default draws `draw(in:)` (a view's `draw(_:)`) into a new
    /// bitmap at the scale the layer was last shown at (`contentsScale` before that), which the
    /// renderer then shows. Called by the display cycle; override to set `contents` yourself.
    open func display() { displayDrawnContent() }

    /// What a layer class draws itself besides background, contents and sublayers (a shape, a
    /// gradient), or how it draws its sublayers (copies of them; in 3-D without flattening), for
    /// the renderer.
    package enum BuiltInDrawing {
        case none, shape, gradient
        /// A `CAReplicatorLayer` flattening its copies.
        case replicator
        /// A `CATransformLayer`.
        case transform
        /// A `CAReplicatorLayer` with `preservesDepth`: copies, drawn as a transform layer's sublayers.
        case transformReplicator
        /// A `CAEmitterLayer`: its particles, above its background, border and sublayers.
        case emitter
    }
    /// This layer's built-in drawing: none for a plain layer.
    package var builtInDrawing: BuiltInDrawing { .none }

    /// The renderer's cache of this layer's rasterized content (owned by InterludeRender).
    package var renderCache: AnyObject?
    /// The layer's display cycle (see `CALayer+Display.swift`); nil until first needed.
    package var displayState: LayerDisplayState?
    /// The delegate class (nil: none) with which this layer's class is known to draw nothing, once
    /// known (see `drawsCustomContent()`).
    var drawsNothingWithDelegateClass: ObjectIdentifier??

    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds coordinates in
    /// points. The default asks the delegate (`draw(_:in:)`; a view calls its `draw(_:)`).
    /// Called by the renderer when the content changed (`setNeedsDisplay()`, content properties) or the size did.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { ctx.reachedDefaultDrawing = true }
    }

    // MARK: Key-value coding (see CALayer+KeyValueCoding.swift)

    /// Values stored under keys that name no property: a layer is a key-value coding container.
    var storedKeyValues: [String: Any] = [:]

    /// The value of the property named `key` (`"opacity"`, `"position"`, `"masksToBounds"`…), or the
    /// value stored under any other key, or `defaultValue(forKey:)` when none was stored.
    ///
    /// Values come back as the property's Swift type (`CGFloat`, `Float` for `opacity`,
    /// `shadowOpacity` and `speed`, `Bool`, `CGPoint`, `CGRect`, `CATransform3D`, `CGColor`…): cast
    /// with `as? CGFloat` and so on (Linux's `NSNumber` does not bridge to `CGFloat`).
    open func value(forKey key: String) -> Any? {
        if let property = propertyValue(forKey: key) { return property }
        // A presentation copy answers what its animations show (see CustomKeyValues.swift).
        if isPresentationCopy, let shown = modelState.customValues?[key] { return shown.boxed(like: storedKeyValues[key]) }
        return storedKeyValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property named `key` through its setter (so implicit animations run as for the
    /// property), or stores `value` under any other key (nil removes it). Numbers may be given as
    /// any numeric type or `NSNumber`; a value that does not fit the property is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        storedKeyValues[key] = value
        // Kept in the model state too when animatable: the change then runs the key's action and
        // `needsDisplay(forKey:)` as a property's does.
        let animatable = value.flatMap(AnimatableValue.init(inferring:))
        setValue(value, forKey: key, valid: true, redrawsContent: false) { state in
            if animatable != nil || state.customValues?[key] != nil {
                state.customValues = state.customValues.setting(key, to: animatable)
            }
        }
    }

    /// The value at a dotted key path: a property (`"bounds"`), a field of it (`"position.x"`,
    /// `"bounds.size.width"`, `"frame.origin.y"`, `"shadowOffset.height"`), a transform field
    /// (`"transform.scale"`, the average of the three scale factors; `"transform.rotation.z"`,
    /// `"transform.translation"`…, also of `sublayerTransform`), or a path through a stored layer.
    /// Nil when the path names nothing.
    open func value(forKeyPath keyPath: String) -> Any? { keyValue(atPath: keyPath) }

    /// Sets the value at a dotted key path (see `value(forKeyPath:)`): a field is set by setting
    /// its property with the field replaced, so `"transform.rotation.z"` replaces the transform's
    /// rotation and keeps its scale and translation, and `"position.x"` moves the layer horizontally
    /// (with the property's implicit animation).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyValue(value, atPath: keyPath) }

    /// The value `value(forKey:)` returns for a key nothing was stored under. For an animatable
    /// property, its default (opacity 1, anchor point (0.5, 0.5)…); for other keys nil. Override to
    /// give keys of your own defaults.
    open class func defaultValue(forKey key: String) -> Any? {
        guard let path = LayerKeyPath(key), path.declaration.isKeyValueProperty else { return nil }
        return path.keyValue(in: LayerState())
    }

    /// The value of the property named `key`, as `value(forKey:)` returns it; nil when no property
    /// has that name (`.some(nil)` for a property whose value is nil). Subclasses add their own.
    package func propertyValue(forKey key: String) -> Any?? { layerPropertyValue(forKey: key) }

    /// Sets the property named `key` from a key-value coding value; false when no property has
    /// that name. Subclasses add their own.
    package func setPropertyValue(_ value: Any?, forKey key: String) -> Bool { setLayerPropertyValue(value, forKey: key) }

    // MARK: Model and presentation

    /// The layer with model values (for a presentation layer, the layer it was made from).
    public func model() -> Self {
        (modelLayerReference as? Self) ?? self
    }

    /// A copy showing the values on screen at the current time of the layer's clock:
    /// the model with running animations applied.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        CATransaction.flushPending()
        return presentationCopy(showing: presentationState())
    }

    /// A presentation copy of the layer whose values are `state`.
    func presentationCopy(showing state: LayerState) -> Self {
        let copy = Self(layer: self)
        copy.modelState = state
        copy.isPresentationCopy = true
        copy.modelLayerReference = self
        return copy
    }

    // MARK: Changing values

    /// Sets the animatable property stored at `field` of the model: the setter of every animatable
    /// property (its key, clamping and action come from its `LayerKeyPath` declaration). A value
    /// that is not finite is reported and ignored.
    @inline(__always)
    func setAnimatable<T: AnimatableProperty>(_ field: WritableKeyPath<LayerState, T>, to value: T) {
        let path = LayerKeyPath(storedAt: field)
        guard value.animatableValue.isFinite else { return rejectGeometry(path.name, value) }
        let stored = path.clampedBySetter(value)
        setValue(value, forKey: path.name, valid: true, redrawsContent: path.redrawsContent) { path.write(stored, into: &$0) }
    }

    /// Sets the property at `path` to `value` (finite, of the path's kind), clamped to the
    /// declaration's setter range.
    func setAnimatableValue(_ value: AnimatableValue, for path: LayerKeyPath) {
        let value = path.clampedBySetter(value)
        setValue(value, forKey: path.name, valid: true, redrawsContent: path.redrawsContent) { path.write(value, into: &$0) }
    }

    /// Validates, looks up the action, sets the model, runs the action: Core Animation's order.
    /// Unless `redrawsContent` is false (geometry), the change marks the content changed.
    func setValue<V>(
        _ value: V, forKey key: String, valid: Bool, redrawsContent: Bool = true, _ change: (inout LayerState) -> Void
    ) {
        guard valid else { return rejectGeometry(key, value) }
        if let observer = keyValueObserver, !isPresentationCopy {
            observer.layerWillChange(key, of: self)
            defer { observer.layerDidChange(key, of: self) }
            return storeModelChange(forKey: key, redrawsContent: redrawsContent, change)
        }
        storeModelChange(forKey: key, redrawsContent: redrawsContent, change)
    }

    /// Sets the model (if `change` changes it), then marks and runs the action.
    private func storeModelChange(forKey key: String, redrawsContent: Bool, _ change: (inout LayerState) -> Void) {
        let before = modelState
        var after = modelState
        change(&after)
        guard after != before else { return }
        let action = isPresentationCopy ? nil : self.action(forKey: key)
        modelState = after
        if !isPresentationCopy { CATransaction.noteChange(of: self) }
        if !isPresentationCopy && type(of: self).needsDisplay(forKey: key) {
            setNeedsDisplay()
        } else if redrawsContent {
            contentVersion += 1
        }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    private func rejectGeometry<V>(_ key: String, _ value: V) {
        Diagnostics.report("CALayer.\(key) = \(value) is not finite; the layer was left unchanged")
    }

    private func rejectTiming(_ key: String, _ value: Double) {
        Diagnostics.report("CALayer.\(key) = \(value) is not finite; the previous value was kept")
    }
}

/// How a layer's `contents` are resampled when drawn at another size than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name, as Core Animation spells it (`"linear"`).
    public let rawValue: String
    /// A filter by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interpolates between neighbouring pixels (the default): bilinear when magnifying; when
    /// minifying, each drawn pixel averages the image pixels it covers.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel: hard pixel edges when magnifying, no averaging when minifying.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Core Animation's mipmapped minification; drawn here as `.linear`, which already averages
    /// the pixels a minified pixel covers.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as Core Animation spells it (`"resizeAspect"`).
    public let rawValue: String
    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centered at its natural size (no scaling).
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centered horizontally at the top edge, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centered horizontally at the bottom edge, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centered vertically at the left edge, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centered vertically at the right edge, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio (the overflow may be clipped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CGPoint { var isUsable: Bool { x.isFinite && y.isFinite } }
package extension CGRect { var isUsable: Bool { origin.isUsable && size.width.isFinite && size.height.isFinite } }
extension CATransform3D {
    var isUsable: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }
}
