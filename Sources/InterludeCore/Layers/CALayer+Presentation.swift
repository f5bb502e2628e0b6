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

    private func visitPresented(parentTime: Double, _ body: (CALayer, LayerState) -> Void) {
        let local = timeMapping.local(fromParent: parentTime)
        body(self, presentationState(atLocalTime: local))
        for sublayer in _sublayers { sublayer.visitPresented(parentTime: local, body) }
    }
}
