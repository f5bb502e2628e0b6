/// A basic animation paced by a damped spring instead of a timing function.
///
/// Progress at time t of the iteration is 1 − x(t) for a unit spring released at displacement 1
/// with `initialVelocity` (positive toward the target). `duration` still bounds the animation,
/// as in Core Animation: set it to `settlingDuration` to let the spring come to rest.
open class CASpringAnimation: CABasicAnimation {
    // `@exclusivity(unchecked)` below: read by every clock step or frame; each one is listed, with
    // what its run-time check costs, in the Benchmarks article ("Unchecked exclusivity").
    /// The spring as it was when the animation was added.
    @exclusivity(unchecked) private var preparedSpring: UnitSpring?

    /// Mass of the object on the spring. Defaults to 1; must be > 0.
    public var mass: CGFloat = 1 { didSet { mass = Self.positive(mass, old: oldValue, name: "mass") } }
    /// Spring stiffness coefficient. Defaults to 100; must be > 0.
    public var stiffness: CGFloat = 100 { didSet { stiffness = Self.positive(stiffness, old: oldValue, name: "stiffness") } }
    /// Damping coefficient. Defaults to 10; must be ≥ 0.
    public var damping: CGFloat = 10 { didSet { damping = Self.nonNegative(damping, old: oldValue, name: "damping") } }
    /// Initial velocity in units of the total distance per second, positive toward the target. Defaults to 0.
    public var initialVelocity: CGFloat = 0 {
        didSet { if !initialVelocity.isFinite { report("initialVelocity", initialVelocity); initialVelocity = oldValue } }
    }

    /// A spring with Core Animation's defaults: mass 1, stiffness 100, damping 10, no initial velocity.
    public required init() { super.init() }

    /// A spring animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// A spring with a perceptual duration and bounce (iOS 17): bounce 0 is critically damped,
    /// towards 1 more oscillation, below 0 over-damped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringParameters(duration: Double(perceptualDuration), bounce: Double(bounce))
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    required public init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
            preparedSpring = other.preparedSpring
        }
    }

    /// The spring's perceptual duration (response), in seconds.
    public var perceptualDuration: CFTimeInterval { parameters.perceptualDuration }
    /// The spring's bounce: 0 critically damped, positive under-damped, negative over-damped.
    public var bounce: CGFloat { CGFloat(parameters.bounce) }

    /// Time for the spring to come to rest (within 0.001 of the target), from the current parameters.
    public var settlingDuration: CFTimeInterval { unitSpring.settlingDuration(epsilon: 0.001) }

    var parameters: SpringParameters {
        SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    }

    var unitSpring: UnitSpring {
        UnitSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "mass": return .some(mass)
        case "stiffness": return .some(stiffness)
        case "damping": return .some(damping)
        case "initialVelocity": return .some(initialVelocity)
        case "settlingDuration": return .some(settlingDuration)
        default: return super.propertyValue(forKey: key)
        }
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "mass": assignKeyValue(value, forKey: key, KeyValue.number(value)) { mass = CGFloat($0) }
        case "stiffness": assignKeyValue(value, forKey: key, KeyValue.number(value)) { stiffness = CGFloat($0) }
        case "damping": assignKeyValue(value, forKey: key, KeyValue.number(value)) { damping = CGFloat($0) }
        case "initialVelocity": assignKeyValue(value, forKey: key, KeyValue.number(value)) { initialVelocity = CGFloat($0) }
        case "settlingDuration":
            Diagnostics.report(
                "CAAnimation.setValue(_:forKey:): 'settlingDuration' is read-only; the animation was left unchanged")
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    package override func prepareForAdding() -> String? {
        preparedSpring = unitSpring
        return super.prepareForAdding()
    }

    override func trackEasing(_ storage: inout AnimationTrackStorage) -> AnimationTrack.Easing {
        storage.easing(preparedSpring ?? unitSpring)
    }

    override func timedProgress(_ sample: TimingSample) -> Double {
        let t = sample.progress * iterationTiming.duration
        if let preparedSpring { return preparedSpring.progress(at: t) }
        return unitSpring.progress(at: t)
    }

    private static func positive(_ value: CGFloat, old: CGFloat, name: String) -> CGFloat {
        guard value.isFinite, value > 0 else { report(name, value); return old }
        return value
    }

    private static func nonNegative(_ value: CGFloat, old: CGFloat, name: String) -> CGFloat {
        guard value.isFinite, value >= 0 else { report(name, value); return old }
        return value
    }

    private static func report(_ name: String, _ value: CGFloat) {
        Diagnostics.report("CASpringAnimation.\(name) = \(value) is not a usable value; kept the previous value")
    }

    private func report(_ name: String, _ value: CGFloat) { Self.report(name, value) }
}
