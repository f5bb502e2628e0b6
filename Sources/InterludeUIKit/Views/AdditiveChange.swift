/// A change of a view's geometry animated additively, as UIKit animates position, bounds and
/// transform since iOS 8 (WWDC 2014 session 236, "Building Interruptible and Responsive
/// Interactions"): the animation adds `old − new` to the model at its start and nothing at its
/// end, on top of the animations already running on the property, which run on to their end.
///
/// Bounds animate as `bounds.origin` and `bounds.size`, as on iOS: Core Animation's rectangle
/// arithmetic keeps sizes positive, and the difference of two sizes may be negative.
struct AdditiveChange {
    /// The key path animated.
    let path: LayerKeyPath
    /// The model value before the change and after it.
    let old: AnimatableValue
    let new: AnimatableValue
    /// What the animation adds at its start, so that the model `new` shows `old`.
    let offset: AnimatableValue

    /// The properties changed additively.
    static let paths: Set<LayerKeyPath> = [position, bounds, transform]
    private static let position = LayerKeyPath("position")!
    private static let bounds = LayerKeyPath("bounds")!
    private static let transform = LayerKeyPath("transform")!
    private static let boundsOrigin = LayerKeyPath("bounds.origin")!
    private static let boundsSize = LayerKeyPath("bounds.size")!

    /// The additive animations of `path` changing from `old` to `new`; nil when the property does
    /// not animate additively, or when `new` is a singular transform (a scale of 0), which no
    /// offset added to it can undo. iOS then shows `new` at once (a view scaled to 0 vanishes);
    /// Interlude replaces the running animation instead, starting from the value on screen, so the
    /// view shrinks, as the seeds' scale demo (002) was written to.
    static func changes(of path: LayerKeyPath, from old: AnimatableValue, to new: AnimatableValue) -> [AdditiveChange]? {
        guard paths.contains(path) else { return nil }
        if path == bounds, case .rect(let o) = old, case .rect(let n) = new {
            return [
                AdditiveChange(path: boundsOrigin, old: .point(o.origin), new: .point(n.origin)),
                AdditiveChange(path: boundsSize, old: .size(o.size), new: .size(n.size)),
            ].compactMap { $0 }
        }
        return AdditiveChange(path: path, old: old, new: new).map { [$0] }
    }

    private init?(path: LayerKeyPath, old: AnimatableValue, new: AnimatableValue) {
        guard let offset = old.additiveOffset(over: new) else { return nil }
        (self.path, self.old, self.new, self.offset) = (path, old, new, offset)
    }

    /// Makes `animation` this change's: from the offset to nothing, added to the model.
    @MainActor
    func configure(_ animation: CABasicAnimation) {
        animation.fromValue = offset.boxed
        animation.toValue = offset.additiveZero.boxed
        animation.isAdditive = true
    }

    /// The key the animation takes on `layer`: the path's name, or `name-2`, `name-3`… while an
    /// earlier animation still runs under it.
    @MainActor
    func freeKey(on layer: CALayer) -> String {
        var key = path.name
        var suffix = 1
        while layer.animation(forKey: key) != nil {
            suffix += 1
            key = "\(path.name)-\(suffix)"
        }
        return key
    }
}
