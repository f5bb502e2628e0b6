/// The animation block being executed: what a view's property change turns into.
///
/// `UIView.animate`, `animateKeyframes`, `performWithoutAnimation` and property animators push a
/// context while their block runs; a view's layer asks ``UIView/action(for:forKey:)``, which asks
/// the current context. Nested blocks inherit duration and curve unless told to override them.
@MainActor
final class ViewAnimationContext {
    enum Pacing {
        case curve(CAMediaTimingFunction)
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    enum Mode {
        /// Changes take effect at once.
        case disabled
        /// Changes become media-timed animations.
        case block
        /// Changes are recorded as keyframes and built when the block ends.
        case keyframes(KeyframeRecorder)
        /// Changes become animations driven by a property animator's fraction.
        case animator(PropertyAnimatorTrackMaker)
    }

    private(set) static var stack: [ViewAnimationContext] = []
    static var current: ViewAnimationContext? { stack.last }

    var duration: Double
    var delay: Double
    var options: UIView.AnimationOptions
    var pacing: Pacing
    var mode: Mode
    let group: ViewAnimationGroup?
    /// The repetition set by `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`,
    /// which replaces the `.repeat` and `.autoreverse` options; nil outside such a block.
    var repetition: (count: Float, autoreverses: Bool)?

    init(
        duration: Double, delay: Double, options: UIView.AnimationOptions, pacing: Pacing, mode: Mode,
        group: ViewAnimationGroup?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.mode = mode
        self.group = group
    }

    /// Runs `body` with `context` current, applying UIKit's inheritance from an enclosing block.
    static func with(_ context: ViewAnimationContext, _ body: () -> Void) {
        if let outer = current {
            context.inherit(from: outer)
        }
        stack.append(context)
        body()
        stack.removeLast()
    }

    private func inherit(from outer: ViewAnimationContext) {
        if case .disabled = outer.mode { mode = .disabled; return }
        if case .disabled = mode { return }
        if case .animator(let maker) = outer.mode, !options.contains(.overrideInheritedDuration) {
            if case .keyframes(let recorder) = mode { recorder.animatorMaker = maker } else { mode = .animator(maker) }
            return
        }
        if !options.contains(.overrideInheritedDuration) {
            duration = outer.duration
            delay = outer.delay
        }
        if !options.contains(.overrideInheritedCurve) { pacing = outer.pacing }
        if !options.contains(.overrideInheritedOptions) {
            options.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction]))
        }
    }

    /// Runs `body` with a copy of the current block's context whose animations repeat `count`
    /// times, autoreversing or not (`UIView.modifyAnimations`). Only a media-timed block is
    /// modified; anywhere else `body` just runs.
    static func withRepetition(count: Float, autoreverses: Bool, _ body: () -> Void) {
        guard let outer = current, case .block = outer.mode else { return body() }
        let context = ViewAnimationContext(
            duration: outer.duration, delay: outer.delay, options: outer.options, pacing: outer.pacing,
            mode: outer.mode, group: outer.group)
        context.repetition = (count, autoreverses)
        stack.append(context)
        body()
        stack.removeLast()
    }

    /// The action for a change of `key` on `layer` inside this block.
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        group?.noteChange(of: layer)
        guard let path = LayerKeyPath(key), path.animatesImplicitly else { return NSNull() }
        let from = path.read(layer.presentationState())
        switch mode {
        case .disabled: return NSNull()
        case .block:
            guard duration > 0 else { return NSNull() }
            let old = path.read(layer.modelState)
            return PropertyChangeAction(path: path, from: from) { [self] layer, key, path, from in
                if installAdditive(path: path, from: old, on: layer) { return }
                install(makeAnimation(path: path, key: key, from: from), on: layer, forKey: key)
            }
        case .keyframes(let recorder): return recorder.action(path: path, from: from)
        case .animator(let maker): return maker.action(path: path, from: from, model: path.read(layer.modelState))
        }
    }

    /// Animates the change of `path` from the model value `old` to the layer's new model value
    /// additively (see ``AdditiveChange``); false, with nothing added, when it cannot be.
    private func installAdditive(path: LayerKeyPath, from old: AnimatableValue, on layer: CALayer) -> Bool {
        guard let changes = AdditiveChange.changes(of: path, from: old, to: path.read(layer.modelState)) else { return false }
        for change in changes {
            let animation = makeAnimation(path: change.path, key: change.path.name, from: change.offset)
            change.configure(animation)
            install(animation, on: layer, forKey: change.freeKey(on: layer))
        }
        return true
    }

    /// A media-timed animation of `path` from `from` to the model value, with this block's timing.
    func makeAnimation(path: LayerKeyPath, key: String, from: AnimatableValue) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
        case let .spring(mass, stiffness, damping, velocity):
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            animation = spring
        }
        animation.fromValue = from.boxed
        configureTiming(of: animation)
        return animation
    }

    /// Applies duration, delay, repeat/autoreverse and interaction options.
    func configureTiming(of animation: CAAnimation) {
        animation.duration = duration
        if delay > 0 {
            animation.delayUntilResolved = delay
            animation.fillMode = .backwards
        }
        if let repetition {
            animation.repeatCount = repetition.count
            animation.autoreverses = repetition.autoreverses
        } else {
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
        }
        animation.allowsUserInteraction = options.contains(.allowUserInteraction)
    }

    /// Adds a ready animation to `layer` under `key`, interrupting what ran there, and counts it in the group.
    func install(_ animation: CAAnimation, on layer: CALayer, forKey key: String) {
        _ = animation.prepareForAdding()
        layer.removeAnimation(forKey: key)
        group?.add(animation)
        layer.attach(animation, forKey: key)
    }
}

/// A property change inside an animation context: remembers the value on screen before the
/// change and hands it, after the change, to whatever the context makes of it.
@MainActor
final class PropertyChangeAction: CAAction {
    let path: LayerKeyPath
    let from: AnimatableValue
    let handler: (CALayer, String, LayerKeyPath, AnimatableValue) -> Void

    init(path: LayerKeyPath, from: AnimatableValue, handler: @escaping (CALayer, String, LayerKeyPath, AnimatableValue) -> Void) {
        self.path = path
        self.from = from
        self.handler = handler
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        handler(layer, event, path, from)
    }
}

/// The animations of one block and its completion handler, called once they have all stopped.
@MainActor
final class ViewAnimationGroup: AnimationStopObserver {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?
    /// The clock of the first window whose views changed in the block: with no animations, the
    /// completion runs at that window's next step.
    private var changedWindowClock: MediaClock?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Notes that `layer` changed in the block.
    func noteChange(of layer: CALayer) {
        if changedWindowClock == nil { changedWindowClock = layer.hostingClock }
    }

    func add(_ animation: CAAnimation) {
        pending += 1
        animation.stopObservers.append(self)
    }

    /// The block has run: with no animations the completion runs, finished, at the next step of
    /// the window whose views changed (of `MediaClock.current` when none in a window did).
    func seal() {
        sealed = true
        if pending == 0 {
            (changedWindowClock ?? MediaClock.current).enqueue { [self] in fire() }
        }
    }

    func animationStopped(_ animation: CAAnimation, finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        if sealed && pending == 0 { fire() }
    }

    private func fire() {
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
