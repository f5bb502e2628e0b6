/// The display cycle: when a layer's `draw(in:)` (a view's `draw(_:)`) runs.
///
/// As in Core Animation, a layer draws its content into a bitmap only when it must: the first time
/// it is shown, after `setNeedsDisplay()`, and after its bounds change size when
/// ``CALayer/needsDisplayOnBoundsChange`` is set (a view's `contentMode` `.redraw`); otherwise a
/// resized layer shows its old bitmap placed by `contentsGravity`. Several `setNeedsDisplay()`
/// calls before the next drawing draw once. Interlude's "shown" is a rendered frame (the renderer,
/// `render(in:)`, snapshots): the pending drawing runs when the frame is rendered, at the frame's
/// pixel scale — a frame rendered at another scale than the last draws again, as Core Animation
/// redraws when `contentsScale` changes. A layer whose size animates with
/// `needsDisplayOnBoundsChange` set is drawn at each size shown (Core Animation draws it once, at
/// the final size).
extension CALayer {
    /// Whether the content awaits drawing: `setNeedsDisplay()` was called, or the bounds changed
    /// size with `needsDisplayOnBoundsChange` set, since it was last drawn.
    public func needsDisplay() -> Bool {
        guard let state = displayState else { return false }
        if state.isPending { return true }
        guard state.redrawsOnBoundsChange, let drawn = state.drawn else { return false }
        return drawn.bounds.size != bounds.size
    }

    /// Whether a change of the bounds' size marks the content as outdated. Defaults to false.
    public var needsDisplayOnBoundsChange: Bool {
        get { displayState?.redrawsOnBoundsChange ?? false }
        set { displayStateCreatingIfNeeded.redrawsOnBoundsChange = newValue }
    }

    /// Draws the content now (``display()``) if it awaits drawing.
    /// (The mark is cleared before ``display()`` runs, as Core Animation does, so an override that
    /// sets `contents` itself without calling `super` is not asked again every frame.)
    public func displayIfNeeded() {
        guard needsDisplay() else { return }
        displayState?.isPending = false
        display()
    }

    private var displayStateCreatingIfNeeded: LayerDisplayState {
        if let state = displayState { return state }
        let state = LayerDisplayState()
        displayState = state
        return state
    }

    package func markDisplayPending() { displayStateCreatingIfNeeded.isPending = true }

    /// The default `display()`: draws `draw(in:)` into a new bitmap at the renderer's target (else
    /// the model bounds at the last scale shown, or `contentsScale`) and keeps it for the renderer.
    /// A layer whose class pair (layer, delegate) turns out to draw nothing keeps no bitmap, and
    /// that pair is not asked again.
    package func displayDrawnContent() {
        let state = displayStateCreatingIfNeeded
        state.isPending = false
        let fallbackScale = state.drawn?.scale ?? state.lastDisplayScale ?? (contentsScale > 0 ? contentsScale : 1)
        let (bounds, scale) = state.target ?? (self.bounds, fallbackScale)
        state.displayedEmpty = bounds.isEmpty
        state.drawn = drawContent(bounds: bounds, scale: scale)
    }

    /// Runs `draw(in:)` into a new bitmap of `bounds` at `scale`; nil when the layer draws nothing.
    private func drawContent(bounds: CGRect, scale: CGFloat) -> DrawnContent? {
        let key = ContentDrawingProbe.Key(
            layerClass: ObjectIdentifier(type(of: self)), delegateClass: delegate.map { ObjectIdentifier(type(of: $0)) })
        guard ContentDrawingProbe.answers[key] != false, bounds.width > 0, bounds.height > 0, scale > 0 else { return nil }
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard let surface = CairoImageSurface(width: width, height: height) else { return nil }
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        surface.flush()
        let draws = !(context.reachedDefaultDrawing && context.paintCount == 0)
        // The first answer for a pair changes what trees built before it assumed (that such
        // layers may draw): renderers rebuild theirs once.
        if ContentDrawingProbe.answers.updateValue(draws, forKey: key) == nil && !draws { LayerTreeRevision.bump() }
        return draws ? DrawnContent(surface: surface, scale: scale, bounds: bounds) : nil
    }

