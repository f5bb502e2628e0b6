/// A layer that makes, moves and draws particles, Core Animation's `CAEmitterLayer`: each of its
/// ``emitterCells`` gives birth to particles on the emitter shape, which then move, turn, grow
/// and change colour until their lifetime ends (QuartzCore's `CAEmitterLayer.h`;
/// https://developer.apple.com/documentation/quartzcore/caemitterlayer).
///
/// As the header says, the particle system follows the layer's timing and "starts at layer's
/// beginTime": particles are born from the layer's local time 0 on (an emitter added to a window
/// long after its clock started shows the particles of that time at once; set `beginTime` to
/// `CACurrentMediaTime()`, as on iOS, to start it empty). They are drawn above the layer's
/// background, border and sublayers, flattened into its plane (z orders them only, for
/// `backToFront`), and clipped by `masksToBounds`.
///
/// What is drawn at a time is worked out from that time alone — the cells, the layer's
/// properties, ``seed`` and the times `birthRate` was changed at — so any frame can be drawn in
/// any order: particle k of cell c is born when the emitted count reaches k, and its random
/// values come from a generator seeded by (seed, c, k) (Interlude's rules: see the Decisions
/// article). A change of `birthRate` while the layer is in a window takes effect at the layer's
/// local time then (the living particles go on: setting it to 0 stops emission); any other
/// change applies to every particle from the next frame.
open class CAEmitterLayer: CALayer {
    /// The cells particles are made from, each emitting on its own. Defaults to nil.
    open var emitterCells: [CAEmitterCell]? { didSet { LayerTreeRevision.bump() } }
    /// Multiplies every cell's `birthRate`. Defaults to 1; 0 stops emission (negative counts as 0).
    open var birthRate: Float = 1 {
        didSet {
            guard birthRate.isFinite else {
                Diagnostics.report("CAEmitterLayer.birthRate = \(birthRate) is not finite; the previous value was kept")
                birthRate = oldValue
                return
            }
            noteBirthRate()
            LayerTreeRevision.bump()
        }
    }
    /// Multiplies every particle's lifetime. Defaults to 1. Animatable.
    open var lifetime: Float {
        get { Float(KeyValue.number(value(forKey: "lifetime")) ?? 1) }
        set { setValue(newValue, forKey: "lifetime") }
    }
    /// The centre of the emitter shape, in the layer's coordinates. Defaults to (0, 0). Animatable.
    open var emitterPosition: CGPoint {
        get { value(forKey: "emitterPosition") as? CGPoint ?? .zero }
        set { setValue(newValue, forKey: "emitterPosition") }
    }
    /// The z of the emitter shape's centre. Defaults to 0. Animatable.
    open var emitterZPosition: CGFloat {
        get { CGFloat(KeyValue.number(value(forKey: "emitterZPosition")) ?? 0) }
        set { setValue(newValue, forKey: "emitterZPosition") }
    }
    /// The size of the emitter shape (see ``CAEmitterLayerEmitterShape``). Defaults to zero. Animatable.
    open var emitterSize: CGSize {
        get { value(forKey: "emitterSize") as? CGSize ?? .zero }
        set { setValue(newValue, forKey: "emitterSize") }
    }
    /// The depth of the emitter shape (a cuboid's). Defaults to 0. Animatable.
    open var emitterDepth: CGFloat {
        get { CGFloat(KeyValue.number(value(forKey: "emitterDepth")) ?? 0) }
        set { setValue(newValue, forKey: "emitterDepth") }
    }
    /// The shape particles are born on. Defaults to `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { LayerTreeRevision.bump() } }
    /// Which part of the shape particles are born on. Defaults to `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { LayerTreeRevision.bump() } }
    /// The order particles are drawn in and how they are composited. Defaults to `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { LayerTreeRevision.bump() } }
    /// Multiplies every particle's speed. Defaults to 1. Animatable.
    open var velocity: Float {
        get { Float(KeyValue.number(value(forKey: "velocity")) ?? 1) }
        set { setValue(newValue, forKey: "velocity") }
    }
    /// Multiplies every particle's scale. Defaults to 1. Animatable.
    open var scale: Float {
        get { Float(KeyValue.number(value(forKey: "scale")) ?? 1) }
        set { setValue(newValue, forKey: "scale") }
    }
    /// Multiplies every particle's spin. Defaults to 1. Animatable.
    open var spin: Float {
        get { Float(KeyValue.number(value(forKey: "spin")) ?? 1) }
        set { setValue(newValue, forKey: "spin") }
    }
    /// Seeds the particles' random values: the same seed draws the same particles. Defaults to 0.
    open var seed: UInt32 = 0 { didSet { LayerTreeRevision.bump() } }

    /// The layer's birth-rate multiplier over its local time: each entry holds from its time to the
    /// next entry's (the first from the start).
    package private(set) var birthRateChanges = [EmitterRateChange(time: -.infinity, rate: 1)]

    /// An emitter with Core Animation's defaults: no cells, a point at (0, 0), multipliers 1.
    public required init() { super.init() }

