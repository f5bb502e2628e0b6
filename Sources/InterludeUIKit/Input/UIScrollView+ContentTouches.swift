/// How a scroll view shares touches with its content, as Apple's UIScrollView overview describes:
/// it holds a touch-down back while it waits to see whether the finger drags, gives the touch to
/// the touched view when the wait ends without a drag, and takes it back (cancelling the view's
/// tracking) when a drag begins later.
///
/// The wait is ``UIScrollView/delayedContentTouches``, a recognizer of the scroll view that delays
/// touches began (`delaysTouchesBegan`) and never recognizes: it fails when
/// ``UIScrollView/contentTouchDelay`` has passed on the window clock or the fingers lift, which
/// lets the held phases through. A drag beginning first fails it too, after the pan took the
/// touches (`cancelsTouchesInView`), so the held phases are dropped.
extension UIScrollView {
    /// Whether the pan may take the touches it tracks from the views in the content that have
    /// begun to hear them: with ``canCancelContentTouches`` and ``touchesShouldCancel(in:)``'s
    /// agreement for each such view.
    func contentTouchesMayBeCancelled() -> Bool {
        for touch in scrollPan.trackedTouches where touch.viewHasBegun && !touch.isCancelledForView && !touch.isFinished {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}

extension UIWindow {
    /// Whether the scroll views around `touch`'s view let it hear the touch: each enclosing scroll
    /// view, innermost first, is asked ``UIScrollView/touchesShouldBegin(_:with:in:)``.
    func contentMayHear(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        var current = view.superview
        while let ancestor = current {
            if let scrollView = ancestor as? UIScrollView,
                !scrollView.touchesShouldBegin([touch], with: touch.lastEvent, in: view)
            {
                return false
            }
            current = ancestor.superview
        }
        return true
    }
}

/// The scroll view's wait before touches reach its content (``UIScrollView/delaysContentTouches``):
/// it holds the touches' `began` phase and fails, releasing them, once the delay has passed or the
/// fingers lift. It prevents no other recognizer.
@MainActor
final class ScrollViewDelayedTouchesGestureRecognizer: UIGestureRecognizer {
    private var timer: ClockTimer?

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, timer == nil, let window = touches.first?.window else { return }
        if let scrollView = view as? UIScrollView, !touches.allSatisfy({ scrollView.delaysContentTouch($0) }) {
            state = .failed
            return
        }
        timer = ClockTimer(clock: window.clock, fireTime: event.timestamp + UIScrollView.contentTouchDelay) {
            [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy(\.isFinished) { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy(\.isFinished) { state = .failed }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }
}
