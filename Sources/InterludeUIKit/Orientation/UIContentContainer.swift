/// An object whose content can be resized and whose children have preferred sizes — view
/// controllers and presentation controllers — UIKit's `UIContentContainer`.
///
/// When a window is resized (``UIWindow/resize(to:duration:)``) its controllers hear
/// `willTransition(to:with:)` when their traits change, then `viewWillTransition(to:with:)`; the
/// coordinator runs the animations they add alongside the resize. View controllers forward both
/// to their children, presentation controllers to the controller they present (call `super`
/// when overriding, as UIKit asks).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed (never under Interlude, which has no Auto Layout yet).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give `container` when this container's size becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to take `size`; `coordinator` runs animations alongside.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection`; `coordinator` runs animations alongside.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
