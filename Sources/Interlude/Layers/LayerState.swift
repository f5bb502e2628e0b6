/// Every animatable property of a layer, as one value.
///
/// A layer's *model* is one `LayerState`; its *presentation* at time t is the model with the
/// running animations applied. Keeping the whole set in one struct lets presentation be computed
/// into a stack value with no allocation.
struct LayerState: Equatable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor? = nil
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    /// Radius of the backdrop blur a visual-effect layer applies (0 = none); animatable.
    var backdropBlurRadius: CGFloat = 0
    /// Tint laid over a visual-effect layer's blurred backdrop; animatable.
    var backdropTint: CGColor? = nil

    /// The layer's frame in its superlayer: bounds placed by position/anchorPoint, then transformed.
    var frame: CGRect {
        let origin = CGPoint(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y)
        let untransformed = CGRect(origin: origin, size: bounds.size)
        guard !CATransform3DIsIdentity(transform) else { return untransformed }
        let local = CGRect(x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y,
                           width: bounds.width, height: bounds.height)
        let affine = CATransform3DGetAffineTransform(transform)
        return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
    }
}
