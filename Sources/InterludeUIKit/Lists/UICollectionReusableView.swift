/// A view a collection view reuses, UIKit's `UICollectionReusableView`: the base of cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under, or nil.
    public internal(set) var reuseIdentifier: String?

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

    /// Applies `layoutAttributes` beyond the frame (which the collection view sets). Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
