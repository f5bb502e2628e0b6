/// The state machine and arbitration between recognizers sharing touches (see the type's
/// documentation for the rules).
extension UIGestureRecognizer {
    /// Whether the recognizer has not decided yet (still `.possible`, maybe waiting for others).
    var isUndecided: Bool { currentState == .possible }
    /// Whether the recognizer has begun or recognized in the current touch sequence.
    var hasRecognized: Bool { currentState == .began || currentState == .changed || currentState == .ended }
    /// Whether the recognizer reached an end state.
    var isFinished: Bool { currentState == .ended || currentState == .cancelled || currentState == .failed }

    /// The other recognizers receiving any of this one's touches.
    var peers: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.recognizers where other !== self && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// A finger of a continuous gesture moved: one still possible begins once `hasBegun` says its
    /// threshold is passed, one in progress reports a change.
    func moveContinuousGesture(hasBegun: () -> Bool) {
        switch state {
        case .possible: if hasBegun() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The last finger of a continuous gesture lifted: a gesture in progress ends, one that
    /// never began fails.
    func endContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    func transition(to new: State) {
        let old = currentState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(new)
        case (.possible, .failed), (.possible, .cancelled):
            pendingRecognition = nil
            apply(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(new)
        case (.began, .failed), (.changed, .failed):
            apply(.cancelled)
        case (_, .possible) where old == new:
            return
        default:
            Diagnostics.report("\(type(of: self)).state = .\(new) is not a legal transition from .\(old); ignored")
        }
    }

    /// Tries to leave `.possible` for `.began` (continuous) or `.ended` (discrete).
    private func attemptRecognition(_ target: State) {
        guard isEnabled else { return apply(.failed) }
        guard mayBegin() else {
            pendingRecognition = nil
            return apply(.failed)
        }
        let requirements = failureRequirements()
        if requirements.contains(where: { $0.hasRecognized }) {
            pendingRecognition = nil
            return apply(.failed)
        }
        if requirements.contains(where: { $0.isUndecided }) {
            pendingRecognition = target
            return
        }
        let blocking = peers.filter { $0.hasRecognized && !recognizesSimultaneously(with: $0) }
        if blocking.contains(where: { $0.canPrevent(self) && canBePrevented(by: $0) }) {
            pendingRecognition = nil
            return apply(.failed)
        }
        pendingRecognition = nil
        let losers = peers.filter {
            $0.isUndecided && !recognizesSimultaneously(with: $0)
                && canPrevent($0) && $0.canBePrevented(by: self)
        }
        if cancelsTouchesInView {
            for touch in trackedTouches { touch.window?.cancelViewDelivery(of: touch) }
        }
        apply(target)
        for loser in losers where loser.isUndecided {
            loser.pendingRecognition = nil
            loser.apply(.failed)
        }
    }

    /// Sets the state, calls targets for reported states, and settles recognizers that depend on this one.
    func apply(_ new: State) {
        currentState = new
        if new != .failed && new != .possible { sendActions() }
        if new == .failed || hasRecognized { settleDependents() }
        if new == .failed || new == .ended || new == .cancelled {
            for touch in trackedTouches { touch.window?.flushHeldPhases(of: touch) }
        }
    }

    private func sendActions() {
        var orphaned: Set<ActionRegistration> = []
        for entry in targetActions where !entry.perform(sender: self, event: nil) { orphaned.insert(entry.registration) }
        if !orphaned.isEmpty { targetActions.removeAll { orphaned.contains($0.registration) } }
    }

    /// Recognizers waiting for this one: they recognize once it failed, and fail once it recognized.
    private func settleDependents() {
        for other in peers where other.pendingRecognition != nil {
            guard other.failureRequirements().contains(where: { $0 === self }) else { continue }
            let pending = other.pendingRecognition!
            if hasRecognized {
                other.pendingRecognition = nil
                other.apply(.failed)
            } else {
                other.attemptRecognition(pending)
            }
        }
    }

    /// Whether the delegate, the recognizer's view and the touched views let the recognizer begin.
    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        var asked: [UIView] = []
        for candidate in [view] + trackedTouches.map(\.view) {
            guard let candidate, !asked.contains(where: { $0 === candidate }) else { continue }
            asked.append(candidate)
            if !candidate.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    /// Every recognizer this one must wait for.
    func failureRequirements() -> [UIGestureRecognizer] {
        var result = requiredToFail.compactMap(\.recognizer)
        for other in peers where !result.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            {
                result.append(other)
            }
        }
        return result
    }

    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Returns a finished recognizer to `.possible` once all its touches are over (or at once when
    /// `force`), calling ``reset()``.
    func resetIfFinished(force: Bool = false) {
        guard isFinished, force || trackedTouches.allSatisfy(\.isFinished) else { return }
        for touch in trackedTouches { touch.recognizers.removeAll { $0 === self } }
        trackedTouches = []
        pendingRecognition = nil
        currentState = .possible
        reset()
    }
}
