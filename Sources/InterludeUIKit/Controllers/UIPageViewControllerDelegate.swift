/// The delegate of a page view controller, UIKit's `UIPageViewControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A drag is bringing in `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A drag's page change ended; `completed` false means the page sprang back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for the interface `orientation` the window is turning to, asked for the
    /// `.pageCurl` style only. The delegate may set new view controllers (one per page the new
    /// spine shows) and change ``UIPageViewController/isDoubleSided`` here; the default keeps the
    /// current spine.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (its
    /// ``UIPageViewController/supportedInterfaceOrientations``); by default a view controller's.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in (its
    /// ``UIPageViewController/preferredInterfaceOrientationForPresentation``); by default a view
    /// controller's.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// The page view controller's current spine.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    /// A view controller's supported orientations.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { pageViewController.ownSupportedInterfaceOrientations }
    /// A view controller's orientation for presentation.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { pageViewController.ownPreferredInterfaceOrientationForPresentation }
}
