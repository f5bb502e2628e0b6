extension CALayer {
    /// The presentation values at the current time.
    func presentationState() -> LayerState {
        presentationState(atLocalTime: currentLocalTime)
    }

    /// The model with every attached animation applied at the layer's local time `t`, in add order.
    func presentationState(atLocalTime t: Double) -> LayerState {
        var state = modelState
        for entry in animationEntries {
            entry.animation.apply(to: &state, layerTime: t)
        }
        return state
    }

    /// Calls `body` for this layer and every descendant, back to front, with presentation values
    /// evaluated at clock time `t` (each layer's local time derived from its parent's, once).
    package func forEachPresented(atClockTime t: Double, _ body: (CALayer, LayerState) -> Void) {
        let parentTime = _superlayer?.localTime(atClockTime: t) ?? t
        visitPresented(parentTime: parentTime, body)
    }

    /// The layer's local time and presentation values when its superlayer's local time is `parentTime`.
    package func presented(atParentTime parentTime: Double) -> (localTime: Double, state: LayerState) {
        let local = timeMapping.local(fromParent: parentTime)
        return (local, presentationState(atLocalTime: local))
    }

    /// The local time of this layer's superlayer at clock time `t` (`t` itself for a root layer).
    package func superlayerTime(atClockTime t: Double) -> Double {
        _superlayer?.localTime(atClockTime: t) ?? t
    }

    /// The current time of the clock this layer's tree runs on (its window's).
    package var currentClockTime: Double { clock.now }

    /// The sublayers back to front, without copying into an optional.
    package var orderedSublayers: [CALayer] { _sublayers }

    private func visitPresented(parentTime: Double, _ body: (CALayer, LayerState) -> Void) {
        let local = timeMapping.local(fromParent: parentTime)
        body(self, presentationState(atLocalTime: local))
        for sublayer in _sublayers { sublayer.visitPresented(parentTime: local, body) }
    }
}
