/// A new spine when the interface orientation changes, for the `.pageCurl` style.
///
/// UIPageViewController.h: the delegate's ``UIPageViewControllerDelegate/pageViewController(_:spineLocationFor:)``
/// may name another spine and, within the call, set new view controllers or change
/// ``UIPageViewController/isDoubleSided``. The controllers it sets wait until it returns; then they
/// (or, when it set none, the pages shown) must number one per page of the new spine (two for
/// ``UIPageViewController/SpineLocation/mid``, else one), or the change stops with UIKit's
/// invalid-argument message. The pages are laid out for the new spine at once, without a turn.
extension UIPageViewController {
    func changeSpine(for orientation: UIInterfaceOrientation, asking delegate: any UIPageViewControllerDelegate) {
        pendingSpineControllers = .some(nil)
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        let stashed = pendingSpineControllers ?? nil
        pendingSpineControllers = nil
        guard spine != .none else { invalidArgument("'\(Self.name(of: spine))' is not a valid spine location") }
        guard spine != storedSpineLocation || stashed != nil else { return }
        let controllers = stashed ?? viewControllers ?? []
        let required = spine == .mid ? 2 : 1
        guard controllers.count == required else { Self.wrongCount(controllers.count, required: required, spine: spine) }
        storedSpineLocation = spine
        // UIPageViewController.h: a middle spine makes pages double-sided.
        if spine == .mid { storedDoubleSided = true }
        setViewControllers(controllers, direction: .forward, animated: false)
    }
}
