import Foundation

/// The page indicator of the `.scroll` style: a ``UIPageControl`` in a strip along the bottom,
/// shown when the orientation is horizontal and the data source implements both
/// ``UIPageViewControllerDataSource/presentationCount(for:)`` and
/// ``UIPageViewControllerDataSource/presentationIndex(for:)`` (UIPageViewController.h). Both are
/// asked after ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` and
/// when the data source changes; a drag that turns the page moves the indicator by one without
/// asking, and a cancelled drag leaves it. Tapping beside the current dot turns to the data
/// source's neighbour on that side.
extension UIPageViewController {
    /// Asks the data source for the indicator's count and index, then shows, updates or removes it.
    func updatePageIndicator() {
        guard isViewLoaded else { return }
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else {
            return setPageIndicator(nil)
        }
        presentationRequirementMissing = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        guard !presentationRequirementMissing else { return setPageIndicator(nil) }
        let indicator = pageIndicator ?? UIPageControl()
        indicator.numberOfPages = count
        indicator.currentPage = index
        setPageIndicator(indicator)
    }

    /// Puts `indicator` in (or takes the current one out) and lays the pages out again.
    private func setPageIndicator(_ indicator: UIPageControl?) {
        guard indicator !== pageIndicator else { return layOutPageIndicator() }
        pageIndicator?.removeFromSuperview()
        pageIndicator = indicator
        if let indicator {
            indicator.addTarget(self, action: UIPageViewController.pageIndicatorChanged, for: .valueChanged)
            view.addSubview(indicator)
        }
        layOutPageIndicator()
        guard !isAnimatingChange, let shown = viewControllers else { return }
        for (index, page) in shown.enumerated() where page.view.superview === view {
            page.view.frame = restingFrame(ofPage: index, of: shown.count)
        }
    }

    /// The indicator spans the bottom strip below the pages.
    func layOutPageIndicator() {
        guard let pageIndicator else { return }
        let pages = contentBounds
        pageIndicator.frame = CGRect(
            x: view.bounds.minX, y: pages.maxY, width: view.bounds.width, height: view.bounds.maxY - pages.maxY)
        view.bringSubviewToFront(pageIndicator)
    }

    /// A tap moved the indicator: turn to the neighbour on that side (back to the shown page's dot
    /// when there is none).
    private func pageIndicatorChanged(_ indicator: UIPageControl) {
        guard let current = viewControllers?.first, let dataSource else { return }
        let shownIndex = dataSource.presentationIndex(for: self)
        guard indicator.currentPage != shownIndex else { return }
        let forward = indicator.currentPage > shownIndex
        let neighbour =
            forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let neighbour else {
            indicator.currentPage = shownIndex
            return
        }
        setViewControllers([neighbour], direction: forward ? .forward : .reverse, animated: true)
    }
}
