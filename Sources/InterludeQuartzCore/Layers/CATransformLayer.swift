/// A layer whose sublayers keep their places in 3-D, Core Animation's `CATransformLayer`: it does
/// not flatten them into its plane, so a sublayer turned about y inside a transform layer turned
/// about y is drawn turned by both, in the perspective of the first flattening ancestor.
///
/// As QuartzCore's `CATransformLayer.h` lists: only the sublayers are drawn (no background,
/// contents or border); mask, `masksToBounds` and shadows are ignored; and opacity applies to each
/// sublayer on its own rather than to the group. Sublayers are drawn back to front by the depth of
/// their centres. https://developer.apple.com/documentation/quartzcore/catransformlayer
open class CATransformLayer: CALayer {
    /// A transform layer with Core Animation's defaults.
    public required init() { super.init() }

    /// A copy of `layer`'s model values.
    public required init(layer: Any) { super.init(layer: layer) }

    package override var builtInDrawing: BuiltInDrawing { .transform }
}
