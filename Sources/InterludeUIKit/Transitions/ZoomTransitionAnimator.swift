/// The zoom transition (`UIViewController.Transition.zoom`) of a push, pop, presentation or
/// dismissal: animation and interaction controller at once.
///
/// The zoomed controller's view keeps its final frame and is moved by a scale-and-translation
/// transform (a ``ZoomPose``): zoomed out, the view's alignment rectangle (its bounds, or the
/// options' `alignmentRectProvider`) lies on the source view's rectangle, stretched to it; zoomed
/// in it is the identity. Behind it a dimming view (the options' color, black at 25 % by default, or
/// a blur) fades with it; the source view is hidden while the transition runs.
///
/// It runs on the window clock as a critically damped spring from pose to pose (response
/// ``response`` seconds), moving the model values itself each frame — so a finger can grab the view
/// mid-flight (``grab()``): the transition becomes interactive, the view follows the finger
/// (dragging down shrinks it, up to half its size at a full view height; a pinch scales it), and on
/// release (``release(velocity:)``) the projected position decides: zoom out (into the source) or
/// back in, springing from where the finger left it. A push or presentation zoomed back out is
/// cancelled; a pop or dismissal zoomed back in is cancelled — with the balanced appearance calls
/// of a cancelled transition.
///
/// When the source view is nil or not in a window the transition cross-fades the zoomed view
/// instead (over ``fadeDuration``), as UIKit falls back when there is nothing to zoom from.
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// The spring's response, in seconds: ω = 2π / response.
    static let response: TimeInterval = 0.45
    /// The cross-fade of the fallback, in seconds.
    static let fadeDuration: TimeInterval = 0.3
    /// The dimming's opacity at full zoom without a dimming color.
    static let defaultDimmingAlpha: CGFloat = 0.25
    /// How far down (projected, in points) a released drag must go to zoom out.
    static let dismissDistance: CGFloat = 100

    let zoomed: UIViewController
    let source: UIViewController
    /// Whether the transition zooms in (push, presentation) rather than out (pop, dismissal).
    let zoomsIn: Bool
    private let options: UIViewController.Transition.ZoomOptions?
    private let sourceViewProvider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
    /// Whether the transition starts under a finger (an interactive dismissal).
    let wantsInteractiveStart: Bool

    private var context: (any UIViewControllerContextTransitioning)?
    private var zoomedView: UIView?
    private var sourceView: UIView?
    private var sourceWasHidden = false
    private var dimming: UIView?
    /// The poses zoomed out and zoomed in.
    private var outPose = ZoomPose.identity, inPose = ZoomPose.identity
    /// The pose shown now.
    private(set) var pose = ZoomPose.identity
    private var spring: (from: ZoomPose, to: ZoomPose, start: TimeInterval, velocity: CGFloat)?
    private var link: CADisplayLink?
    /// The pose a grab started from, while a finger holds the view.
    private var grabbed: ZoomPose?
    private var isFading = false
    private var ended = false

    /// The zoom animator for `zoomed` (pushed or presented by `source`) when its preferred
    /// transition is a zoom; nil otherwise.
    static func make(zoomed: UIViewController, source: UIViewController, zoomsIn: Bool) -> ZoomTransitionAnimator? {
        guard case .zoom(let options, let provider)? = zoomed.preferredTransition?.kind else { return nil }
        let interactive = !zoomsIn && zoomed.zoomDismissalStartsInteractive
        return ZoomTransitionAnimator(
            zoomed: zoomed, source: source, zoomsIn: zoomsIn, options: options, provider: provider, interactive: interactive)
    }

    private init(
        zoomed: UIViewController, source: UIViewController, zoomsIn: Bool,
        options: UIViewController.Transition.ZoomOptions?,
        provider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?, interactive: Bool
    ) {
        self.zoomed = zoomed
        self.source = source
        self.zoomsIn = zoomsIn
        self.options = options
        self.sourceViewProvider = provider
        self.wantsInteractiveStart = interactive
    }

    /// The interaction controller to hand the transition: this animator when it starts under a finger.
    var interaction: (any UIViewControllerInteractiveTransitioning)? { wantsInteractiveStart ? self : nil }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.response
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard setUp(transitionContext) else { return }
        if isFading { return fade() }
        springTo(zoomsIn ? inPose : outPose, velocity: 0)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard setUp(transitionContext) else { return }
        if isFading {
            transitionContext.finishInteractiveTransition()
            return fade()
        }
        grabbed = pose
    }

    // MARK: Setting up

    /// Places the views, asks for the source view and computes the poses; false when it could not
    /// (the transition was completed as cancelled).
    private func setUp(_ transitionContext: any UIViewControllerContextTransitioning) -> Bool {
        context = transitionContext
        let container = transitionContext.containerView
        let zoomedKey: UITransitionContextViewKey = zoomsIn ? .to : .from
        guard let view = transitionContext.view(forKey: zoomedKey) ?? zoomed.viewIfLoaded else {
            transitionContext.completeTransition(false)
            return false
        }
        zoomedView = view
        let final = zoomsIn ? transitionContext.finalFrame(for: zoomed) : transitionContext.initialFrame(for: zoomed)
        if zoomsIn {
            container.addSubview(view)
        } else if let other = transitionContext.view(forKey: .to), other.superview == nil {
            container.insertSubview(other, belowSubview: view)
            let frame = transitionContext.finalFrame(for: source)
            if frame != .zero { other.frame = frame }
        }
        view.transform = .identity
        if final != .zero { view.frame = final }
        installDimming(in: container, below: view)

        let providerContext = UIViewController.Transition.ZoomSourceViewProviderContext(
            sourceViewController: source, zoomedViewController: zoomed)
        let provided = sourceViewProvider(providerContext)
        if let provided, provided.window == nil {
            Diagnostics.report(
                "UIViewController.Transition.zoom: the source view \(provided) is not in a window; the \(zoomsIn ? "zoom in" : "zoom out") of \(zoomed) cross-fades instead"
            )
        }
        guard let sourceView = provided, sourceView.window != nil else {
            isFading = true
            return true
        }
        self.sourceView = sourceView
        zoomed.runningZoom = self
        ZoomDismissalGesture.install(on: zoomed)
        let sourceRect = sourceView.convert(sourceView.bounds, to: container)
        let alignment =
            options?.alignmentRectProvider?(
                UIViewController.Transition.ZoomOptions.AlignmentRectContext(sourceView: sourceView, zoomedViewController: zoomed)
            )
            ?? view.bounds
        outPose = ZoomPose.mapping(alignment, in: view, onto: sourceRect)
        inPose = .identity
        sourceWasHidden = sourceView.isHidden
        sourceView.isHidden = true
        show(zoomsIn ? outPose : inPose)
        return true
    }

    private func installDimming(in container: UIView, below view: UIView) {
        let frame = container.bounds
        let dim: UIView
        if let effect = options?.dimmingVisualEffect {
            dim = UIVisualEffectView(effect: effect)
            dim.frame = frame
        } else {
            dim = UIView(frame: frame)
            dim.backgroundColor = options?.dimmingColor ?? UIColor(white: 0, alpha: Self.defaultDimmingAlpha)
        }
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, belowSubview: view)
        dimming = dim
    }

    // MARK: Showing a pose

    /// How far zoomed in `pose` is: 0 at the source, 1 at full size.
    private func zoomFraction(of pose: ZoomPose) -> CGFloat {
        let span = inPose.scaleX - outPose.scaleX
        guard abs(span) > 1e-9 else { return zoomsIn ? 1 : 0 }
        return min(1, max(0, (pose.scaleX - outPose.scaleX) / span))
    }

    private func show(_ newPose: ZoomPose) {
        pose = newPose
        zoomedView?.transform = newPose.transform
        let fraction = zoomFraction(of: newPose)
        dimming?.alpha = fraction
        guard let context, context.isInteractive else { return }
        context.updateInteractiveTransition(zoomsIn ? fraction : 1 - fraction)
    }

    // MARK: The spring

    /// Springs from the pose shown to `target`; `velocity` is in units of the whole way per second.
    private func springTo(_ target: ZoomPose, velocity: CGFloat) {
        guard let container = context?.containerView else { return }
        spring = (pose, target, container.layer.clock.now, velocity)
        if link == nil {
            let newLink = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
            newLink.add(to: container.layer.clock)
            link = newLink
        }
    }

    /// The critically damped spring's progress from 0 to 1 after `t` seconds with initial velocity `v0`.
    static func springProgress(at t: TimeInterval, initialVelocity v0: CGFloat) -> (value: CGFloat, velocity: CGFloat) {
        let omega = 2 * CGFloat.pi / CGFloat(response)
        let t = CGFloat(max(0, t))
        // x(t) = 1 − (1 + (ω − v0)·t)·e^(−ωt): x(0) = 0, x'(0) = v0.
        let decay = exp(-omega * t)
        let value = 1 - (1 + (omega - v0) * t) * decay
        let velocity = decay * (v0 + omega * (omega - v0) * t)
        return (value, velocity)
    }

    private func step(at time: TimeInterval) {
        guard let spring else { return }
        let (value, velocity) = Self.springProgress(at: time - spring.start, initialVelocity: spring.velocity)
        if abs(1 - value) < 0.0005, abs(velocity) < 0.01 {
            show(spring.to)
            self.spring = nil
            link?.invalidate()
            link = nil
            return arrived(at: spring.to)
        }
        show(spring.from.interpolated(to: spring.to, by: value))
    }

    /// The spring settled at `target`: the transition ends, completed when it reached its own end.
    private func arrived(at target: ZoomPose) {
        let reachedIn = target == inPose
        finish(completed: reachedIn == zoomsIn)
    }

    private func finish(completed: Bool) {
        guard !ended, let context else { return }
        ended = true
        if zoomed.runningZoom === self { zoomed.runningZoom = nil }
        link?.invalidate()
        link = nil
        zoomedView?.transform = .identity
        dimming?.removeFromSuperview()
        if let sourceView { sourceView.isHidden = sourceWasHidden }
        if context.isInteractive {
            if completed { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        context.completeTransition(completed && !context.transitionWasCancelled)
    }

    private func fade() {
        guard let view = zoomedView else { return }
        view.alpha = zoomsIn ? 0 : 1
        dimming?.alpha = zoomsIn ? 0 : 1
        UIView.animate(
            withDuration: Self.fadeDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                view.alpha = self.zoomsIn ? 1 : 0
                self.dimming?.alpha = self.zoomsIn ? 1 : 0
            },
            completion: { _ in
                view.alpha = 1
                self.finish(completed: true)
            })
    }

    // MARK: A finger on the zoomed view

    /// Whether a finger can take hold of the transition now (a zoom is running, not a fade).
    var canGrab: Bool { context != nil && !ended && !isFading }

    /// A finger took hold: the spring stops where it is and the transition becomes interactive.
    func grab() {
        guard canGrab, let context else { return }
        spring = nil
        link?.invalidate()
        link = nil
        if !context.isInteractive { context.pauseInteractiveTransition() }
        grabbed = pose
    }

    /// The finger moved by `translation` (container points) and pinched to `scale` since the grab:
    /// the view follows, shrinking as it goes down.
    func track(translation: CGPoint, scale: CGFloat) {
        guard let base = grabbed, !ended else { return }
        let height = max(1, context?.containerView.bounds.height ?? 1)
        let shrink = 1 - 0.5 * min(1, max(0, translation.y) / height)
        show(base.scaled(by: shrink * max(0.1, scale)).translated(by: translation))
    }

    /// The finger let go with `velocity` (points per second, down positive) after moving
    /// `translation`, pinching to `scale` (its rate `pinchVelocity` per second): zooms out when the
    /// projected drag passes ``dismissDistance`` or the pinch is closing, else back in.
    func release(translation: CGPoint, velocity: CGPoint, scale: CGFloat = 1, pinchVelocity: CGFloat = 0) {
        guard grabbed != nil, !ended, let context else { return }
        grabbed = nil
        let projected = translation.y + SheetDragDriver.projection(of: velocity.y)
        let zoomOut = projected > Self.dismissDistance || scale < 0.8 || pinchVelocity < -0.5
        let target = zoomOut ? outPose : inPose
        let completes = zoomOut != zoomsIn
        if completes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        // The finger's speed towards the target, in units of the whole way per second.
        let distance = hypot(target.translationY - pose.translationY, target.translationX - pose.translationX)
        let unitVelocity = distance > 1 ? max(0, (zoomOut ? velocity.y : -velocity.y)) / distance : 0
        springTo(target, velocity: min(unitVelocity, 20))
    }
}

