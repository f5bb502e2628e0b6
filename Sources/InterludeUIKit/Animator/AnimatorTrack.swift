/// How a property animator maps linear progress q (0…1 of a segment) to visual progress.
struct AnimatorCurve {
    enum Kind {
        case cubic(CubicBezier)
        case spring(x: UnitSpring, y: UnitSpring, duration: Double)
    }
    let kind: Kind

    /// The curve of `parameters` for a segment lasting `duration` seconds.
    @MainActor
    init(_ parameters: UITimingCurveProvider, duration: Double) {
        if let spring = parameters.springTimingParameters {
            let (x, y) = spring.unitSprings(duration: duration)
            kind = .spring(x: x, y: y, duration: duration)
        } else {
            kind = .cubic(parameters.cubicTimingParameters?.bezier ?? .caDefault)
        }
    }

    func progress(_ q: Double) -> AxisProgress {
        if q <= 0 { return AxisProgress(x: 0, y: 0) }
        switch kind {
        case .cubic(let bezier):
            let p = q >= 1 ? 1 : bezier.solve(q)
            return AxisProgress(x: p, y: p)
        case let .spring(x, y, duration):
            let t = q * duration
            return AxisProgress(x: x.progress(at: t), y: y.progress(at: t))
        }
    }
}

/// One property animated by a property animator: the layer, the values at both ends, the driven
/// animation, where in the animator's fraction it runs, and how progress is shaped.
@MainActor
final class AnimatorTrack {
    let layer: CALayer
    let key: String
    let path: LayerKeyPath
    let from: AnimatableValue
    let to: AnimatableValue
    let animation: CAAnimation
    /// Start and length of the track within the animator's 0…1 fraction (delay factors).
    let segment: (start: Double, length: Double)
    var curve: AnimatorCurve
    /// After a linear scrub or a change of timing: (u0, v0), the point the curve restarts from.
    var rebase: (u: Double, v: AxisProgress)?
    /// The layer's local time at the animator's last re-anchoring (nil until the transaction commits).
    var layerAnchor: Double?

    init(
        layer: CALayer, key: String, path: LayerKeyPath, from: AnimatableValue, to: AnimatableValue,
        animation: CAAnimation, segment: (start: Double, length: Double), curve: AnimatorCurve
    ) {
        self.layer = layer
        self.key = key
        self.path = path
        self.from = from
        self.to = to
        self.animation = animation
        self.segment = segment
        self.curve = curve
    }

    /// Whether the track still drives its layer (a later animation of the same key removes it).
    var isLive: Bool { !animation.didStop && layer.animationEntries.contains { $0.animation === animation } }

    /// Linear progress through the segment at animator fraction `f`.
    func segmentProgress(_ f: Double) -> Double {
        guard segment.length > 0 else { return f >= segment.start ? 1 : 0 }
        return min(1, max(0, (f - segment.start) / segment.length))
    }

    /// Visual progress at animator fraction `f` (linear when `linear`).
    func visualProgress(_ f: Double, linear: Bool) -> AxisProgress {
        let u = segmentProgress(f)
        if linear { return AxisProgress(x: u, y: u) }
        guard let rebase else { return curve.progress(u) }
        if u >= rebase.u {
            guard rebase.u < 1 else { return rebase.v }
            let c = curve.progress((u - rebase.u) / (1 - rebase.u))
            return AxisProgress(x: rebase.v.x + (1 - rebase.v.x) * c.x, y: rebase.v.y + (1 - rebase.v.y) * c.y)
        }
        guard rebase.u > 0 else { return rebase.v }
        // Running back toward the start, the new curve's time begins at the rebase point, so its
        // start (and a spring's initial velocity) is where the reversed motion begins.
        let c = curve.progress(1 - u / rebase.u)
        return AxisProgress(x: rebase.v.x * (1 - c.x), y: rebase.v.y * (1 - c.y))
    }

    /// Writes `value` into the layer's model without animating.
    func setModel(_ value: AnimatableValue) {
        path.write(value, into: &layer.modelState)
    }

    /// The value on screen now.
    var presentedValue: AnimatableValue { path.read(layer.presentationState()) }

    /// Whether the track adds its change to the model (see `AdditiveChange`) rather than setting
    /// the value shown.
    var isAdditive: Bool { (animation as? CAPropertyAnimation)?.isAdditive == true }

    /// Removes the track's animation, leaving the property as it shows now: the model takes the
    /// value on screen, or for an additive track only its own share of it (other animations of
    /// the property go on adding theirs).
    func freeze() {
        let shown = presentedValue
        layer.end(animation, as: .removed)
        guard isAdditive else { return setModel(shown) }
        let model = path.read(layer.modelState)
        if let share = shown.additiveOffset(over: presentedValue) { setModel(model.adding(share)) }
    }

    /// Removes the track's animation at the end of its animator: the model takes the value at
    /// `position`. An additive track ending at `.end` leaves the model alone: it already holds the
    /// block's value, or a later change that must stand.
    func finish(at position: UIViewAnimatingPosition) {
        layer.end(animation, as: .removed)
        switch position {
        case .start: setModel(from)
        case .end: if !isAdditive { setModel(to) }
        case .current: break
        }
    }
}
