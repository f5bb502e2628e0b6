/// A layer that draws its sublayers `instanceCount` times, Core Animation's `CAReplicatorLayer`:
/// copy k is copy k − 1 moved by `instanceTransform` about the replicator's centre, tinted by a
/// colour that starts at `instanceColor` and changes by the four offsets from copy to copy, and
/// running its animations `instanceDelay` seconds behind copy k − 1 (QuartzCore's
/// `CAReplicatorLayer.h`; https://developer.apple.com/documentation/quartzcore/careplicatorlayer).
///
/// Copies are drawn by the renderer only: `sublayers` holds the source layers once, and hit testing
/// finds only the first copy, as the header says of Core Animation's. Every property but
/// `preservesDepth` is animatable (the header marks `instanceCount` animatable too; a fractional
/// count in flight draws the whole copies below it).
open class CAReplicatorLayer: CALayer {
    /// The number of copies drawn, the sublayers themselves included. Defaults to 1 (no extra
    /// copies); 0 or less draws none of the sublayers. Animatable.
    open var instanceCount: Int {
        get { Self.int(value(forKey: "instanceCount")) ?? 1 }
        set { setValue(newValue, forKey: "instanceCount") }
    }
    /// Whether the copies keep their depth instead of being flattened into this layer's plane: when
    /// true the replicator is drawn as a ``CATransformLayer`` is (only its sublayers, opacity applied
    /// to each, no background, border, shadow, mask or clipping). Defaults to false.
    open var preservesDepth = false { didSet { LayerTreeRevision.bump() } }
    /// Seconds between the copies' timelines: copy k shows its animations as they were k ×
    /// `instanceDelay` seconds earlier. Defaults to 0 (the copies animate together). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { value(forKey: "instanceDelay") as? CFTimeInterval ?? 0 }
        set { setValue(newValue, forKey: "instanceDelay") }
    }
    /// The transform taking copy k − 1 to copy k, applied about the centre of the replicator's bounds
    /// (the sublayers' superlayer). Defaults to the identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { value(forKey: "instanceTransform") as? CATransform3D ?? CATransform3DIdentity }
        set { setValue(newValue, forKey: "instanceTransform") }
    }
    /// The colour the first copy's pixels are multiplied by, component by component. Defaults to
    /// opaque white (no change); nil draws as white and reads back as the default. Animatable.
    open var instanceColor: CGColor? {
        get { value(forKey: "instanceColor") as? CGColor }
        set { setValue(newValue, forKey: "instanceColor") }
    }
    /// Added to the red component of copy k − 1's colour to give copy k's (each component is kept
    /// within 0…1). Defaults to 0. Animatable.
    open var instanceRedOffset: Float {
        get { value(forKey: "instanceRedOffset") as? Float ?? 0 }
        set { setValue(newValue, forKey: "instanceRedOffset") }
    }
    /// Added to the green component of copy k − 1's colour to give copy k's. Defaults to 0. Animatable.
    open var instanceGreenOffset: Float {
        get { value(forKey: "instanceGreenOffset") as? Float ?? 0 }
        set { setValue(newValue, forKey: "instanceGreenOffset") }
    }
    /// Added to the blue component of copy k − 1's colour to give copy k's. Defaults to 0. Animatable.
    open var instanceBlueOffset: Float {
        get { value(forKey: "instanceBlueOffset") as? Float ?? 0 }
        set { setValue(newValue, forKey: "instanceBlueOffset") }
    }
    /// Added to the alpha component of copy k − 1's colour to give copy k's. Defaults to 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { value(forKey: "instanceAlphaOffset") as? Float ?? 0 }
        set { setValue(newValue, forKey: "instanceAlphaOffset") }
    }

    /// A replicator with Core Animation's defaults: one copy, no delay, identity transform, white.
    public required init() { super.init() }

    /// A copy of `layer`'s model values, its replication settings included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer { preservesDepth = other.preservesDepth }
    }

    package override var builtInDrawing: BuiltInDrawing { preservesDepth ? .transformReplicator : .replicator }

    /// The replicator's keys with animatable values.
    static let animatableKeys: Set<String> = [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// The header's defaults: 1 copy, no delay, the identity transform, opaque white, zero offsets.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return 1
        case "instanceDelay": return CFTimeInterval(0)
        case "instanceTransform": return CATransform3DIdentity
        case "instanceColor": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset": return Float(0)
        default: return super.defaultValue(forKey: key)
        }
    }

    /// Changes of the animatable replication properties animate implicitly, as a layer's own do.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        animatableKeys.contains(event) ? ImplicitAnimationAction() : super.defaultAction(forKey: event)
    }

    package override func propertyValue(forKey key: String) -> Any?? {
        key == "preservesDepth" ? .some(preservesDepth) : super.propertyValue(forKey: key)
    }

    package override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "preservesDepth" else { return super.setPropertyValue(value, forKey: key) }
        if let flag = KeyValue.flag(value) { preservesDepth = flag } else { rejectKeyValue(value, forKey: key) }
        return true
    }

    /// A count stored as any number (an animation's presentation copy answers a `Double`).
    private static func int(_ value: Any?) -> Int? {
        switch value {
        case let v as Int: v
        case let v as Double where v.isFinite: Int(v)
        case let v as CGFloat where v.isFinite: Int(v)
        default: nil
        }
    }
}
