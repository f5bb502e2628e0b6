extension LayerKeyPath {
    /// Every animatable key path, declared once: the one list parsing, names, kinds, reading,
    /// writing, key-value coding and the layers' setters derive from, so that no two of them can
    /// disagree about a path. A new animatable property needs its field in `LayerState`, its
    /// accessor on the layer class (a setter forwarding to `setAnimatable(_:to:)`) and one line here.
    ///
    /// Geometry (`position`, `bounds`, `anchorPoint`, `zPosition`, `transform` and their fields)
    /// does not redraw the content when set; `hidden` changes without an implicit animation.
    static let declarations: [Declaration] = [
        Declaration("position", \.position, redrawsContent: false),
        Declaration("position.x", \.position.x, redrawsContent: false),
        Declaration("position.y", \.position.y, redrawsContent: false),
        Declaration("anchorPoint", \.anchorPoint, redrawsContent: false),
        Declaration("bounds", \.bounds, redrawsContent: false),
        Declaration("bounds.origin", \.bounds.origin, redrawsContent: false),
        Declaration("bounds.size", \.bounds.size, redrawsContent: false),
        Declaration("bounds.size.width", \.bounds.size.width, redrawsContent: false),
        Declaration("bounds.size.height", \.bounds.size.height, redrawsContent: false),
        Declaration("zPosition", \.zPosition, redrawsContent: false),
        Declaration("opacity", \.opacity, setterRange: 0...1),
        Declaration("hidden", \.isHidden, aliases: ["isHidden"], animatesImplicitly: false),
        Declaration("transform", \.transform, redrawsContent: false),
        // The transform functions: a value of the function, applied on top of the transform
        // (see `TransformFunction`).
        .transformFunction("transform.rotation.x", .rotationX),
        .transformFunction("transform.rotation.y", .rotationY),
        .transformFunction("transform.rotation.z", .rotationZ, aliases: ["transform.rotation"]),
        .transformFunction("transform.scale", .scale),
        .transformFunction("transform.scale.x", .scaleX),
        .transformFunction("transform.scale.y", .scaleY),
        .transformFunction("transform.scale.z", .scaleZ),
        .transformFunction("transform.translation", .translation),
        .transformFunction("transform.translation.x", .translationX),
        .transformFunction("transform.translation.y", .translationY),
        .transformFunction("transform.translation.z", .translationZ),
        Declaration("sublayerTransform", \.sublayerTransform),
        Declaration("backgroundColor", \.backgroundColor),
        Declaration("cornerRadius", \.cornerRadius),
        Declaration("borderWidth", \.borderWidth),
        Declaration("borderColor", \.borderColor),
        Declaration("shadowColor", \.shadowColor),
        Declaration("shadowOpacity", \.shadowOpacity, setterRange: 0...1),
        Declaration("shadowOffset", \.shadowOffset),
        Declaration("shadowRadius", \.shadowRadius),
        // Visual-effect views' backdrop: internal, so not a key-value coding key.
        Declaration("backdropBlurRadius", \.backdropBlurRadius, setterRange: 0...Double.infinity, isKeyValueProperty: false),
        Declaration("backdropTint", \.backdropTint, isKeyValueProperty: false),
        Declaration("contentsRect", \.contentsRect),
        Declaration("contentsCenter", \.contentsCenter),
        Declaration("fillColor", \.fillColor, on: .shape),
        Declaration("strokeColor", \.strokeColor, on: .shape),
        Declaration("strokeStart", \.strokeStart, on: .shape),
        Declaration("strokeEnd", \.strokeEnd, on: .shape),
        Declaration("lineWidth", \.lineWidth, on: .shape),
        Declaration("miterLimit", \.miterLimit, on: .shape),
        Declaration("lineDashPhase", \.lineDashPhase, on: .shape),
        Declaration("startPoint", \.startPoint, on: .gradient),
        Declaration("endPoint", \.endPoint, on: .gradient),
    ]
}
