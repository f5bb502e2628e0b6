/// The delegate of a sheet presentation controller, UIKit's `UISheetPresentationControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate): the
/// adaptive presentation delegate's questions, and word when the user drags the sheet to another
/// detent. Set it as the sheet's `delegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called for changes the app makes).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
