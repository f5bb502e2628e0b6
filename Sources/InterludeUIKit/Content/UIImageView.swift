/// A view that shows an image, UIKit's `UIImageView`.
///
/// The image becomes the layer's `contents`; `contentMode` places it: `.scaleToFill` stretches,
/// `.scaleAspectFit` letterboxes, `.scaleAspectFill` fills and crops, `.center`, `.top`, … place it
/// at its point size. Deviation: content is drawn within the bounds only, so an aspect-fill or
/// centred image larger than the view is cropped even without `clipsToBounds` (UIKit lets it
/// overflow). User interaction is off by default.
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
        layer.contents = image
        layer.contentsScale = image?.scale ?? 1
        layer.contentsGravity = contentMode.contentsGravity
    }

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

}
