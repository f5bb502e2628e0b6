/// Key-value observing of layers, with Foundation's call shape:
///
///     observation = shapeLayer.observe(\.bounds, options: [.new]) { layer, _ in
///         layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
///     }
///
/// Layers notify their animatable properties (`bounds`, `position`, `anchorPoint`, `zPosition`,
/// `transform`, `sublayerTransform`, `opacity`, `isHidden`, `backgroundColor`, `cornerRadius`,
/// `borderWidth`, `borderColor`, the shadow's color, opacity, offset and radius, `contentsRect`,
/// `contentsCenter`; a shape layer's `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`,
/// `lineWidth`, `miterLimit`, `lineDashPhase`) and `anchorPointZ`, `masksToBounds`,
/// `isDoubleSided` and `maskedCorners`: each time the setter is called, as for views. Setting
/// `frame` goes through `bounds` and `position`, so their observers hear it (a `\.frame`
/// observation does not: Core Animation derives it). A view's geometry lives in its layer, so
/// setting a view's frame notifies its layer's observers too. Changes made by animations are not
/// reported: only model values are. Other key paths notify through `willChangeValue(for:)` and
/// `didChangeValue(for:)`.
extension CALayer: KeyValueObserving {}

extension KeyValueObserving where Self: CALayer {
    /// Calls `changeHandler` with the layer and the change whenever `keyPath` is set (see above),
    /// and once at once with `.initial`. The observation ends when the returned object is
    /// invalidated or deallocated, or the layer is.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        layerObservers.observe(
            self, key: Self.observedKey(for: keyPath), keyPath: keyPath, options: options,
            notifiedProperties: "layers notify (their animatable properties)", changeHandler: changeHandler)
    }

    /// Tells the observers of `keyPath` that its value is about to change (they read the old value
    /// now). Pair it with `didChangeValue(for:)` in the property's setter.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        (keyValueObserver as? KeyValueObservers)?.willChange(Self.observedKey(for: keyPath), of: self)
    }

    /// Tells the observers of `keyPath` that its value changed (they read the new value now).
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        (keyValueObserver as? KeyValueObservers)?.didChange(Self.observedKey(for: keyPath), of: self)
    }

    /// The layer's observers, made on first use.
    private var layerObservers: KeyValueObservers {
        if let observers = keyValueObserver as? KeyValueObservers { return observers }
        let observers = KeyValueObservers()
        keyValueObserver = observers
        return observers
    }

    /// The key the setter of `keyPath` announces, else the key path itself.
    private static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey {
        let layerKeys: [(AnyKeyPath, String)] = [
            (\Self.bounds, "bounds"), (\Self.position, "position"), (\Self.anchorPoint, "anchorPoint"),
            (\Self.zPosition, "zPosition"), (\Self.anchorPointZ, "anchorPointZ"), (\Self.transform, "transform"),
            (\Self.sublayerTransform, "sublayerTransform"), (\Self.opacity, "opacity"), (\Self.isHidden, "hidden"),
            (\Self.backgroundColor, "backgroundColor"), (\Self.cornerRadius, "cornerRadius"),
            (\Self.borderWidth, "borderWidth"), (\Self.borderColor, "borderColor"), (\Self.shadowColor, "shadowColor"),
            (\Self.shadowOpacity, "shadowOpacity"), (\Self.shadowOffset, "shadowOffset"),
            (\Self.shadowRadius, "shadowRadius"), (\Self.contentsRect, "contentsRect"),
            (\Self.contentsCenter, "contentsCenter"), (\Self.masksToBounds, "masksToBounds"),
            (\Self.isDoubleSided, "doubleSided"), (\Self.maskedCorners, "maskedCorners"),
        ]
        if let name = layerKeys.first(where: { $0.0 == keyPath })?.1 { return .layer(name) }
        // Opening the existential binds the shape layer class `Self` really is, so the key path
        // built from it has `Self` as its root, as the caller's has.
        if let shapeLayerClass = Self.self as? any ShapeLayerKeys.Type,
            let name = shapeLayerKey(of: shapeLayerClass, for: keyPath)
        {
            return .layer(name)
        }
        return .custom(keyPath)
    }
}

/// Layers with a shape layer's animatable properties.
@MainActor
protocol ShapeLayerKeys: CAShapeLayer {}

extension CAShapeLayer: ShapeLayerKeys {}

/// The key the shape layer property `keyPath` names announces, if it is one.
@MainActor
private func shapeLayerKey<Shape: ShapeLayerKeys>(of type: Shape.Type, for keyPath: AnyKeyPath) -> String? {
    let keys: [(AnyKeyPath, String)] = [
        (\Shape.fillColor, "fillColor"), (\Shape.strokeColor, "strokeColor"), (\Shape.strokeStart, "strokeStart"),
        (\Shape.strokeEnd, "strokeEnd"), (\Shape.lineWidth, "lineWidth"), (\Shape.miterLimit, "miterLimit"),
        (\Shape.lineDashPhase, "lineDashPhase"),
    ]
    return keys.first { $0.0 == keyPath }?.1
}
