extension CALayer {
    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? { _superlayer }

    /// Sublayers back to front; nil when there are none, as in Core Animation.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers { layer._superlayer = nil }
            _sublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(_sublayers.count)) }
        }
    }

    /// Appends `layer` on top of the other sublayers (`addSublayer(_:)`).
    final func placeOnTop(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(layer._superlayer === self ? _sublayers.count - 1 : _sublayers.count))
    }

    /// Inserts `layer` at `idx` (clamped to the sublayer count).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else {
            return Diagnostics.report(
                "CALayer.insertSublayer(_:at:): a layer cannot become a sublayer of itself or of its descendant")
        }
        let previousClock = layer.hostingClock
        layer.detachFromSuperlayer()
        let index = min(Int(idx), _sublayers.count)
        _sublayers.insert(layer, at: index)
        layer._superlayer = self
        if let clock = hostingClock, clock !== previousClock { layer.didJoinWindow(with: clock) }
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.detachFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? _sublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces sublayer `old` with `new` at the same index.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    package func detachFromSuperlayer() {
        guard let parent = _superlayer else { return }
        parent._sublayers.removeAll { $0 === self }
        _superlayer = nil
    }

    /// Whether `layer` is this layer or one of its ancestors.
    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c._superlayer
        }
        return false
    }

    /// The topmost ancestor (a mask counts as inside the layer it masks).
    var rootLayer: CALayer {
        var current = self
        while let parent = current._superlayer ?? current.maskedLayer { current = parent }
        return current
    }

    /// The clock of the window whose tree this layer is in, if any.
    package var hostingClock: MediaClock? { rootLayer.hostClock }

    /// The clock this layer's time derives from: its window's, else `MediaClock.current` (time is
    /// global in UIKit: a layer in no window follows `CACurrentMediaTime()`).
    package var clock: MediaClock { hostingClock ?? MediaClock.current }

    /// The clock that delivers this layer's animation events (starts, stops): its window's; in no
    /// window, the one that watched its animations until now (its last window's, or the one current
    /// when they were added), else `MediaClock.current`.
    var eventClock: MediaClock { hostingClock ?? animationClock ?? MediaClock.current }

    /// Whether the layer is in a window's tree (and so on screen).
    package var isInWindow: Bool { rootLayer.hostClock != nil }

    /// Hands the running animations of this layer and its sublayers to `clock`, the clock of the
    /// window whose tree they just joined (their begin times stay as they are: a layer's local time
    /// now derives from its new tree, as when Core Animation moves a layer under another timeline).
    package func didJoinWindow(with clock: MediaClock) {
        if let watching = animationClock, watching !== clock { clock.register(self) }
        if builtInDrawing == .emitter { unsafeDowncast(self, to: CAEmitterLayer.self).watch(by: clock) }
        for sublayer in _sublayers { sublayer.didJoinWindow(with: clock) }
        mask?.didJoinWindow(with: clock)
    }
}
