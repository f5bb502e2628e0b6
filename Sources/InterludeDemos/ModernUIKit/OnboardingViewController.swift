import Interlude

/// The paging demo: an onboarding of four pages in a `UIPageViewController` with the `.scroll`
/// style, 10 points between pages; the controller is its data source and delegate, and turns the
/// pages the user drags to.
public final class OnboardingViewController: LoggedViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    /// The pages, made once.
    public let pages: [OnboardingPageViewController]
    /// The page view controller, a child filling the view.
    public let pageViewController = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
    /// What the page view controller's delegate heard, in order.
    public let events = DemoEventLog()

    /// An onboarding logging as "Onboarding" (its pages as "Page N") into a new log.
    public init() {
        let log = AppearanceLog()
        pages = OnboardingPageViewController.contents.indices.map { OnboardingPageViewController(index: $0, log: log) }
        super.init(title: "Onboarding", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The index of the page shown.
    public var currentIndex: Int? {
        (pageViewController.viewControllers?.first as? OnboardingPageViewController)?.index
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pageViewController.dataSource = self
        pageViewController.delegate = self
        addChild(pageViewController)
        pageViewController.view.frame = view.bounds
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = (viewController as? OnboardingPageViewController)?.index, index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = (viewController as? OnboardingPageViewController)?.index, index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        events.add("willTransition(to: \(pendingViewControllers.map { $0.title ?? "?" }.joined()))")
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        events.add("didFinishAnimating(completed: \(completed))")
    }
}
