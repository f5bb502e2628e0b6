/// The view a sheet is presented over, scaled back into a card behind it (the iOS 13–18 look):
/// at full progress it is ``UISheetPresentationController/presenterSideInset`` narrower on each
/// side, its top ``UISheetPresentationController/presenterLift`` above the sheet's, its corners
/// rounded; black shows around it (a backdrop under it, when it sits in the window rather than in
/// another sheet's container, which dims it already).
///
/// The transform is set around the view's own centre and bounds, so the frame a layout sets stays
/// right; the corner radius and clipping it had come back when the sheet goes.
@MainActor
final class SheetPresenterCard {
    let view: UIView
    private let originalCornerRadius: CGFloat
    private let originalMasksToBounds: Bool
    private let originalTransform: CGAffineTransform
    private var backdrop: UIView?

    init(view: UIView) {
        self.view = view
        originalCornerRadius = view.layer.cornerRadius
        originalMasksToBounds = view.layer.masksToBounds
        originalTransform = view.transform
        if let superview = view.superview, !(superview is PresentationContainerView) {
            let backdrop = UIView(frame: superview.bounds)
            backdrop.backgroundColor = .black
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.isUserInteractionEnabled = false
            superview.insertSubview(backdrop, belowSubview: view)
            self.backdrop = backdrop
        }
    }

    /// The transform that puts the view at `progress` (0 = as it was, 1 = scaled back fully) with
    /// the sheet's top at `sheetTop` (in the view's superview's coordinates).
    func transform(progress: CGFloat, sheetTop: CGFloat) -> CGAffineTransform {
        let size = view.bounds.size
        guard progress > 0, size.width > 0, size.height > 0 else { return originalTransform }
        let fullScale = (size.width - 2 * UISheetPresentationController.presenterSideInset) / size.width
        let scale = 1 + (fullScale - 1) * progress
        let restingTop = view.center.y - size.height / 2
        let targetTop = sheetTop - UISheetPresentationController.presenterLift
        // Scaled about its centre its top moves down by (1 − scale)·h/2; the lift brings it to the target.
        let scaledTop = view.center.y - scale * size.height / 2
        let shift = (restingTop + (targetTop - restingTop) * progress) - scaledTop
        return CGAffineTransform(translationX: 0, y: shift).scaledBy(x: scale, y: scale)
    }

    /// Puts the view at `progress` (see ``transform(progress:sheetTop:)``).
    func apply(progress: CGFloat, sheetTop: CGFloat) {
        view.transform = transform(progress: progress, sheetTop: sheetTop)
        if progress > 0 {
            view.layer.cornerRadius = UISheetPresentationController.presenterCornerRadius
            view.layer.masksToBounds = true
        }
    }

    /// Gives the view back as it was and removes the backdrop.
    func restore() {
        view.transform = originalTransform
        view.layer.cornerRadius = originalCornerRadius
        view.layer.masksToBounds = originalMasksToBounds
        backdrop?.removeFromSuperview()
        backdrop = nil
    }
}
