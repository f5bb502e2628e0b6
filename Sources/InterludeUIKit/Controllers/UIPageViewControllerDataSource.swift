/// The source of a page view controller's pages, UIKit's `UIPageViewControllerDataSource`.
///
/// The page indicator's two requirements are optional; a data source that implements both gets
/// the `.scroll` style's page indicator (see ``UIPageViewController``).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, nil at the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, nil at the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot the page indicator marks as the current page.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not supplied: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationRequirementMissing = true
        return 0
    }
    /// Not supplied: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationRequirementMissing = true
        return 0
    }
}
