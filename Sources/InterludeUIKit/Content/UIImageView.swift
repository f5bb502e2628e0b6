/// A view that shows an image, UIKit's `UIImageView`.
///
/// The image becomes the layer's `contents`; `contentMode` places it: `.scaleToFill` stretches,
/// `.scaleAspectFit` letterboxes, `.scaleAspectFill` fills and crops, `.center`, `.top`, … place it
/// at its point size. Deviation: content is drawn within the bounds only, so an aspect-fill or
/// centred image larger than the view is cropped even without `clipsToBounds` (UIKit lets it
/// overflow). User interaction is off by default.
///
/// A template image (``UIImage/RenderingMode-swift.enum/alwaysTemplate``, or a symbol image with
/// `.automatic`) shows as its alpha filled with the view's `tintColor`, following tint and
/// appearance changes. A resizable image keeps its caps: a stretching one through the layer's
/// `contentsCenter`, a tiling one drawn at the view's size (again when the size changes).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet {
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// An image view showing `image`, sized to the image.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Storyboard decoding is not supported; image views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        isUserInteractionEnabled = false
        isOpaque = false
        updateContents()
    }

    private func updateContents() {
        var shown = image
        if let image, image.isTemplate {
            shown = image.withTintColor(tintColor.resolvedColor(with: traitCollection), renderingMode: .alwaysOriginal)
        }
        var center = CGRect(x: 0, y: 0, width: 1, height: 1)
        tiledSize = nil
        if let resizable = shown, resizable.isResizable, contentMode == .scaleToFill {
            if resizable.resizingMode == .stretch {
                center = resizable.capCenterUnitRect
            } else if bounds.width > 0, bounds.height > 0 {
                // Layers only stretch: tiles are drawn at the view's size.
                let format = UIGraphicsImageRendererFormat()
                format.scale = resizable.scale
                let size = bounds.size
                shown = UIGraphicsImageRenderer(size: size, format: format).image { _ in
                    resizable.draw(in: CGRect(origin: .zero, size: size))
                }
                tiledSize = size
            }
        }
        layer.contents = shown
        // Set only on a change: inside an animation block a set would animate the key.
        if layer.contentsCenter != center { layer.contentsCenter = center }
        layer.contentsScale = shown?.scale ?? 1
        layer.contentsGravity = contentMode.contentsGravity
    }

    /// The size a tiling resizable image was drawn at; nil when none is shown.
    private var tiledSize: CGSize?

    /// Draws a tiling resizable image again at a new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let image, image.isResizable, image.resizingMode == .tile, contentMode == .scaleToFill,
            tiledSize != bounds.size, bounds.width > 0, bounds.height > 0
        else { return }
        updateContents()
    }

    /// Shows a template image in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.isTemplate == true { updateContents() }
    }

    override func dynamicColorAppearanceChanged() {
        super.dynamicColorAppearanceChanged()
        if image?.isTemplate == true { updateContents() }
    }

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

}
