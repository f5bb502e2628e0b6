/// Orthogonally scrolling sections of a compositional layout: each has a scroll view of its own
/// (``OrthogonalScrollView``) hosting its cells, which are still dequeued, displayed and reused
/// by the collection view's tiling.
extension UICollectionView {
    /// The compositional layout, when that is the layout.
    private var compositionalLayout: UICollectionViewCompositionalLayout? {
        collectionViewLayout as? UICollectionViewCompositionalLayout
    }

    /// Makes, places and removes the strips' scroll views to match the prepared layout.
    func updateOrthogonalScrollViews() {
        let strips = compositionalLayout?.solved.strips ?? []
        guard !strips.isEmpty || !orthogonalScrollViews.isEmpty else { return }
        var kept: [Int: OrthogonalScrollView] = [:]
        for strip in strips {
            let scrollView = orthogonalScrollViews[strip.section] ?? makeOrthogonalScrollView()
            scrollView.configure(
                for: strip, offset: compositionalLayout?.stripOffset(ofSection: strip.section) ?? 0,
                decelerationRate: decelerationRate)
            kept[strip.section] = scrollView
        }
        for (section, scrollView) in orthogonalScrollViews where kept[section] == nil {
            scrollView.removeFromSuperview()
        }
        orthogonalScrollViews = kept
    }

    private func makeOrthogonalScrollView() -> OrthogonalScrollView {
        let scrollView = OrthogonalScrollView(frame: .zero)
        scrollView.owner = self
        scrollView.backgroundColor = nil
        insertSubview(scrollView, at: backgroundView == nil ? 0 : 1)
        return scrollView
    }

    /// A strip scrolled: its cells move in the layout, and the cells now in view are tiled.
    func orthogonalScrollViewDidScroll(_ scrollView: OrthogonalScrollView) {
        guard let strip = scrollView.strip, let layout = compositionalLayout else { return }
        layout.setStripOffset(strip.axis.coordinate(scrollView.contentOffset), ofSection: strip.section)
        tileVisibleCells()
    }

    /// The view the cells of `section` go in: its strip's scroll view, or the collection view.
    func cellHost(forSection section: Int) -> UIView { orthogonalScrollViews[section] ?? self }

    /// Puts `cell` (of `section`) in its host when it is elsewhere.
    func host(_ cell: UICollectionViewCell, inSection section: Int) {
        let host = cellHost(forSection: section)
        guard cell.superview !== host else { return }
        if host === self {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        } else {
            host.addSubview(cell)
        }
    }

    /// Whether `view` is on screen in the collection view or one of its strips.
    func isHosting(_ view: UIView) -> Bool {
        view.superview === self || (view.superview as? OrthogonalScrollView)?.owner === self
    }

    /// For an item of an orthogonally scrolling section: scrolls its strip so that the item shows
    /// at `position`'s choice along the strip (`.left`, `.centeredHorizontally`, `.right` for a
    /// horizontal strip; `.top`, `.centeredVertically`, `.bottom` for a vertical one), or just
    /// into view, and returns the frame it will show at. Nil for other items.
    func revealInStrip(_ indexPath: IndexPath, at position: ScrollPosition, animated: Bool) -> CGRect? {
        guard let layout = compositionalLayout, let strip = layout.strip(ofSection: indexPath.section),
            let scrollView = orthogonalScrollViews[indexPath.section], strip.base.indices.contains(indexPath.item)
        else { return nil }
        let axis = strip.axis
        let frame = strip.base[indexPath.item].frame
        let (low, high) = axis.span(frame)
        let current = layout.stripOffset(ofSection: indexPath.section)
        let horizontal = axis == .horizontal
        var target = current
        if position.contains(horizontal ? .left : .top) {
            target = low
        } else if position.contains(horizontal ? .centeredHorizontally : .centeredVertically) {
            target = (low + high - strip.length) / 2
        } else if position.contains(horizontal ? .right : .bottom) {
            target = high - strip.length
        } else if low < current {
            target = low
        } else if high > current + strip.length {
            target = high - strip.length
        }
        target = min(max(target, strip.range.lowerBound), strip.range.upperBound)
        scrollView.setContentOffset(axis.point(along: target, across: 0), animated: animated)
        let back = axis.point(along: -target, across: 0)
        return frame.offsetBy(dx: back.x, dy: back.y)
    }
}
