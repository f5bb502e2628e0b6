/// Inside a property animator's block: turns each property change into a track of the animator.
@MainActor
final class PropertyAnimatorTrackMaker {
    unowned let animator: UIViewPropertyAnimator
    let segmentStart: Double

    init(animator: UIViewPropertyAnimator, segmentStart: Double) {
        self.animator = animator
        self.segmentStart = segmentStart
    }

    /// The action for a change of `path` shown as `from` and modelled as `model` before it.
    func action(path: LayerKeyPath, from: AnimatableValue, model: AnimatableValue) -> CAAction {
        PropertyChangeAction(path: path, from: from) { [self] layer, key, path, from in
            if let changes = AdditiveChange.changes(of: path, from: model, to: path.read(layer.modelState)) {
                for change in changes { animate(change, on: layer) }
            } else {
                animate(layer: layer, key: key, path: path, from: from)
            }
        }
    }

    /// Attaches a driven additive animation of `change`: animators combine their changes of the
    /// same geometry additively, as block animations do (Apple's `addAnimations(_:)`: "For many
    /// properties, the changes from each animator are added together").
    func animate(_ change: AdditiveChange, on layer: CALayer) {
        let animation = CABasicAnimation(keyPath: change.path.name)
        change.configure(animation)
        adopt(
            animation, on: layer, forKey: change.freeKey(on: layer), path: change.path, from: change.old, to: change.new)
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