    /// A copy of `layer`'s model values, its cells and emission settings included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer {
            emitterCells = other.emitterCells
            emitterShape = other.emitterShape
            emitterMode = other.emitterMode
            renderMode = other.renderMode
            seed = other.seed
            birthRate = other.birthRate
            birthRateChanges = other.birthRateChanges
        }
    }

    package override var builtInDrawing: BuiltInDrawing { .emitter }

    /// What keeps the clock of the window showing the emitter busy (see `EmitterClockWatch`).
    private var clockWatch: EmitterClockWatch?

    /// Keeps `clock`, the clock of the window the emitter just joined, busy while it is shown.
    func watch(by clock: MediaClock) {
        guard clockWatch?.clock !== clock else { return }
        clockWatch?.end()
        clockWatch = EmitterClockWatch(self, clock: clock)
    }

    /// Records a new `birthRate`: from the layer's local time now while in a window, else from the start.
    private func noteBirthRate() {
        let rate = Double(max(0, birthRate))
        guard hostingClock != nil else {
            birthRateChanges = [EmitterRateChange(time: -.infinity, rate: rate)]
            return
        }
        let now = currentLocalTime
        birthRateChanges.removeAll { $0.time >= now && $0.time > -.infinity }
        birthRateChanges.append(EmitterRateChange(time: now, rate: rate))
    }

    /// The emitter's keys with animatable values.
    static let animatableKeys: Set<String> = [
        "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "velocity", "scale", "spin",
    ]

    /// The header's defaults: multipliers 1, a point at (0, 0, 0) of size zero, volume mode, unordered.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate", "lifetime", "velocity", "scale", "spin": return Float(1)
        case "emitterPosition": return CGPoint.zero
        case "emitterZPosition", "emitterDepth": return CGFloat(0)
        case "emitterSize": return CGSize.zero
        case "emitterShape": return CAEmitterLayerEmitterShape.point
        case "emitterMode": return CAEmitterLayerEmitterMode.volume
        case "renderMode": return CAEmitterLayerRenderMode.unordered
        case "seed": return UInt32(0)
        default: return super.defaultValue(forKey: key)
        }
    }

    /// Changes of the animatable emitter properties animate implicitly, as a layer's own do.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        animatableKeys.contains(event) ? ImplicitAnimationAction() : super.defaultAction(forKey: event)
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "emitterCells": return .some(emitterCells)
        case "birthRate": return .some(birthRate)
        case "emitterShape": return .some(emitterShape)
        case "emitterMode": return .some(emitterMode)
        case "renderMode": return .some(renderMode)
        case "seed": return .some(seed)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "emitterCells" where value == nil || value is [CAEmitterCell]: emitterCells = value as? [CAEmitterCell]
        case "birthRate" where KeyValue.number(value) != nil: birthRate = Float(KeyValue.number(value)!)
        case "seed" where KeyValue.number(value).map { $0 >= 0 && $0 <= Double(UInt32.max) } == true:
            seed = UInt32(KeyValue.number(value)!)
        case "emitterShape" where value is CAEmitterLayerEmitterShape || value is String:
            emitterShape = value as? CAEmitterLayerEmitterShape ?? CAEmitterLayerEmitterShape(rawValue: value as! String)
        case "emitterMode" where value is CAEmitterLayerEmitterMode || value is String:
            emitterMode = value as? CAEmitterLayerEmitterMode ?? CAEmitterLayerEmitterMode(rawValue: value as! String)
        case "renderMode" where value is CAEmitterLayerRenderMode || value is String:
            renderMode = value as? CAEmitterLayerRenderMode ?? CAEmitterLayerRenderMode(rawValue: value as! String)
        case "emitterCells", "birthRate", "seed", "emitterShape", "emitterMode", "renderMode":
            rejectKeyValue(value, forKey: key)
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    /// The living particles at the layer's local time `t`, with the emitter's values as `state`
    /// presents them, in birth order cell by cell.
    package func particles(presented state: LayerState, atLocalTime t: Double) -> [EmitterParticle] {
        EmitterSimulation(emitter: EmitterSettings(self, presented: state), cells: emitterCells ?? [])
            .particles(atLocalTime: t)
    }
}

extension EmitterSettings {
    /// `layer`'s settings with the animatable values of its presentation `state`.
    @MainActor init(_ layer: CAEmitterLayer, presented state: LayerState) {
        let values = state.customValues
        func scalar(_ key: String, _ fallback: Double) -> Double {
            if case .scalar(let v)? = values?[key], v.isFinite { return v }
            return fallback
        }
        var position = CGPoint.zero, size = CGSize.zero
        if case .point(let p)? = values?["emitterPosition"] { position = p }
        if case .size(let s)? = values?["emitterSize"] { size = s }
        self.init(
            shape: layer.emitterShape, mode: layer.emitterMode,
            position: (Double(position.x), Double(position.y), scalar("emitterZPosition", 0)),
            size: (Double(size.width), Double(size.height), scalar("emitterDepth", 0)),
            birthRates: layer.birthRateChanges, lifetime: scalar("lifetime", 1), velocity: scalar("velocity", 1),
            scale: scalar("scale", 1), spin: scalar("spin", 1), seed: layer.seed)
    }
}
