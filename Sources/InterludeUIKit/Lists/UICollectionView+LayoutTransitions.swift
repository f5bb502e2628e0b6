import Foundation

/// Changing a collection view's layout: at once, animated, or following a gesture.
///
/// ``setCollectionViewLayout(_:animated:completion:)`` tells the old layout
/// `prepareForTransition(to:)` and the new one `prepareForTransition(from:)`, installs the new
/// layout and prepares it, asks it for the content offset to rest at
/// (`targetContentOffset(forProposedContentOffset:)`, proposing the current offset kept within the
/// new content, then the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)`
/// with the layout's answer), tells both layouts `finalizeLayoutTransition()`, and then moves every
/// cell, supplementary and decoration view from its old attributes to its new ones — inside a
/// `UIView` animation when animated. Apple's pages give the order of the hooks (before gathering
/// the attributes; after gathering, before the animations) but not which layout hears first:
/// here the old one. UIKit does not document the animation's duration either: Interlude uses the
/// batch updates' 0.3 s (`UITableView.rowAnimationDuration`), on the ease-in-ease-out curve.
///
/// An interactive transition (``startInteractiveTransition(to:completion:)``) installs a
/// ``UICollectionViewTransitionLayout`` between the two layouts, whose `transitionProgress` the
/// gesture drives; ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()`` then
/// animate the rest of the way, as a layout change from the transition layout's attributes to
/// the next (or the current) layout's, and call the completion with whether the animation ran to
/// the end and whether the transition finished. UIKit drives `transitionProgress` itself during
/// that animation; here the views animate and the progress is set to 1 (or 0) when it ends.
extension UICollectionView {
    /// The completion of an interactive layout transition: whether the animations ran to the end,
    /// and whether the transition finished (true, the new layout is installed) or was cancelled
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/layoutinteractivetransitioncompletion).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// How long a layout change animates. Undocumented by UIKit: the batch updates' duration.
    static let layoutChangeDuration = UITableView.rowAnimationDuration

    /// Installs `layout`, moving the elements to it with an animation when `animated`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout`, moving the elements to it with an animation when `animated` (see the
    /// extension's description); `completion` gets whether the animation ran to the end (true
    /// without animation, at once).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let oldLayout = installedLayout
        guard layout !== oldLayout else {
            layout.invalidateLayout()
            completion?(true)
            return
        }
        oldLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: oldLayout)
        changeLayout(from: oldLayout, to: layout, finalizing: [oldLayout, layout], animated: animated) { finished in
            completion?(finished)
        }
    }

    /// Starts an interactive change to `layout`: the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` (by default a plain
    /// ``UICollectionViewTransitionLayout``) is installed and returned, at progress 0; set its
    /// `transitionProgress` as the gesture goes, then finish or cancel. Stops with UIKit's message
    /// while another interactive transition is under way (or still animating to its end).
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        guard interactiveLayoutTransition == nil else {
            programmerError("the collection is already in the middle of an interactive transition")
        }
        let current = installedLayout
        let transitionLayout =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        interactiveLayoutTransition = InteractiveLayoutTransition(layout: transitionLayout, completion: completion)
        install(transitionLayout)
        return transitionLayout
    }

    /// Ends the interactive transition by animating to its next layout, which is installed;
    /// the completion hears `finish` true. Stops with UIKit's message without a transition.
    public func finishInteractiveTransition() { endInteractiveTransition(finishing: true) }

    /// Ends the interactive transition by animating back to its current layout, which stays
    /// installed; the completion hears `finish` false. Stops with UIKit's message without a transition.
    public func cancelInteractiveTransition() { endInteractiveTransition(finishing: false) }

    private func endInteractiveTransition(finishing: Bool) {
        guard let transition = interactiveLayoutTransition, !transition.isEnding else {
            programmerError(
                "the collection was not prepared for an interactive transition. see "
                    + "startInteractiveTransitionToCollectionViewLayout:completion:")
        }
        transition.isEnding = true
        let layout = transition.layout
        let target = finishing ? layout.nextLayout : layout.currentLayout
        let other = finishing ? layout.currentLayout : layout.nextLayout
        changeLayout(from: layout, to: target, finalizing: [layout.currentLayout, layout.nextLayout], animated: true) {
            finished in
            if other.collectionView === self, other !== self.installedLayout { other.collectionView = nil }
            self.interactiveLayoutTransition = nil
            layout.transitionProgress = finishing ? 1 : 0
            transition.completion?(finished, finishing)
        }
    }

    /// Makes `layout` the one in use, to be prepared before the next query.
    private func install(_ layout: UICollectionViewLayout) {
        installedLayout = layout
        layout.collectionView = self
        layoutNeedsPreparing = true
        setNeedsLayout()
        layout.invalidateLayout(with: layout.makeInvalidationContext(everything: true))
    }

    /// Replaces `start` (in use) with `newLayout`, telling the layouts in `finalizing` once the
    /// attributes are gathered, and moves the elements on screen (see the extension's description).
    private func changeLayout(
        from start: UICollectionViewLayout, to newLayout: UICollectionViewLayout, finalizing: [UICollectionViewLayout],
        animated: Bool, completion: @escaping (Bool) -> Void
    ) {
        // Before any data is read there is nothing on screen to move.
        guard !needsDataReload else {
            install(newLayout)
            for layout in finalizing { layout.finalizeLayoutTransition() }
            start.collectionView = nil
            return completion(true)
        }
        prepareLayoutIfNeeded()
        // Where items were: the visible cells, and the old layout's answer a screen around them.
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for attributes in cellAttributes(in: around) { before[attributes.indexPath] = attributes.copied }
        let elementsBefore = elementViewSnapshot(of: start.layoutAttributesForElements(in: around) ?? [])
        install(newLayout)
        prepareLayoutIfNeeded()
        let proposed = offsetWithinContent(contentOffset)
        let layoutTarget = newLayout.targetContentOffset(forProposedContentOffset: proposed)
        let target =
            collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: layoutTarget)
            ?? layoutTarget
        for layout in finalizing { layout.finalizeLayoutTransition() }

        let counts = itemCounts
        let changes = {
            if self.contentOffset != target { self.contentOffset = target }
            self.animateDisplayedCells { before[$0] ?? start.layoutAttributesForItem(at: $0) }
            self.animateElementViews(from: elementsBefore, mapping: .unchanged(counts))
        }
        isTiling = true
        if animated {
            UIView.animate(withDuration: Self.layoutChangeDuration, animations: changes) { finished in
                self.endDisplayedViewAnimations()
                completion(finished)
            }
        } else {
            UIView.performWithoutAnimation(changes)
        }
        isTiling = false
        start.collectionView = nil
        guard !animated else { return }
        endDisplayedViewAnimations()
        completion(true)
    }

    /// `point` moved into the offsets the content allows.
    func offsetWithinContent(_ point: CGPoint) -> CGPoint {
        func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            value < range.lowerBound ? range.lowerBound : value > range.upperBound ? range.upperBound : value
        }
        return CGPoint(x: clamp(point.x, horizontalRange), y: clamp(point.y, verticalRange))
    }

    /// Inside an animation: moves each displayed cell to its attributes in the layout, sends
    /// away the cells that leave the visible rectangle (to `end`'s attributes when it gives some;
    /// reused when the animation ends), and makes the cells of the items coming into view,
    /// starting from `start` (nil: fading in in place).
    func animateDisplayedCells(
        from start: (IndexPath) -> UICollectionViewLayoutAttributes?,
        to end: (IndexPath) -> UICollectionViewLayoutAttributes? = { _ in nil }
    ) {
        let layout = collectionViewLayout
        for (indexPath, cell) in cellsByIndexPath {
            if let attributes = layout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        }
        let visible = cellAttributes(in: bounds)
        let visibleSet = Set(visible.map(\.indexPath))
        // In index path order: a dictionary's order changes from run to run.
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) where !visibleSet.contains(indexPath) {
            cellsByIndexPath[indexPath] = nil
            if let final = end(indexPath) { apply(final, to: cell) }
            departingCells.append(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for attributes in visible where cellsByIndexPath[attributes.indexPath] == nil {
            let indexPath = attributes.indexPath
            var made: UICollectionViewCell?
            UIView.performWithoutAnimation { made = makeCell(for: indexPath) }
            guard let cell = made else { continue }
            let first =
                start(indexPath)
                ?? {
                    let faded = attributes.copied
                    faded.alpha = 0
                    return faded
                }()
            UIView.performWithoutAnimation { apply(first, to: cell) }
            cellsByIndexPath[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            apply(attributes, to: cell)
        }
    }

    /// Once an animation of the displayed views ended: the views that went away return to their
    /// reuse queues, and the visible rectangle is tiled again.
    func endDisplayedViewAnimations() {
        let cells = departingCells
        departingCells = []
        for cell in cells { enqueue(cell) }
        enqueueDepartedElementViews()
        tileVisibleCells()
    }
}

/// An interactive layout transition under way.
@MainActor
final class InteractiveLayoutTransition {
    /// The installed transition layout.
    let layout: UICollectionViewTransitionLayout
    /// What to call when it ends.
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    /// Whether it was finished or cancelled and is animating to its end.
    var isEnding = false

    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?) {
        self.layout = layout
        self.completion = completion
    }
}

extension ListUpdateMapping {
    /// The mapping of a change that moves nothing, for sections of `counts` items.
    static func unchanged(_ counts: [Int]) -> ListUpdateMapping {
        let paths: [[IndexPath?]] = counts.indices.map { section in
            (0..<counts[section]).map { IndexPath(item: $0, section: section) }
        }
        return ListUpdateMapping(newSectionOfOld: counts.indices.map { $0 }, newOfOld: paths, oldOfNew: paths)
    }
}
