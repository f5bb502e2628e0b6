/// A single-keyframe animation between `fromValue`, `toValue` and `byValue`.
///
/// Which values are set decides the interpolation, as in Core Animation:
/// from+to: from → to; from+by: from → from+by; by+to: to−by → to; from: from → current;
/// to: current → to; by: current → current+by; none: current (no visible change).
/// "Current" is the property's value underneath this animation (model plus earlier animations).
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    private var from: AnimatableValue?
    private var to: AnimatableValue?
    private var by: AnimatableValue?

    public required init() { super.init() }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
            from = other.from
            to = other.to
            by = other.by
        }
    }

    override func prepareForAdding() -> String? {
        if let reason = super.prepareForAdding() { return reason }
        guard let kind = path?.kind else { return nil }
        for (name, raw) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] where raw != nil {
            if AnimatableValue(raw, kind: kind) == nil {
                return "\(name) \(String(describing: raw!)) does not fit key path '\(keyPath ?? "")'"
            }
        }
        from = AnimatableValue(fromValue, kind: kind)
        to = AnimatableValue(toValue, kind: kind)
        by = AnimatableValue(byValue, kind: kind)
        return nil
    }

    /// The resolved endpoints for an underlying value `current`.
    @inline(__always)
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (isAdditive ? current.subtracting(current) : current, t)
        case let (nil, nil, b?): return (isAdditive ? current.subtracting(current) : current, isAdditive ? b : current.adding(b))
        case (nil, nil, nil): return (current, current)
        }
    }

    override func apply(to state: inout LayerState, layerTime t: Double) {
        guard let path, let progress = progress(atLayerTime: t) else { return }
        let current = path.read(state)
        let (a, b) = endpoints(current: current)
        let value: AnimatableValue
        if progress.x != progress.y, case let (.point(p0), .point(p1)) = (a, b) {
            value = .point(CGPoint(x: CGFloat.interpolate(from: p0.x, to: p1.x, fraction: progress.x),
                                   y: CGFloat.interpolate(from: p0.y, to: p1.y, fraction: progress.y)))
        } else {
            value = a.interpolated(to: b, fraction: progress.x)
        }
        let iterations = completedIterations(atLayerTime: t)
        let offset = iterations > 0 ? b.subtracting(a).scaled(by: iterations) : nil
        write(value, iterationOffset: offset, into: &state)
    }
}
