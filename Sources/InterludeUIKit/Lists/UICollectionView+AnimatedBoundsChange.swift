import Foundation

/// A change of the collection view's bounds the layout asks to hear of
/// (`shouldInvalidateLayout(forBoundsChange:)`): the layout is invalidated with its
/// `invalidationContext(forBoundsChange:)`. Both are asked before the bounds change, while the
/// collection view still has its old bounds: layouts commonly compare `newBounds` with
/// `collectionView.bounds` there.
///
/// When the size changes inside an animation block (a `UIView.animate` that resizes the
/// collection view, a rotation), the change animates, as UIKit's animated bounds change: the
/// layout is prepared for the new bounds and told `prepare(forAnimatedBoundsChange:)` with the old
/// ones; the cells, supplementary and decoration views move to their new attributes in the
/// enclosing animation — items coming into view from `initialLayoutAttributesForAppearingItem(at:)`
/// (nil: fading in at their places), items leaving to `finalLayoutAttributesForDisappearingItem(at:)`
/// (nil: to their new places), reused when the animation ends — and the layout is told
/// `finalizeAnimatedBoundsChange()`, still inside the block. UICollectionViewLayout.h: "UICollectionView
/// calls this when its bounds have changed inside an animation block before displaying cells in
/// its new bounds"; the finalize call is "also called inside the animation block". Apple does not
/// say whether `prepare()` comes first; here it does, as before `prepare(forCollectionViewUpdates:)`.
/// Outside an animation, or when only the origin moves (scrolling), the views are laid out at
/// the next layout pass.
extension UICollectionView {
    /// What a change of the bounds under way asked for: the layout, its context, and, when the
    /// change animates, where the supplementary and decoration views were.
    struct PendingBoundsChange {
        let layout: UICollectionViewLayout
        let context: UICollectionViewLayoutInvalidationContext
        let elementsBefore: ElementViewSnapshot?
    }

    /// The bounds are about to become `newBounds`: asks the layout whether to invalidate, and how.
    func layoutBoundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else {
            pendingBoundsChange = nil
            return
        }
        let animated =
            newBounds.size != bounds.size && ViewAnimationContext.current != nil && UIView.areAnimationsEnabled
            && !needsDataReload && !isTiling && interactiveLayoutTransition == nil
        pendingBoundsChange = PendingBoundsChange(
            layout: layout, context: layout.invalidationContext(forBoundsChange: newBounds),
            elementsBefore: animated ? elementViewSnapshot(of: layout.layoutAttributesForElements(in: bounds) ?? []) : nil)
    }

    /// The bounds changed from `oldBounds`: invalidates the layout as it asked, animating the
    /// change inside an animation block (see the extension's description).
    func layoutBoundsChanged(from oldBounds: CGRect) {
        guard let pending = pendingBoundsChange, pending.layout === collectionViewLayout else { return }
        pendingBoundsChange = nil
        let layout = pending.layout
        layout.invalidateLayout(with: pending.context)
        guard let before = pending.elementsBefore else { return }
        prepareLayoutIfNeeded()
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        let counts = itemCounts
        isTiling = true
        // Nested in the caller's block: its duration and curve apply.
        UIView.animate(
            withDuration: Self.layoutChangeDuration,
            animations: {
                self.animateDisplayedCells(
                    from: { layout.initialLayoutAttributesForAppearingItem(at: $0) },
                    to: { layout.finalLayoutAttributesForDisappearingItem(at: $0) })
                self.animateElementViews(from: before, mapping: .unchanged(counts))
                layout.finalizeAnimatedBoundsChange()
            },
            completion: { _ in self.endDisplayedViewAnimations() })
        isTiling = false
    }
}
