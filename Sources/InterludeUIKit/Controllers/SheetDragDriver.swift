/// Drags a sheet: a pan on the sheet's view (or one a scroll view in it hands over at its top edge)
/// resizes the card between its detents and, below the smallest, dismisses it interactively.
///
/// - Between detents the card follows the finger; above the largest it follows with the scroll
///   view's rubber-band resistance `(1 − 1/(x·0.55/d + 1))·d` (x the distance past it, d the
///   container's height).
/// - Below the smallest detent, when the user may dismiss (`isModalInPresentation` is false and
///   the delegate's `presentationControllerShouldDismiss(_:)`, asked once per drag, agrees), the
///   drag starts the dismissal transition (the card slides down with the finger, percent = distance
///   below the smallest detent over its height); `presentationControllerWillDismiss(_:)` follows at
///   once (the transition coordinator exists then, as Apple documents). When the user may not, the
///   card resists the same rubber band and, on release, `presentationControllerDidAttemptToDismiss(_:)`
///   is called and the card springs back. Apple documents what it reports ("a user-initiated
///   attempt to dismiss a view was prevented",
///   https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:))
///   but not when; calling it once per drag, when the finger lifts and the attempt is over, is
///   Interlude's choice.
/// - On release the velocity is projected as UIKit's scroll views project it, `v·d/(1 − d)` with
///   d = 0.998 per millisecond — WWDC 2018 session 803, "Designing Fluid Interfaces"
///   (https://developer.apple.com/videos/play/wwdc2018/803/). A dismissal under way finishes when
///   the projected distance below the smallest detent passes half the card's height and is
///   cancelled otherwise; a resize settles at the detent nearest the projected height (and
///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is called when that changed
///   it), or dismisses when the projection lands more than half the smallest card below it.
@MainActor
final class SheetDragDriver: NSObject {
    /// Duration of the critically damped spring that settles the sheet at a detent, in seconds.
    static let settleDuration: TimeInterval = 0.4
    /// The fraction of velocity kept per millisecond for the projection (`UIScrollView.DecelerationRate.normal`).
    static let projectionRate: CGFloat = 0.998

