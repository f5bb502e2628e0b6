/// The kind of timing an animator follows (UIKit's raw values).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (``UICubicTimingParameters/init(animationCurve:)``).
    case builtin = 0
    /// A cubic Bézier curve through two control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together (from a custom provider); a property animator follows the spring.
    case composed = 3
}

/// Timing information for a property animator: a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which kind of timing the provider describes.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, or nil when there is none.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, or nil when there is none. A property animator uses it in preference to the cubic curve.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when created from one (otherwise undefined; reads `.easeInOut`).
    public let animationCurve: UIView.AnimationCurve
    /// First control point; `.zero` when created from a built-in curve, as UIKit documents.
    public let controlPoint1: CGPoint
    /// Second control point; `.zero` when created from a built-in curve.
    public let controlPoint2: CGPoint
    /// `.builtin` when made from a named curve, else `.cubic`.
    public let timingCurveType: UITimingCurveType
    let bezier: CubicBezier

    /// Core Animation's default curve, (0.25, 0.1) and (0.25, 1).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        timingCurveType = .cubic
        bezier = .caDefault
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingCurveType = .builtin
        bezier = curve.timingFunction.bezier
    }

    /// A curve through two control points; x values must be in 0…1 (others are reported and clamped).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        bezier = CAMediaTimingFunction.validatedBezier(
            Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y),
            call: "UICubicTimingParameters(controlPoint1:controlPoint2:)")
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        animationCurve = .easeInOut
        timingCurveType = .cubic
    }

    /// This curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always nil: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve.
///
/// Made from a damping ratio, the spring is fitted to the animator's duration. Made from mass,
/// stiffness and damping (or the default initializer), it has its own duration — the time it takes
/// to settle — and the animator's duration is ignored. `init(duration:bounce:)` springs also
/// run until they settle.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// Initial velocity per axis in total distances per second; 1-D properties use `dx`.
    public let initialVelocity: CGVector
    /// Always `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Always nil: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    public var springTimingParameters: UISpringTimingParameters? { self }

    enum Model {
        case ratio(Double)
        case physical(SpringParameters)
    }
    let model: Model

    /// The system spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56), velocity zero.
    public override init() {
        model = .physical(.systemDefault)
        initialVelocity = .zero
    }

    /// A spring with `ratio` fitted to the animator's duration, velocity zero.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` fitted to the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        if ratio.isFinite && ratio >= 0 {
            model = .ratio(Double(ratio))
        } else {
            Diagnostics.report(
                "UISpringTimingParameters(dampingRatio:initialVelocity:): ratio \(ratio) must be finite and ≥ 0; used 1")
            model = .ratio(1)
        }
        initialVelocity = Self.finite(velocity, call: "UISpringTimingParameters(dampingRatio:initialVelocity:)")
    }

    /// A physical spring; its settling time replaces the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        if mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 {
            model = .physical(SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)))
        } else {
            Diagnostics.report(
                "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:): mass \(mass) and stiffness \(stiffness) must be > 0, damping \(damping) ≥ 0; used mass 1, stiffness 100, damping 10"
            )
            model = .physical(SpringParameters(mass: 1, stiffness: 100, damping: 10))
        }
        initialVelocity = Self.finite(velocity, call: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)")
    }

    /// A spring of perceptual `duration` and `bounce` (iOS 17); it runs until it settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        if duration.isFinite, duration > 0, bounce.isFinite, bounce > -1 {
            model = .physical(SpringParameters(duration: duration, bounce: Double(bounce)))
        } else {
            Diagnostics.report(
                "UISpringTimingParameters(duration:bounce:initialVelocity:): duration \(duration) must be > 0 and bounce \(bounce) > -1; used duration 0.5, bounce 0"
            )
            model = .physical(SpringParameters(duration: 0.5, bounce: 0))
        }
        initialVelocity = Self.finite(velocity, call: "UISpringTimingParameters(duration:bounce:initialVelocity:)")
    }

    /// The damping ratio: given, or derived from mass, stiffness and damping.
    public var dampingRatio: CGFloat {
        switch model {
        case .ratio(let ratio): return CGFloat(ratio)
        case .physical(let spring): return CGFloat(spring.dampingRatio)
        }
    }

    /// The spring's own duration (time to settle) when it ignores the animator's, else nil.
    var implicitDuration: TimeInterval? {
        guard case .physical(let spring) = model else { return nil }
        let unit = UnitSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: Double(initialVelocity.dx))
        return unit.settlingDuration(epsilon: 0.001)
    }

    /// Unit springs for x and y over a segment lasting `duration` seconds.
    func unitSprings(duration: Double) -> (x: UnitSpring, y: UnitSpring) {
        func make(_ v: CGFloat) -> UnitSpring {
            let spring: SpringParameters
            switch model {
            case .ratio(let ratio):
                spring = SpringParameters.fitting(duration: duration, dampingRatio: ratio, initialVelocity: Double(v))
            case .physical(let physical):
                spring = physical
            }
            return UnitSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: Double(v))
        }
        return (make(initialVelocity.dx), make(initialVelocity.dy))
    }

    private static func finite(_ v: CGVector, call: String) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            Diagnostics.report("\(call): initial velocity \(v) must be finite; used zero")
            return .zero
        }
        return v
    }
}
