/// A view a collection view reuses, UIKit's `UICollectionReusableView`: the base of cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under, or nil.
    public internal(set) var reuseIdentifier: String?
    /// The element kind a supplementary view was dequeued for.
    var elementKind: String?

    /// A view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view of this class made by a collection view for a registered reuse identifier: calls
    /// `init(frame: .zero)`, which subclasses override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Storyboard decoding is not supported; views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Called before the collection view hands the view out again. Does nothing by default.
    open func prepareForReuse() {}

    /// Takes the view off the screen for a reuse queue, with what an update animated in it
    /// (alpha, transform, hiding) back at rest, so that it comes back as a fresh view would.
    final func leaveScreenForReuse() {
        removeFromSuperview()
        layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            alpha = 1
            transform = .identity
            isHidden = false
        }
    }

    /// Applies `layoutAttributes` beyond the frame (which the collection view sets). Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like instead of the layout's `layoutAttributes`; asked for
    /// self-sizing items (a flow layout's `estimatedItemSize`). The default adjusts the size to
    /// the content, as UIKit documents
    /// (https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)):
    /// with constraints in the content (a cell's ``UICollectionViewCell/contentView``, or the
    /// view), a copy sized by `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// closest to the proposed size — the dimensions the layout estimates at `.fittingSizeLevel`,
    /// so the constraints decide, and a dimension it fixes (a compositional item's absolute or
    /// fractional width) at `.required`; without constraints, the attributes unchanged. Overrides
    /// call `super` first and adjust what it returns.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let content = selfSizingContent
        guard content.subtreeTakesPartInAutoLayout else { return layoutAttributes }
        let held = layoutAttributes.heldSelfSizingAxes
        let size = content.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: held.width ? .required : .fittingSizeLevel,
            verticalFittingPriority: held.height ? .required : .fittingSizeLevel)
        let preferred = layoutAttributes.copied
        preferred.frame.size = CGSize(width: max(0, size.width), height: max(0, size.height))
        return preferred
    }

    /// The view whose constraints size the view: itself (a cell's content view for cells).
    var selfSizingContent: UIView { self }
}
