/// Every animatable property of a layer, as one value.
///
/// A layer's *model* is one `LayerState`; its *presentation* at time t is the model with the
/// running animations applied. Keeping the whole set in one struct lets presentation be computed
/// into a stack value with no allocation.
///
/// Key paths read and write the fields as bytes at their offsets, so every field is plain data
/// (no references). An animatable field is declared once, in `LayerKeyPath.declarations`.
package struct LayerState: Equatable {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var zPosition: CGFloat = 0
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var backgroundColor: CGColor? = nil
    package var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds; not animatable.
    package var maskedCorners = CACornerMask.allCorners
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    /// The part of `contents` shown, in unit coordinates of the image; animatable.
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of the shown contents that stretches when they are resized, in its unit
    /// coordinates; animatable.
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether the layer is drawn when it faces away from the viewer; not animatable.
    package var isDoubleSided = true
    /// Values of keys the layer's class adds (see `CustomKeyValues.swift`); nil when there are none.
    package var customValues: CustomKeyValues? = nil
    // `CAShapeLayer`'s animatable values (unused by other layers).
    /// The shape's fill color; animatable.
    package var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shape's stroke color; animatable.
    package var strokeColor: CGColor? = nil
    /// Where the stroke starts and ends, as fractions of the path's length; animatable.
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    /// The stroke's width in points; animatable.
    package var lineWidth: CGFloat = 1
    /// The stroke's miter limit; animatable.
    package var miterLimit: CGFloat = 10
    /// How far into the dash pattern the stroke starts, in points; animatable.
    package var lineDashPhase: CGFloat = 0
    // `CAGradientLayer`'s animatable values (unused by other layers).
    /// Where the gradient starts and ends, in unit coordinates of the bounds; animatable.
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    /// Radius of the backdrop blur a visual-effect layer applies (0 = none); animatable.
    package var backdropBlurRadius: CGFloat = 0
    /// Tint laid over a visual-effect layer's blurred backdrop; animatable.
    package var backdropTint: CGColor? = nil
    /// The color a vibrancy effect paints the layer and its sublayers in, keeping their alpha
    /// (nil = drawn as they are); not animatable.
    package var vibrancyFill: CGColor? = nil

    /// Core Animation's defaults (a new layer's model values).
    package init() {}

    /// The layer's frame in its superlayer: bounds placed by position/anchorPoint, then transformed.
    package var frame: CGRect {
        let origin = CGPoint(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y)
        let untransformed = CGRect(origin: origin, size: bounds.size)
        guard !CATransform3DIsIdentity(transform) else { return untransformed }
        let local = CGRect(
            x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y,
            width: bounds.width, height: bounds.height)
        let affine = CATransform3DGetAffineTransform(transform)
        return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
    }
}
