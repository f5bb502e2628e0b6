/// The delegate of a popover presentation, UIKit's `UIPopoverPresentationControllerDelegate`: the
/// adaptive delegate's questions plus the popover's own.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show (as a popover, not adapted): the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in UIKit since iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`, which is asked first).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
        -> Bool
    /// A tap outside dismissed the popover (deprecated in UIKit since iOS 13 in favour of
    /// `presentationControllerDidDismiss(_:)`, which is called first).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// True.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
    }
}
