/// The object told when a search controller presents and dismisses itself, UIKit's
/// `UISearchControllerDelegate`. Every method is optional (a default implementation is provided).
///
/// The will/did methods are called only for the search controller's automatic presentation and
/// dismissal (the search bar began editing, ``UISearchController/isActive`` was set, Cancel was
/// tapped), not when app code presents or dismisses it (UIKit's header says so).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search controller is about to be presented automatically.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The automatic presentation ended.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed automatically.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The automatic dismissal ended.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Called when the search bar began editing or ``UISearchController/isActive`` was set to
    /// true: present `searchController` here to present it yourself. When it has not been
    /// presented once this returns (the default does nothing), the search controller presents
    /// itself.
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing: the search controller performs its default presentation.
    public func presentSearchController(_ searchController: UISearchController) {}
}