    private(set) weak var sheet: UISheetPresentationController?
    let pan = UIPanGestureRecognizer()
    /// The card's height when the drag began.
    private var startHeight: CGFloat = 0
    /// Whether the user may dismiss, asked the first time this drag goes below the smallest detent.
    private var dismissalAllowed: Bool?
    /// The interaction of the dismissal this drag started, while it runs.
    private var dismissal: UIPercentDrivenInteractiveTransition?
    /// Whether a drag is under way.
    private(set) var isDragging = false

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init()
        _ = pan.addTarget(self, action: SheetDragDriver.handlePan)
    }

    /// `velocity` (points per second) projected to where it would come to rest.
    static func projection(of velocity: CGFloat) -> CGFloat {
        velocity / 1000 * projectionRate / (1 - projectionRate)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = sheet?.containerView else { return }
        drag(
            state: recognizer.state, translation: recognizer.translation(in: container).y,
            velocity: recognizer.velocity(in: container).y)
    }

    /// Whether a drag may start now: the sheet shows, and no transition runs in its window.
    var canBegin: Bool {
        guard let sheet, sheet.showsAsSheet, let window = sheet.containerView?.window else { return false }
        return !window.transitionQueue.isBusy
    }

    /// One step of a drag: `translation` is the finger's vertical travel since the drag began
    /// (down positive), `velocity` its speed in points per second.
    func drag(state: UIGestureRecognizer.State, translation: CGFloat, velocity: CGFloat) {
        guard let sheet, let presented = sheet.presentedView else { return }
        switch state {
        case .began:
            guard canBegin else { return }
            isDragging = true
            startHeight = presented.bounds.height
            dismissalAllowed = nil
            move(to: startHeight - translation)
        case .changed:
            guard isDragging else { return }
            move(to: startHeight - translation)
        case .ended:
            guard isDragging else { return }
            release(height: startHeight - translation, velocity: velocity)
        case .cancelled, .failed:
            guard isDragging else { return }
            release(height: startHeight - translation, velocity: 0, cancelled: true)
        default:
            break
        }
    }

    /// The rubber band past an edge: `distance` beyond it shows as this much.
    private func resisted(_ distance: CGFloat, over dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * UIScrollView.rubberBandCoefficient / dimension + 1)) * dimension
    }

    private var heights: (smallest: CGFloat, largest: CGFloat) {
        guard let sheet else { return (0, 0) }
        let resolved = sheet.resolvedDetents
        return (sheet.sheetHeight(forValue: resolved.first!.value), sheet.sheetHeight(forValue: resolved.last!.value))
    }

    private func move(to wanted: CGFloat) {
        guard let sheet, let container = sheet.containerView else { return }
        let (smallest, largest) = heights
        if wanted > largest {
            sheet.placeSheet(height: largest + resisted(wanted - largest, over: container.bounds.height))
            dismissal?.update(0)
            return
        }
        if wanted >= smallest {
            if let dismissal {
                dismissal.update(0)
            } else {
                sheet.placeSheet(height: wanted)
            }
            return
        }
        let below = smallest - wanted
        if dismissalAllowed == nil { dismissalAllowed = sheet.userMayDismiss() }
        if dismissalAllowed == true {
            if dismissal == nil { startDismissal(at: smallest) }
            dismissal?.update(below / max(1, smallest))
        } else {
            sheet.placeSheet(height: smallest - resisted(below, over: container.bounds.height))
        }
    }

    /// Starts the interactive dismissal with the card at its smallest detent.
    private func startDismissal(at smallest: CGFloat) {
        guard let sheet else { return }
        sheet.placeSheet(height: smallest)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        let presentation = sheet.owner ?? sheet
        presentation.pendingInteractiveDismissal = (
            ModalTransitionAnimator(style: .coverVertical, isPresenting: false, curve: .curveLinear), interaction
        )
        dismissal = interaction
        sheet.presentedViewController.dismiss(animated: true) {
            presentation.delegate?.presentationControllerDidDismiss(presentation)
            presentation.userDismissalDidEnd()
        }
        presentation.pendingInteractiveDismissal = nil
        presentation.delegate?.presentationControllerWillDismiss(presentation)
    }

    private func release(height: CGFloat, velocity: CGFloat, cancelled: Bool = false) {
        isDragging = false
        guard let sheet else { return }
        let (smallest, _) = heights
        let projected = height - Self.projection(of: velocity)
        if let dismissal {
            self.dismissal = nil
            if !cancelled, smallest - projected > smallest / 2 { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        if height < smallest, dismissalAllowed == false {
            if !cancelled {
                let presentation = sheet.owner ?? sheet
                presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
            }
            return settle(at: sheet.restingDetent.identifier, velocity: velocity, from: height)
        }
        if !cancelled, smallest - projected > smallest / 2 {
            if dismissalAllowed == nil { dismissalAllowed = sheet.userMayDismiss() }
            if dismissalAllowed == true { return dismissWithoutDrag() }
            let presentation = sheet.owner ?? sheet
            presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return settle(at: sheet.restingDetent.identifier, velocity: velocity, from: height)
        }
        let target =
            cancelled
            ? sheet.restingDetent
            : sheet.resolvedDetents.min {
                abs(sheet.sheetHeight(forValue: $0.value) - projected) < abs(sheet.sheetHeight(forValue: $1.value) - projected)
            }!
        let changed = target.identifier != sheet.restingDetent.identifier
        settle(at: target.identifier, velocity: velocity, from: height)
        if changed { sheet.sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet) }
    }

    /// Springs the card to the detent `identifier` from `height`, keeping the finger's `velocity`.
    private func settle(at identifier: UISheetPresentationController.Detent.Identifier, velocity: CGFloat, from height: CGFloat) {
        guard let sheet else { return }
        let target = sheet.sheetHeight(forValue: sheet.resolvedDetents.first { $0.identifier == identifier }!.value)
        let distance = target - height
        // The spring's velocity is in distances per second; the card grows as the finger goes up.
        let springVelocity = abs(distance) > 0.5 ? -velocity / distance : 0
        if sheet.selectedDetentIdentifier != identifier || sheet.restingDetent.identifier != identifier {
            sheet.setSelectedDetentWithoutLayout(identifier)
        }
        sheet.layoutAtRestingDetent(animated: true, initialVelocity: springVelocity)
    }

    /// A flick down that projects past dismissal, with no drag below the smallest detent: the
    /// user's dismissal, animated from where the card is.
    private func dismissWithoutDrag() {
        guard let sheet else { return }
        let presentation = sheet.owner ?? sheet
        sheet.presentedViewController.dismiss(animated: true) {
            presentation.delegate?.presentationControllerDidDismiss(presentation)
            presentation.userDismissalDidEnd()
        }
        presentation.delegate?.presentationControllerWillDismiss(presentation)
    }
}
