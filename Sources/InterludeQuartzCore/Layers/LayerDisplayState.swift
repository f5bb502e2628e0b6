/// A layer's display cycle: whether its drawn content is outdated, whether a bounds change makes it
/// so, and the bitmap `draw(in:)` last produced. Allocated when a layer first needs it.
@MainActor
package final class LayerDisplayState {
    /// Whether `setNeedsDisplay()` was called since the content was last drawn.
    package var isPending = false
    /// Whether a change of the bounds' size marks the content as outdated.
    package var redrawsOnBoundsChange = false
    /// What the last `display()` drew; nil before it, or when the layer draws nothing.
    package var drawn: DrawnContent?
    /// Pixels per point of the last `display()` the renderer asked for.
    package var lastDisplayScale: CGFloat?
    /// Whether the last drawing was skipped because the bounds were empty.
    package var displayedEmpty = false
    /// The bounds and scale the `display()` in progress draws at (set by the renderer).
    package var target: (bounds: CGRect, scale: CGFloat)?

    package init() {}
}

/// A bitmap `draw(in:)` produced, with the bounds and pixel scale it was drawn for.
@MainActor
package final class DrawnContent {
    /// The pixels: the bounds' size times `scale`, rounded up; transparent where nothing was drawn.
    package let surface: CairoImageSurface
    /// Pixels per point.
    package let scale: CGFloat
    /// The bounds drawn (their origin is the user-space origin `draw(in:)` saw).
    package let bounds: CGRect
    /// A number no other drawing of the process has, for caches to tell drawings apart.
    package let serial: Int

    private static var nextSerial = 0

    init(surface: CairoImageSurface, scale: CGFloat, bounds: CGRect) {
        self.surface = surface
        self.scale = scale
        self.bounds = bounds
        Self.nextSerial += 1
        serial = Self.nextSerial
    }
}
