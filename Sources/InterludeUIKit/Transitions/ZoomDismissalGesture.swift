/// The drag and pinch on a zoomed controller's view: mid-flight they grab the running zoom; at rest
/// a drag down (or a closing pinch) starts its interactive zoom out — a pop when it is the top of a
/// navigation stack, else a dismissal — once the options' `interactiveDismissShouldBegin` agrees.
@MainActor
final class ZoomDismissalGesture: NSObject {
    private weak var zoomed: UIViewController?
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    /// The zoom the current gesture drives.
    private weak var active: ZoomTransitionAnimator?
    private var pinchStart = CGPoint.zero

    /// Adds the gesture to `zoomed`'s view, once.
    static func install(on zoomed: UIViewController) {
        guard zoomed.zoomDismissalGesture == nil, let view = zoomed.viewIfLoaded else { return }
        let gesture = ZoomDismissalGesture(zoomed: zoomed)
        view.addGestureRecognizer(gesture.pan)
        view.addGestureRecognizer(gesture.pinch)
        zoomed.zoomDismissalGesture = gesture
    }

    private init(zoomed: UIViewController) {
        self.zoomed = zoomed
        super.init()
        _ = pan.addTarget(self, action: ZoomDismissalGesture.handlePan)
        _ = pinch.addTarget(self, action: ZoomDismissalGesture.handlePinch)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: nil), velocity = recognizer.velocity(in: nil)
        switch recognizer.state {
        case .began:
            let downward = translation.y > 0 && translation.y >= abs(translation.x)
            active = take(location: recognizer.location(in: zoomed?.viewIfLoaded), velocity: velocity, closing: downward)
            active?.track(translation: translation, scale: 1)
        case .changed:
            active?.track(translation: translation, scale: 1)
        case .ended:
            active?.release(translation: translation, velocity: velocity)
            active = nil
        case .cancelled, .failed:
            active?.release(translation: .zero, velocity: .zero)
            active = nil
        default:
            break
        }
    }

    private func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            pinchStart = location
            active = take(
                location: recognizer.location(in: zoomed?.viewIfLoaded), velocity: .zero, closing: recognizer.scale < 1)
            active?.track(translation: .zero, scale: recognizer.scale)
        case .changed:
            active?.track(
                translation: CGPoint(x: location.x - pinchStart.x, y: location.y - pinchStart.y), scale: recognizer.scale)
        case .ended:
            active?.release(
                translation: CGPoint(x: location.x - pinchStart.x, y: location.y - pinchStart.y), velocity: .zero,
                scale: recognizer.scale, pinchVelocity: recognizer.velocity)
            active = nil
        case .cancelled, .failed:
            active?.release(translation: .zero, velocity: .zero)
            active = nil
        default:
            break
        }
    }

    /// The zoom this gesture drives: the running one, grabbed, or a zoom out started now.
    private func take(location: CGPoint, velocity: CGPoint, closing: Bool) -> ZoomTransitionAnimator? {
        guard let zoomed else { return nil }
        if let running = zoomed.runningZoom, running.canGrab {
            running.grab()
            return running
        }
        guard case .zoom(let options, _)? = zoomed.preferredTransition?.kind,
            zoomed.viewIfLoaded?.window?.transitionQueue.isBusy == false
        else { return nil }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: location, velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: closing)
        guard options?.interactiveDismissShouldBegin?(context) ?? closing else { return nil }
        zoomed.zoomDismissalStartsInteractive = true
        defer { zoomed.zoomDismissalStartsInteractive = false }
        if let navigation = zoomed.navigationController, navigation.topViewController === zoomed,
            navigation.viewControllers.count > 1
        {
            navigation.popViewController(animated: true)
        } else if zoomed.presentingViewController != nil, zoomed.presentedViewController == nil {
            zoomed.dismiss(animated: true)
        } else {
            return nil
        }
        return zoomed.runningZoom
    }
}
