import Testing
@testable import InterludeUIKit
import InterludeRender

/// A frame depends only on the tree and the clock: not on what the renderer has cached, nor on how
/// its pixel loops are split across threads. (Debug and release builds giving the same bytes is
/// checked by the render benchmark's frame hashes; see Sources/Interlude/Interlude.docc/Rendering.md.)
@MainActor
@Suite("Determinism")
struct DeterminismTests {
    /// Layers in `layer`'s subtree holding cached content or shadow masks.
    func cachedLayers(_ layer: CALayer) -> Int {
        (layer.renderCache != nil ? 1 : 0) + (layer.sublayers ?? []).reduce(0) { $0 + cachedLayers($1) }
    }

    /// Drops every cached content surface and shadow mask in `layer`'s subtree.
    func resetCaches(_ layer: CALayer) {
        layer.renderCache = nil
        for sublayer in layer.sublayers ?? [] { resetCaches(sublayer) }
    }

    @Test(
        "a mid-transition scene rendered twice, with the caches reset in between, gives identical bytes",
        arguments: ["push", "sheet", "flip"])
    func sameBytesAfterCacheReset(scene: String) {
        let window =
            switch scene {
            case "push": GoldenScenes.navigationPush(progress: 0.5)
            case "sheet": GoldenScenes.blurredSheet(progress: 0.4)
            default: GoldenScenes.flip(progress: 0.35)
            }
        let first = window.renderFrame(scale: 2)
        let cached = window.renderFrame(scale: 2)
        // The reset must have something to drop, or the comparison proves nothing.
        #expect(cachedLayers(window.layer) >= 3)
        resetCaches(window.layer)
        #expect(cachedLayers(window.layer) == 0)
        let rebuilt = window.renderFrame(scale: 2)
        #expect(first.width == 360 && first.height == 640)
        #expect(first.pixels == cached.pixels, "\(scene): second render (from the caches) differs")
        #expect(first.pixels == rebuilt.pixels, "\(scene): render after a cache reset differs")
    }
}
