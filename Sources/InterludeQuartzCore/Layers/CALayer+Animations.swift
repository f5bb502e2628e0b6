extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation with that key.
    ///
    /// A `beginTime` of 0 means "now": it is set to the layer's local time when the current
    /// transaction commits. An animation whose key path or values do not fit is reported and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if let reason = copy.prepareForAdding() {
            return Diagnostics.report("CALayer.add(_:forKey:): \(reason); the animation was not added")
        }
        if let key { removeAnimation(forKey: key) }
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
        clock.register(self)
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

    /// Removes the animation under `key`; its delegate hears `finished == false` on the next clock step.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }.map(\.animation)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        removed.forEach(stopRemoved)
    }

    /// Removes every animation; delegates hear `finished == false` on the next clock step.
    public func removeAllAnimations() {
        let removed = animationEntries.map(\.animation)
        animationEntries.removeAll()
        removed.forEach(stopRemoved)
    }

    /// Removes one specific animation object.
    package func detach(_ animation: CAAnimation) {
        guard animationEntries.contains(where: { $0.animation === animation }) else { return }
        animationEntries.removeAll { $0.animation === animation }
        stopRemoved(animation)
    }

    private func stopRemoved(_ animation: CAAnimation) {
        guard !animation.didStop else { return }
        animation.didStop = true
        clock.enqueue { animation.notifyStopped(finished: false) }
    }
}

extension CAAnimation {
    /// Tells the delegate, then the internal observers, that the animation stopped.
    package func notifyStopped(finished: Bool) {
        delegate?.animationDidStop(self, finished: finished)
        let observers = stopObservers
        stopObservers = []
        for observer in observers { observer.animationStopped(self, finished: finished) }
    }
}
