extension CALayer {
    /// The presentation values at the current time.
    package func presentationState() -> LayerState {
        presentationState(atLocalTime: currentLocalTime)
    }

    /// The model with every attached animation applied at the layer's local time `t`, in add order.
    package func presentationState(atLocalTime t: Double) -> LayerState {
        var state = modelState
        applyAnimations(to: &state, atLocalTime: t)
        return state
    }

    /// Applies every attached animation at local time `t` on top of `state`, in add order.
    @inline(__always)
    package func applyAnimations(to state: inout LayerState, atLocalTime t: Double) {
        let entries = animationEntries
        for index in entries.indices {
            entries[index].animation.apply(to: &state, layerTime: t)
        }
    }

    /// Overwrites `state` with the presentation at local time `t`: the model, then every attached
    /// animation in add order (what `presentationState(atLocalTime:)` returns, written in place).
    package func present(into state: inout LayerState, atLocalTime t: Double) {
        state = modelState
        applyAnimations(to: &state, atLocalTime: t)
    }

    /// The layer's local time and presentation values when its superlayer's local time is `parentTime`.
    package func presented(atParentTime parentTime: Double) -> (localTime: Double, state: LayerState) {
        let local = timeMapping.local(fromParent: parentTime)
        return (local, presentationState(atLocalTime: local))
    }

    /// The layer's local time when its superlayer's local time is `parentTime`.
    package func localTime(fromParentTime parentTime: Double) -> Double { timeMapping.local(fromParent: parentTime) }

    /// The local time of this layer's superlayer at clock time `t` (`t` itself for a root layer).
    package func superlayerTime(atClockTime t: Double) -> Double {
        _superlayer?.localTime(atClockTime: t) ?? t
    }

    /// The current time of the clock this layer's tree runs on (its window's).
    package var currentClockTime: Double { clock.now }

    /// Whether any animation is attached (running or filling).
    package var hasAnimations: Bool { !animationEntries.isEmpty }

    /// The sublayers back to front, without copying into an optional.
    package var orderedSublayers: [CALayer] { _sublayers }
}
