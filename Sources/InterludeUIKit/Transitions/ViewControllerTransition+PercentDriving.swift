extension ViewControllerTransition: PercentDrivableTransition {
    func animateTransition() {
        animationController?.animateTransition(using: self)
    }

    func freezeLayerTime(atPercent percent: CGFloat) {
        guard !hasEnded else { return }
        _ = freezeContainerTime(at: percent)
    }

    func scrubLayerTime(to percent: CGFloat) {
        frozenLayerTime()?.scrub(to: percent)
    }

    func holdLayerTime() -> CGFloat? {
        guard let scrubber = frozenLayerTime() else { return nil }
        scrubber.hold()
        return scrubber.percent
    }

    func completeLayerTime(towards target: CGFloat, speed: CGFloat, curve: UIView.AnimationCurve) {
        // A transition running forward on its own needs nothing to finish.
        if scrubber == nil, target == 1 { return }
        guard let scrubber = frozenLayerTime() else { return }
        let seconds = Double(abs(target - scrubber.percent) / speed) * transitionDuration
        let sequence = sequenceBeforeStart
        scrubber.drive(to: target, over: seconds, curve: curve) { [weak scrubber] in
            // Played backwards to their start, the transition's animations are over.
            if target == 0 { scrubber?.endAnimations(addedAfter: sequence) }
        }
    }

    /// The scrubber holding the container's time; a transition that started running on its own
    /// is frozen where it is when the interaction takes over. Nil once the transition ended.
    private func frozenLayerTime() -> TransitionScrubber? {
        if let scrubber { return scrubber }
        guard !hasEnded else { return nil }
        let elapsed = containerView.layer.clock.now - startTime
        let percent = transitionDuration > 0 ? CGFloat(min(1, elapsed / transitionDuration)) : 1
        return freezeContainerTime(at: percent)
    }
}
