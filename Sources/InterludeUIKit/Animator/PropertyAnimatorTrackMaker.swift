/// Inside a property animator's block: turns each property change into a track of the animator.
@MainActor
final class PropertyAnimatorTrackMaker {
    unowned let animator: UIViewPropertyAnimator
    let segmentStart: Double

    init(animator: UIViewPropertyAnimator, segmentStart: Double) {
        self.animator = animator
        self.segmentStart = segmentStart
    }

    func action(path: LayerKeyPath, from: AnimatableValue) -> CAAction {
        PropertyChangeAction(path: path, from: from) { [self] layer, key, path, from in
            animate(layer: layer, key: key, path: path, from: from)
        }
    }

    /// Attaches a driven basic animation from `from` to the new model value.
    func animate(layer: CALayer, key: String, path: LayerKeyPath, from: AnimatableValue) {
        let to = path.read(layer.modelState)
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from.boxed
        animation.toValue = to.boxed
        adopt(animation, on: layer, forKey: key, path: path, from: from, to: to)
    }

    /// Puts `animation` under the animator's control and attaches it, replacing what ran under `key`.
    func adopt(
        _ animation: CAAnimation, on layer: CALayer, forKey key: String, path: LayerKeyPath,
        from: AnimatableValue, to: AnimatableValue
    ) {
        _ = animation.prepareForAdding()
        animation.fillMode = .both
        animation.driver = animator
        layer.removeAnimation(forKey: key)
        layer.attach(animation, forKey: key)
        animator.addTrack(
            layer: layer, key: key, path: path, from: from, to: to,
            animation: animation, segmentStart: segmentStart)
    }
}
