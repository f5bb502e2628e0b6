/// One source of particles of a ``CAEmitterLayer``, Core Animation's `CAEmitterCell`: how many
/// particles it makes a second, how long they live, how they move, turn, grow and change colour,
/// and the image each one shows (QuartzCore's `CAEmitterCell.h`;
/// https://developer.apple.com/documentation/quartzcore/caemittercell).
///
/// Each particle's value of a property with a range is the property's value plus the range times
/// a draw in −1…1 (see ``CAEmitterLayer`` for how draws are made). The layer reads its cells
/// when it draws: a change to a cell shows from the next frame, for its living particles too.
///
/// As in Apple's SDK, cells are not isolated to an actor (they are plain values an app makes on
/// any thread); like animations here, they are not `Sendable`, and archiving (`NSSecureCoding`)
/// is not provided.
nonisolated open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The cell's name, for finding it among a layer's cells. Defaults to nil.
    open var name: String?
    /// Whether the cell makes and draws particles. Defaults to true.
    open var isEnabled = true
    /// Particles made per second (times the layer's `birthRate`). Defaults to 0.
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`). Defaults to 0: none is seen.
    open var lifetime: Float = 0
    /// How much a particle's lifetime may differ from `lifetime`, in seconds. Defaults to 0.
    open var lifetimeRange: Float = 0
    /// The direction of emission's angle out of the layer's plane, in radians. Defaults to 0 (in
    /// the plane).
    open var emissionLatitude: CGFloat = 0
    /// The direction of emission in the layer's plane, in radians from the x axis towards the y
    /// axis (on a UIKit screen, π/2 is down). Defaults to 0 (to the right).
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone around the emission direction that particles leave in, in radians
    /// (2π: every direction). Defaults to 0.
    open var emissionRange: CGFloat = 0
    /// The speed particles leave at, in points per second (times the layer's `velocity`).
    /// Defaults to 0.
    open var velocity: CGFloat = 0
    /// How much a particle's speed may differ from `velocity`. Defaults to 0.
    open var velocityRange: CGFloat = 0
    /// The x component of the particles' acceleration, in points per second squared. Defaults to 0.
    open var xAcceleration: CGFloat = 0
    /// The y component of the particles' acceleration (positive is down on a UIKit screen). Defaults to 0.
    open var yAcceleration: CGFloat = 0
    /// The z component of the particles' acceleration. Defaults to 0.
    open var zAcceleration: CGFloat = 0
    /// The size particles are drawn at, relative to their image's (times the layer's `scale`).
    /// Defaults to 1.
    open var scale: CGFloat = 1
    /// How much a particle's scale may differ from `scale`. Defaults to 0.
    open var scaleRange: CGFloat = 0
    /// How fast a particle's scale changes, per second. Defaults to 0.
    open var scaleSpeed: CGFloat = 0
    /// How fast particles turn, in radians per second (times the layer's `spin`; positive turns
    /// clockwise on a UIKit screen). Defaults to 0.
    open var spin: CGFloat = 0
    /// How much a particle's spin may differ from `spin`. Defaults to 0.
    open var spinRange: CGFloat = 0
    /// The colour each particle's image is multiplied by. Defaults to opaque white (no change);
    /// nil draws as white.
    open var color: CGColor? = CAEmitterCell.white
    /// How much a particle's red component may differ from `color`'s. Defaults to 0.
    open var redRange: Float = 0
    /// How much a particle's green component may differ from `color`'s. Defaults to 0.
    open var greenRange: Float = 0
    /// How much a particle's blue component may differ from `color`'s. Defaults to 0.
    open var blueRange: Float = 0
    /// How much a particle's alpha may differ from `color`'s. Defaults to 0.
    open var alphaRange: Float = 0
    /// How fast a particle's red component changes, per second (kept within 0…1). Defaults to 0.
    open var redSpeed: Float = 0
    /// How fast a particle's green component changes, per second. Defaults to 0.
    open var greenSpeed: Float = 0
    /// How fast a particle's blue component changes, per second. Defaults to 0.
    open var blueSpeed: Float = 0
    /// How fast a particle's alpha changes, per second (−0.5 fades a particle out in two seconds).
    /// Defaults to 0.
    open var alphaSpeed: Float = 0
    /// The image each particle shows, a `CGImage`, centred on the particle. Defaults to nil:
    /// the cell draws nothing.
    open var contents: Any?
    /// The part of `contents` shown, in the image's unit coordinates. Defaults to (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents`: a 16-pixel image with scale 2 is 8 points wide at a
    /// particle scale of 1. Defaults to 1.
    open var contentsScale: CGFloat = 1
    /// The filter used when a particle's image is drawn smaller than its pixels (`"linear"` or
    /// `"nearest"`). Defaults to `"linear"`.
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    /// The filter used when a particle's image is drawn larger than its pixels. Defaults to `"linear"`.
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    /// Cells that each particle of this one emits, while it lives: their time starts at the
    /// particle's birth (a sub-cell's `beginTime` counts from it), they are born where it is, and
    /// the layer's multipliers apply to them too. Defaults to nil.
    open var emitterCells: [CAEmitterCell]?
    /// The bias of the mipmap level `"trilinear"` minification picks. Defaults to 0. Interlude
    /// draws `"trilinear"` as `"linear"` (as for layers), so the bias changes nothing drawn.
    open var minificationFilterBias: Float = 0

    // MARK: CAMediaTiming of the cell's emission

    /// When the cell starts emitting, in seconds of its layer's time. Defaults to 0.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits, in seconds of its own time. Defaults to 0: for as long as the
    /// layer runs.
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs against its layer's: its particles are made and age at this
    /// rate. Defaults to 1; 0 or less emits nothing.
    open var speed: Float = 1
    /// Seconds added to the cell's time. Defaults to 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many times `duration` repeats (emission goes on through the repeats). Defaults to 0 (once).
    open var repeatCount: Float = 0
    /// For how long `duration` repeats, in seconds; overrides `repeatCount`. Defaults to 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repeat plays forward then back (emission goes on through both). Defaults to false.
    open var autoreverses = false
    /// Stored for `CAMediaTiming`: emission has no fill. Defaults to `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A cell with Core Animation's defaults: no particles (birth rate and lifetime 0), white, scale 1.
    public override init() { super.init() }

    private static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// The default of each of the cell's properties, as the header gives them (`"scale"` answers
    /// 1, `"color"` opaque white); nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "enabled", "isEnabled": return true
        case "birthRate", "lifetime", "lifetimeRange", "redRange", "greenRange", "blueRange", "alphaRange", "redSpeed",
            "greenSpeed", "blueSpeed", "alphaSpeed", "minificationFilterBias", "repeatCount":
            return Float(0)
        case "emissionLatitude", "emissionLongitude", "emissionRange", "velocity", "velocityRange", "xAcceleration",
            "yAcceleration", "zAcceleration", "scaleRange", "scaleSpeed", "spin", "spinRange":
            return CGFloat(0)
        case "scale", "contentsScale": return CGFloat(1)
        case "speed": return Float(1)
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "autoreverses": return false
        case "color": return white
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": return CALayerContentsFilter.linear.rawValue
        case "fillMode": return CAMediaTimingFillMode.removed.rawValue
        default: return nil
        }
    }

    /// Whether archiving would keep the value of `key`: true for every key, as for layers.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// How long the cell emits in its own time: `duration` repeated (`repeatDuration`, else
    /// `repeatCount` times, doubled by `autoreverses`); unbounded when `duration` is 0.
    package var activeDuration: Double {
        guard duration > 0 else { return .infinity }
        return IterationTiming(
            duration: duration, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: .removed
        ).activeDuration
    }
}
