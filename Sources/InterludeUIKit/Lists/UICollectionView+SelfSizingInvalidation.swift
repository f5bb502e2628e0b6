import Foundation

/// Self-sizing cells in a layout of your own: when the collection view displays a new cell, it
/// asks the cell's `preferredLayoutAttributesFitting(_:)` about a copy of the layout's attributes;
/// when the answer differs from the layout's attributes, it asks the layout
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and on yes
/// invalidates it with `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`;
/// the visible cells are then placed again by the layout prepared anew (Apple's pages for those
/// two methods; NSCollectionViewLayout's says the invalidation goes through `invalidateLayout(with:)`).
/// Each cell is asked once, when it is displayed, so a layout that keeps asking cannot loop.
///
/// Interlude's flow and compositional layouts measure their self-sizing items when they are
/// prepared (a flow layout with a zero `estimatedItemSize` does not self-size, as Apple's page for
/// that property says), so their cells are not asked again; nor are a transition layout's, whose
/// attributes are interpolations.
extension UICollectionView {
    /// Asks `cell`, just given the layout's `original` attributes, for its preferred attributes,
    /// and invalidates the layout when they differ and it asks for it. True when it did.
    func invalidateLayoutForPreferredAttributes(
        of cell: UICollectionReusableView, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        let layout = collectionViewLayout
        guard layout.asksDisplayedViewsForPreferredAttributes else { return false }
        let preferred = cell.preferredLayoutAttributesFitting(original.copied)
        guard !preferred.placesElementAsIn(original),
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return false }
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        return true
    }
}

extension UICollectionViewLayout {
    /// Whether the collection view asks the cells it displays for their preferred attributes:
    /// not for the layouts that measure their items when prepared (see above).
    var asksDisplayedViewsForPreferredAttributes: Bool {
        !(self is UICollectionViewFlowLayout || self is UICollectionViewCompositionalLayout
            || self is UICollectionViewTransitionLayout)
    }
}

extension UICollectionViewLayoutAttributes {
    /// Whether these attributes place and show the element as `other` do.
    fileprivate func placesElementAsIn(_ other: UICollectionViewLayoutAttributes) -> Bool {
        frame == other.frame && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && CATransform3DEqualToTransform(transform3D, other.transform3D)
    }
}
