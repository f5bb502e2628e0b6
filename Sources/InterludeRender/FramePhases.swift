import InterludeUIKit

/// The phases of `UIWindow.renderFrame(scale:)` one at a time, exactly as a frame runs them, for
/// the benchmarks: presentation evaluation, render tree update, composite. (The clock step is
/// `UIWindow.advance(by:)`.)
@MainActor
package enum FramePhases {
    /// Whether frames fill solid axis-aligned rectangles without Cairo (`SolidRectFill`, the same
    /// bytes); off only to measure or compare Cairo's own fills.
    package static var fillsSolidRectsDirectly: Bool {
        get { FrameRenderer.fillsSolidRectsDirectly }
        set { FrameRenderer.fillsSolidRectsDirectly = newValue }
    }

    /// Whether those direct fills include rotated and skewed rectangles (`SolidQuadFill`, exact
    /// area); off to measure Cairo's polygon fills for them.
    package static var fillsParallelogramsDirectly: Bool {
        get { FrameRenderer.fillsParallelogramsDirectly }
        set { FrameRenderer.fillsParallelogramsDirectly = newValue }
    }

    /// Whether the fills of many sibling layers are worked out on every processor
    /// (`SiblingFills`); off to measure that walk on one thread.
    package static var sharesSiblingFills: Bool {
        get { SiblingFills.minimumToShare != .max }
        set { SiblingFills.minimumToShare = newValue ? SiblingFills.defaultMinimumToShare : .max }
    }

    /// How many threads share a frame's work (`FrameParallelism`; `INTERLUDE_RENDER_THREADS=1`
    /// measures one thread).
    package static var threadCount: Int { FrameParallelism.threadCount }

    /// Evaluates the presentation of `window`'s animated layers at its clock's time as the render
    /// tree update evaluates them (each layer's model, then its animations' tracks, or the
    /// animation objects of a layer without tracks) into one scratch state; returns the sum of the
    /// opacities (so that nothing is skipped). Runs on the renderer's tree of the window, as the
    /// last update left it.
    package static func evaluatePresentation(of window: UIWindow) -> Double {
        CATransaction.flush()
        let root = window.layer
        return FrameRenderer.compositor.tree.evaluatePresentation(
            rootParentTime: root.superlayerTime(atClockTime: window.clock.now))
    }

    /// Brings the renderer's tree to `window`'s presentation at its clock's time (lays out first,
    /// as a frame does).
    package static func updateRenderTree(of window: UIWindow) {
        window.layoutIfNeeded()
        CATransaction.flush()
        FrameRenderer.compositor.updateTree(window.layer, atClockTime: window.clock.now)
    }

    /// Composites the renderer's tree, as last updated, into a new frame of `window`'s size.
    package static func composite(_ window: UIWindow, scale: CGFloat) -> RenderedFrame {
        FrameRenderer.frame(size: window.bounds.size, scale: scale, time: window.clock.now) { target, s in
            FrameRenderer.compositor.draw(contentScale: s, rootMap: .scale(s, s), into: target)
        }
    }
}
