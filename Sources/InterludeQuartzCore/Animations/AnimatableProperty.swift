/// A type an animatable layer property stores in `LayerState`: it converts to and from the
/// `AnimatableValue` animations carry, and names its `LayerKeyPath.Storage`, the tag with which
/// key paths read and write it without knowing the property.
///
/// Every conforming type is a trivial (plain-data) type: key paths read and write it as bytes at
/// its offset in the state (see `LayerKeyPath.Declaration`, which checks this).
protocol AnimatableProperty {
    /// The tag `LayerKeyPath` dispatches on to read and write a value of this type.
    static var storage: LayerKeyPath.Storage { get }
    /// The value as animations carry it.
    var animatableValue: AnimatableValue { get }
    /// The value `value` carries; nil when it has another shape.
    init?(animatableValue value: AnimatableValue)
    /// The value as key-value coding returns it (`value(forKey:)`): the property's Swift type.
    var keyValue: Any? { get }
}

extension AnimatableProperty {
    var keyValue: Any? { self }
}

extension CGFloat: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .cgFloat }
    var animatableValue: AnimatableValue { .scalar(Double(self)) }
    init?(animatableValue value: AnimatableValue) {
        guard case .scalar(let v) = value else { return nil }
        self = CGFloat(v)
    }
}

extension Float: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .float }
    var animatableValue: AnimatableValue { .scalar(Double(self)) }
    init?(animatableValue value: AnimatableValue) {
        guard case .scalar(let v) = value else { return nil }
        self = Float(v)
    }
}

extension Bool: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .bool }
    var animatableValue: AnimatableValue { .bool(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .bool(let b) = value else { return nil }
        self = b
    }
}

extension CGPoint: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .point }
    var animatableValue: AnimatableValue { .point(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .point(let p) = value else { return nil }
        self = p
    }
}

extension CGSize: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .size }
    var animatableValue: AnimatableValue { .size(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .size(let s) = value else { return nil }
        self = s
    }
}

extension CGRect: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .rect }
    var animatableValue: AnimatableValue { .rect(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .rect(let r) = value else { return nil }
        self = r
    }
}

extension CATransform3D: AnimatableProperty {
    static var storage: LayerKeyPath.Storage { .transform }
    var animatableValue: AnimatableValue { .transform(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .transform(let t) = value else { return nil }
        self = t
    }
}

extension Optional: AnimatableProperty where Wrapped == CGColor {
    static var storage: LayerKeyPath.Storage { .color }
    var animatableValue: AnimatableValue { .color(self) }
    init?(animatableValue value: AnimatableValue) {
        guard case .color(let c) = value else { return nil }
        self = c
    }
    /// The color, or nil (not a present value holding nil).
    var keyValue: Any? { self }
}
