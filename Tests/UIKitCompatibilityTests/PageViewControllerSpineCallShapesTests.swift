import Testing
import UIKit

// UIPageViewController's spine, double-sided pages and page indicator as iOS client code writes
// them (Swift 5 mode). Sources, Apple's documentation pages: UIPageViewController spineLocation,
// isDoubleSided, SpineLocation, OptionsKey.spineLocation ("wrap one of these constants in an
// NSNumber"); UIPageViewControllerDelegate pageViewController(_:spineLocationFor:);
// UIPageViewControllerDataSource presentationCount(for:) and presentationIndex(for:).

/// A book whose spine moves to the middle in landscape, with a page indicator for the scroll style.
final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = [UIViewController(), UIViewController()]
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { nil }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { nil }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        guard orientation.isLandscape else { return .min }
        pageViewController.setViewControllers(pages, direction: .forward, animated: true, completion: nil)
        pageViewController.isDoubleSided = true
        return .mid
    }
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .landscape }
}

/// A subclass overriding the open properties.
final class TwoSidedPages: UIPageViewController {
    override var isDoubleSided: Bool {
        get { super.isDoubleSided }
        set { super.isDoubleSided = newValue }
    }
    override var spineLocation: UIPageViewController.SpineLocation { super.spineLocation }
}

@MainActor
@Suite("iOS-style client code: page view controller spines and page indicators")
struct PageViewControllerSpineCallShapesTests {
    @Test("The spine option as an NSNumber, the delegate's spine and the indicator's requirements compile and apply")
    func spineShapes() {
        let options: [UIPageViewController.OptionsKey: Any] = [
            .spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)
        ]
        let pages = TwoSidedPages(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: options)
        let book = Book()
        pages.delegate = book
        pages.dataSource = book
        pages.setViewControllers(book.pages, direction: .forward, animated: false)
        let spine: UIPageViewController.SpineLocation = pages.spineLocation
        #expect(spine == .mid)
        // The delegate answers for the orientations; the preferred one is left to the default.
        #expect(pages.supportedInterfaceOrientations == .landscape)
        #expect(
            pages.preferredInterfaceOrientationForPresentation == UIViewController().preferredInterfaceOrientationForPresentation)
        pages.delegate = nil
        #expect(pages.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(pages.isDoubleSided)
        #expect(book.presentationCount(for: pages) == 2)
        #expect(book.pageViewController(pages, spineLocationFor: .portrait) == .min)
    }
}