/// A scale-and-translation transform of the zoomed view (no rotation), interpolated part by part.
struct ZoomPose: Equatable {
    var scaleX: CGFloat, scaleY: CGFloat, translationX: CGFloat, translationY: CGFloat

    static let identity = ZoomPose(scaleX: 1, scaleY: 1, translationX: 0, translationY: 0)

    /// The view's transform.
    var transform: CGAffineTransform {
        CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: translationX, ty: translationY)
    }

    /// The pose that puts `rect` (in `view`'s bounds) onto `target` (in the view's superview), the
    /// view's transform acting about its centre.
    @MainActor static func mapping(_ rect: CGRect, in view: UIView, onto target: CGRect) -> ZoomPose {
        let sx = rect.width > 0 ? target.width / rect.width : 1
        let sy = rect.height > 0 ? target.height / rect.height : 1
        // rect's centre relative to the view's centre, scaled, lands on the target's centre.
        let offset = CGPoint(x: rect.midX - view.bounds.midX, y: rect.midY - view.bounds.midY)
        return ZoomPose(
            scaleX: sx, scaleY: sy,
            translationX: target.midX - view.center.x - offset.x * sx,
            translationY: target.midY - view.center.y - offset.y * sy)
    }

    func interpolated(to other: ZoomPose, by t: CGFloat) -> ZoomPose {
        ZoomPose(
            scaleX: scaleX + (other.scaleX - scaleX) * t, scaleY: scaleY + (other.scaleY - scaleY) * t,
            translationX: translationX + (other.translationX - translationX) * t,
            translationY: translationY + (other.translationY - translationY) * t)
    }

    /// Scaled by `factor` about the view's centre (the transform's origin), keeping its place.
    func scaled(by factor: CGFloat) -> ZoomPose {
        ZoomPose(scaleX: scaleX * factor, scaleY: scaleY * factor, translationX: translationX, translationY: translationY)
    }

    func translated(by delta: CGPoint) -> ZoomPose {
        ZoomPose(scaleX: scaleX, scaleY: scaleY, translationX: translationX + delta.x, translationY: translationY + delta.y)
    }
}
