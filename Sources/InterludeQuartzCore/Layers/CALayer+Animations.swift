extension CALayer {
    /// `add(_:forKey:)`: copies, prepares and attaches the animation.
    func addCopy(of anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if let reason = copy.prepareForAdding() {
            return Diagnostics.report("CALayer.add(_:forKey:): \(reason); the animation was not added")
        }
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        // Keys of the class's own that were never set animate over the class's default value.
        for customKey in copy.customKeys where modelState.customValues?[customKey] == nil {
            guard let value = type(of: self).defaultValue(forKey: customKey).flatMap(AnimatableValue.init(inferring:)) else {
                continue
            }
            modelState.customValues = modelState.customValues.setting(customKey, to: value)
        }
        var key = key
        if let transition = copy as? CATransition {
            key = kCATransition
            transition.captureBefore(of: self)
        }
        // Replaced without calling removeAnimation(forKey:): a subclass overriding it hears only its users' calls.
        if let key { endAnimations(underKey: key) }
        attach(copy, forKey: key)
    }

    /// Adds an animation object as is (no copy); used by views and animators that own their animations.
    package func attach(_ animation: CAAnimation, forKey key: String?) {
        animation.sequence = MediaClock.nextSequence()
        if animation.beginTime == 0 && animation.delayUntilResolved == nil && animation.driver == nil {
            animation.delayUntilResolved = 0
        }
        animationEntries.append((key, animation))
        if !animation.isResolved { CATransaction.resolveAtCommit(animation, on: self) }
        eventClock.register(self)
        CATransaction.track(animation, on: self)
    }

    /// The animation added under `key`, or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// Keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Ends the animations under `key` as removed (`removeAnimation(forKey:)`).
    final func endAnimations(underKey key: String) {
        for entry in animationEntries where entry.key == key { end(entry.animation, as: .removed) }
    }

    /// Ends every animation as removed (`removeAllAnimations()`).
    final func endAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        for entry in removed { end(entry.animation, as: .removed) }
    }

    /// How an animation leaves a layer: see `end(_:as:)`.
    package enum AnimationEnding {
        /// It ran to its end (or a transition played it to its end): delegates hear
        /// `finished == true` at once, and it stays attached unless `isRemovedOnCompletion`.
        case finished
        /// It was taken off before its end: it is detached now, and delegates hear
        /// `finished == false` at the start of the next clock step.
        case removed
    }

    /// Ends one animation of this layer: the single place where animations stop, whether their
    /// time ran out, a transition ended them or code removed them. Ending an animation that has
    /// already stopped only detaches it (for `.removed`); its delegate is never told twice.
    package func end(_ animation: CAAnimation, as ending: AnimationEnding) {
        let detaches = ending == .removed || animation.isRemovedOnCompletion
        if detaches, let index = animationEntries.firstIndex(where: { $0.animation === animation }) {
            animationEntries.remove(at: index)
        }
        guard !animation.didStop else { return }
        animation.didStop = true
        switch ending {
        case .finished: animation.notifyStopped(finished: true)
        case .removed: eventClock.enqueue { animation.notifyStopped(finished: false) }
        }
    }
}

extension CAAnimation {
    /// Tells the delegate, then the internal observers, that the animation stopped.
    @MainActor package func notifyStopped(finished: Bool) {
        delegate?.animationDidStop(self, finished: finished)
        let observers = stopObservers
        stopObservers = []
        for observer in observers { observer.animationStopped(self, finished: finished) }
    }
}