    /// The drawn content to show the layer with `bounds` (its presented bounds) at `scale`, calling
    /// `display()` first when the content awaits drawing, was never drawn at `scale`, or (with
    /// `needsDisplayOnBoundsChange`) was drawn at another size. Nil when the layer draws nothing.
    package func drawnContent(bounds: CGRect, scale: CGFloat) -> DrawnContent? {
        guard drawsCustomContent() else { return nil }
        let state = displayStateCreatingIfNeeded
        let resized = state.redrawsOnBoundsChange && state.drawn.map { $0.bounds.size != bounds.size } == true
        // A layer that had no size when it was last drawn draws once it has one.
        let grown = state.drawn == nil && state.displayedEmpty && !self.bounds.isEmpty
        if state.isPending || state.lastDisplayScale != scale || resized || grown {
            state.lastDisplayScale = scale
            state.target = (state.redrawsOnBoundsChange ? bounds : self.bounds, scale)
            state.isPending = false
            display()
            state.target = nil
        }
        return state.drawn
    }

    /// Whether `state` (the layer's presentation) shows, in a key of the class's own that the class
    /// draws from (`needsDisplay(forKey:)`), another value than the model: an animation of the key
    /// runs, and the frame shows ``presentationDrawing(of:scale:)`` instead of the model's drawing.
    package func presentsAnimatedDrawnKeys(_ state: LayerState) -> Bool {
        guard let shown = state.customValues, shown != modelState.customValues else { return false }
        let model = modelState.customValues
        return shown.values.contains { key, value in model?[key] != value && type(of: self).needsDisplay(forKey: key) }
    }

    /// The drawing of a presentation copy of the layer showing `state` (it answers the animated
    /// values of its keys), at `scale`; nil when the layer draws nothing.
    package func presentationDrawing(of state: LayerState, scale: CGFloat) -> DrawnContent? {
        guard drawsCustomContent() else { return nil }
        return presentationCopy(showing: state).drawContent(bounds: state.bounds, scale: scale)
    }

    /// Whether the layer draws content of its own, as far as known: true until a drawing showed
    /// that its class pair draws nothing.
    package func drawsCustomContent() -> Bool {
        let delegateClass = delegate.map { ObjectIdentifier(type(of: $0)) }
        // A "draws nothing" answer is final (such a pair is never drawn again): kept on the layer,
        // it spares every later frame the table lookup.
        if let known = drawsNothingWithDelegateClass, known == delegateClass { return false }
        let key = ContentDrawingProbe.Key(layerClass: ObjectIdentifier(type(of: self)), delegateClass: delegateClass)
        let answer = ContentDrawingProbe.answers[key] ?? true
        if !answer { drawsNothingWithDelegateClass = .some(delegateClass) }
        return answer
    }

    /// The layer's drawn content as an image for `bounds` at `scale` (a snapshot's frozen copy):
    /// the content shown now when it was drawn at that scale and is current, else a drawing made
    /// for the snapshot alone. Nil when the layer draws nothing.
    package func rasterizedCustomContent(bounds: CGRect, scale: CGFloat) -> CGImage? {
        if let state = displayState, let drawn = state.drawn, !needsDisplay(), drawn.scale == scale,
            !state.redrawsOnBoundsChange || drawn.bounds.size == bounds.size
        {
            return CGImage(surface: drawn.surface)
        }
        return drawContent(bounds: bounds, scale: scale).map { CGImage(surface: $0.surface) }
    }
}

/// What drawings taught about class pairs (layer class, delegate class): false for pairs whose
/// default drawing ran without painting anything, so their layers get no content bitmap.
@MainActor
enum ContentDrawingProbe {
    struct Key: Hashable {
        let layerClass: ObjectIdentifier
        let delegateClass: ObjectIdentifier?
    }

    static var answers: [Key: Bool] = [:]
}
