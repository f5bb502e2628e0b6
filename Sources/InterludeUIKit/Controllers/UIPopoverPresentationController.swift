/// The presentation controller of a `.popover` presentation, UIKit's
/// `UIPopoverPresentationController`: a card pointing at its source (``sourceView`` and
/// ``sourceRect``, or ``barButtonItem``).
///
/// In a compact environment — every Interlude window unless its traits are overridden — a popover
/// adapts: to a sheet unless its delegate answers otherwise (`.none` keeps it a popover; see
/// `UIAdaptivePresentationControllerDelegate`). The controller stays the presented controller's
/// `popoverPresentationController` either way.
///
/// Shown as a popover (Interlude's drawing, where UIKit documents no metrics): the presented view
/// at its `preferredContentSize` (320 × 480 points when zero), corners rounded 13 points, placed on
/// the first permitted side of the source with room — below, above, right, left — 13 points away
/// for the arrow, inside the container's safe area less ``popoverLayoutMargins``; the arrow is a
/// square turned 45° in ``backgroundColor`` (else the presented view's, else white). It fades in and
/// out. A tap outside it is a dismissal the user starts, except on ``passthroughViews``, which get
/// the touch.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The arrow's length from the popover's edge, in points.
    static let arrowLength: CGFloat = 13
    /// The popover's corner radius, in points.
    static let cornerRadius: CGFloat = 13
    /// The content size used when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The view the popover points at (with ``sourceRect``).
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the popover points at; zero means its bounds.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point. Defaults to `.any`.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction the arrow points; `.unknown` until the popover shows (and when adapted).
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// The color of the popover's background and arrow; nil uses the presented view's.
    open var backgroundColor: UIColor?
    /// Views that keep receiving touches while the popover shows (a tap on them does not dismiss it).
    open var passthroughViews: [UIView]?
    /// The margins between the popover and the edges of the container's safe area. Defaults to 10
    /// points on every edge.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source; stored (Interlude never covers it).
    open var canOverlapSourceViewRect = false

    /// The built-in presentation the popover adapted to, if it did: ``adaptiveSheetPresentationController``
    /// for the sheet styles.
    private var adapted: UIPresentationController?

    /// The sheet the popover shows as when it adapts to `.pageSheet` or `.formSheet` (configure
    /// its detents before presenting); its dismissals the user starts are the popover's.
    public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingIfSet)
        sheet.owner = self
        return sheet
    }()
    /// The view under the popover that catches taps outside it.
    private var dismissalView: PopoverDismissalView?
    /// The arrow, between the dismissal view and the popover.
    private var arrowView: UIView?

    /// A popover adapts to a form sheet; an action sheet's (``UIAlertController``) to its own
    /// presentation at the bottom of the screen.
    override var systemAdaptivePresentationStyle: UIModalPresentationStyle {
        presentedViewController is UIAlertController ? .overFullScreen : .formSheet
    }

    override var shownStyle: UIModalPresentationStyle { adapted?.presentationStyle ?? .popover }

    override func adopt(shownStyle: UIModalPresentationStyle) {
        guard shownStyle != .popover else {
            adapted = nil
            return
        }
        if shownStyle == .pageSheet || shownStyle == .formSheet {
            let sheet = adaptiveSheetPresentationController
            if let presenting = presentingIfSet { sheet.presentingViewController = presenting }
            adapted = sheet
        } else if shownStyle == .overFullScreen, let alert = presentedViewController as? UIAlertController {
            adapted = alert.makeAlertPresentation(presenting: presentingIfSet)
        } else {
            adapted = SystemPresentationController(
                presentedViewController: presentedViewController, presenting: presentingIfSet, style: shownStyle)
        }
        arrowDirection = .unknown
    }

    /// The adapted presentation, sharing this one's container view.
    private var adaptedPresentation: UIPresentationController? {
        adapted?._containerView = _containerView
        return adapted
    }

    /// The popover's style.
    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// False for a popover (what it presents over stays); the adapted style's otherwise.
    open override var shouldRemovePresentersView: Bool { adaptedPresentation?.shouldRemovePresentersView ?? false }

    /// The popover's rectangle next to its source, or the adapted style's frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        if let adapted = adaptedPresentation { return adapted.frameOfPresentedViewInContainerView }
        guard let containerView else { return .zero }
        return placement(in: containerView).frame
    }

    open override func presentationTransitionWillBegin() {
        if let adapted = adaptedPresentation { return adapted.presentationTransitionWillBegin() }
        guard let containerView, let presented = presentedView else { return }
        let placement = placement(in: containerView)
        arrowDirection = placement.direction
        presented.layer.cornerRadius = Self.cornerRadius
        presented.layer.masksToBounds = true
        if let backgroundColor { presented.backgroundColor = backgroundColor }
        let catcher = PopoverDismissalView(frame: containerView.bounds)
        catcher.popover = self
        catcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(catcher, at: 0)
        dismissalView = catcher
        let arrow = UIView(frame: placement.arrowFrame)
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
        arrow.backgroundColor = backgroundColor ?? presented.backgroundColor ?? .white
        arrow.isUserInteractionEnabled = false
        arrow.alpha = 0
        containerView.insertSubview(arrow, aboveSubview: catcher)
        arrowView = arrow
        let show = { arrow.alpha = 1 }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in show() }, completion: nil) != true {
            show()
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if let adapted = adaptedPresentation { return adapted.presentationTransitionDidEnd(completed) }
        if !completed { removeDecorations() }
    }

    open override func dismissalTransitionWillBegin() {
        if let adapted = adaptedPresentation { return adapted.dismissalTransitionWillBegin() }
        guard let arrow = arrowView else { return }
        let hide = { arrow.alpha = 0 }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in hide() }, completion: nil) != true {
            hide()
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if let adapted = adaptedPresentation { return adapted.dismissalTransitionDidEnd(completed) }
        if completed { removeDecorations() } else { arrowView?.alpha = 1 }
    }

    override var shownSheet: UISheetPresentationController? { adaptedPresentation as? UISheetPresentationController }

    override func passesTouches(hitting view: UIView) -> Bool {
        adaptedPresentation?.passesTouches(hitting: view) ?? false
    }

    open override func containerViewWillLayoutSubviews() {
        if let adapted = adaptedPresentation { return adapted.containerViewWillLayoutSubviews() }
    }

    /// The popover takes its presented controller's new preferred size at once.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard adapted == nil, let containerView, let presented = presentedView, presented.superview === containerView,
            presentedViewController._activeTransition == nil
        else { return }
        let placement = placement(in: containerView)
        presented.frame = placement.frame
        arrowView?.transform = .identity
        arrowView?.frame = placement.arrowFrame
        arrowView?.transform = CGAffineTransform(rotationAngle: .pi / 4)
        arrowDirection = placement.direction
    }

    override func mayDismissOnUserRequest() -> Bool {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerShouldDismissPopover(self)
            ?? true
    }

    override func userDismissalDidEnd() {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
        // A tap outside an action sheet's popover cancels it: its cancel action's handler runs.
        (presentedViewController as? UIAlertController)?.popoverWasDismissedByUser()
    }

    /// Tells the delegate the popover is about to show as a popover.
    func prepareForPresentation() {
        guard adapted == nil else { return }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard sourceView != nil || barButtonItem != nil else {
            if let alert = presentedViewController as? UIAlertController {
                // UIKit's exception for an action sheet shown as a popover without a source.
                invalidArgument(
                    "Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet from \(presentingIfSet.map { "\($0)" } ?? "nil"). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
                )
            }
            invalidArgument(
                "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
            )
        }
        if barButtonItem?.shownView?.window == nil, let sourceView, sourceView.window == nil {
            // UIPopoverController's exception text for the same mistake; the popover points at the
            // container's centre instead of stopping.
            Diagnostics.report(
                "UIPopoverPresentationController (\(self)): Popovers cannot be presented from a view which does not have a window. The source view \(sourceView) is in none; the popover points at the middle of the screen."
            )
        }
    }

    private func removeDecorations() {
        dismissalView?.removeFromSuperview()
        arrowView?.removeFromSuperview()
        dismissalView = nil
        arrowView = nil
    }

    // MARK: Placement

    /// Where the popover goes in `containerView`, which way its arrow points, and the arrow's
    /// square (before its 45° turn).
    func placement(in containerView: UIView) -> (frame: CGRect, direction: UIPopoverArrowDirection, arrowFrame: CGRect) {
        let anchor = anchorRect(in: containerView)
        let area = containerView.bounds.inset(by: containerView.safeAreaInsets).inset(by: popoverLayoutMargins)
        let preferred =
            (presentedViewController as? UIAlertController)?.popoverContentSize ?? presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let gap = Self.arrowLength
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.width, area.maxY - anchor.maxY - gap),
            (.down, area.width, anchor.minY - gap - area.minY),
            (.left, area.maxX - anchor.maxX - gap, area.height),
            (.right, anchor.minX - gap - area.minX, area.height),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let candidates = permitted.isEmpty ? room : permitted
        let fitting = candidates.first { $0.1 >= wanted.width && $0.2 >= wanted.height }
        let chosen = fitting ?? candidates.max { $0.1 * $0.2 < $1.1 * $1.2 }!
        let size = CGSize(width: max(0, min(wanted.width, chosen.1)), height: max(0, min(wanted.height, chosen.2)))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        var frame = CGRect(origin: .zero, size: size)
        switch chosen.0 {
        case .up:
            frame.origin = CGPoint(
                x: clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width), y: anchor.maxY + gap)
        case .down:
            frame.origin = CGPoint(
                x: clamp(anchor.midX - size.width / 2, area.minX, area.maxX - size.width), y: anchor.minY - gap - size.height)
        case .left:
            frame.origin = CGPoint(
                x: anchor.maxX + gap, y: clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height))
        default:
            frame.origin = CGPoint(
                x: anchor.minX - gap - size.width, y: clamp(anchor.midY - size.height / 2, area.minY, area.maxY - size.height))
        }
        // A square whose half diagonal is the arrow's length, centred on the popover's edge
        // facing the source, in line with the source as far as the rounded corners allow.
        let side = Self.arrowLength * 2 / 2.squareRoot()
        let inset = Self.cornerRadius + Self.arrowLength
        let center: CGPoint
        switch chosen.0 {
        case .up: center = CGPoint(x: clamp(anchor.midX, frame.minX + inset, frame.maxX - inset), y: frame.minY)
        case .down: center = CGPoint(x: clamp(anchor.midX, frame.minX + inset, frame.maxX - inset), y: frame.maxY)
        case .left: center = CGPoint(x: frame.minX, y: clamp(anchor.midY, frame.minY + inset, frame.maxY - inset))
        default: center = CGPoint(x: frame.maxX, y: clamp(anchor.midY, frame.minY + inset, frame.maxY - inset))
        }
        let arrowFrame = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        return (frame, chosen.0, arrowFrame)
    }

    /// The source in `containerView`'s coordinates: the bar button item's view, else the source
    /// view's ``sourceRect`` (its bounds when zero) when it is in a window, else the container's centre.
    private func anchorRect(in containerView: UIView) -> CGRect {
        if let itemView = barButtonItem?.shownView, itemView.window != nil {
            return itemView.convert(itemView.bounds, to: containerView)
        }
        if let sourceView, sourceView.window != nil {
            return sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: containerView)
        }
        return CGRect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
    }
}

/// The clear view under a popover: a tap on it is a dismissal the user starts; touches on the
/// popover's passthrough views go to them.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: UIPopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PopoverDismissalView.tapped))
    }

    required init?(coder: NSCoder) { return nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        for view in popover?.passthroughViews ?? [] where view.window === window {
            if let passthroughHit = view.hitTest(view.convert(point, from: self), with: event) { return passthroughHit }
        }
        return hit
    }

    func tapped() { popover?.userRequestedDismissal() }
}
