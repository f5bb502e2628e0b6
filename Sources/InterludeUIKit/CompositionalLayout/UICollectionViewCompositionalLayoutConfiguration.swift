/// What a compositional layout does beyond its sections, UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`: the scrolling direction, the space
/// between sections and the layout's own headers and footers
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration).
/// Setting a layout's `configuration` lays it out again.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls in: sections follow one another along it. Defaults to `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections. Defaults to 0.
    open var interSectionSpacing: CGFloat = 0
    /// The edges the sections' content insets are measured from across the scrolling axis, and
    /// the insets of the container a section provider is given (iOS 14). Defaults to `.safeArea`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/contentinsetsreference).
    open var contentInsetsReference = UIContentInsetsReference.safeArea
    /// Headers and footers of the whole layout, before the first section and after the last.
    /// Defaults to none.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults.
    public override init() {}
}
