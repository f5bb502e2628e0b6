/// How the window routes a touch event: gesture recognizers first, then the touched view.
///
/// When a touch begins, the recognizers of the hit view and of its ancestors up to the window
/// (innermost first; enabled, not yet finished, and accepted by their delegates'
/// `gestureRecognizer(_:shouldReceive:)`) start receiving it. Every phase goes to them first;
/// then to the view the touch began in, unless a recognizer took the touch (`cancelsTouchesInView`:
/// the view got `touchesCancelled`) or is still undecided and delays that phase
/// (`delaysTouchesBegan`, `delaysTouchesEnded`): such phases are held and delivered, in order,
/// once the recognizer fails. A view hears the touches of one event that share a phase in one call
/// (`touchesMoved` with both fingers of a pinch), as in UIKit. After the event, finished recognizers
/// whose touches are all over reset to `.possible`.
extension UIWindow {
    /// The routing behind `sendEvent(_:)`.
    func deliver(_ event: UIEvent) {
        guard let touches = event.allTouches, !touches.isEmpty else { return }
        let outermost = pendingViewDeliveries == nil
        if outermost { pendingViewDeliveries = [] }
        defer { if outermost { dispatchViewDeliveries() } }
        let ordered = touches.sorted { $0.phase.rawValue < $1.phase.rawValue }
        for touch in ordered {
            touch.lastEvent = event
            if touch.phase == .began { attachRecognizers(to: touch) }
        }
        withholdNewTouchesFromViews(ordered)
        var recognizers: [UIGestureRecognizer] = []
        for touch in ordered {
            for recognizer in touch.recognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers where !recognizer.isFinished {
            let mine = Set(ordered.filter { touch in touch.recognizers.contains { $0 === recognizer } })
            for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
                let group = mine.filter { $0.phase == phase }
                guard !group.isEmpty, !recognizer.isFinished else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved: recognizer.touchesMoved(group, with: event)
                case .stationary: break
                case .ended: recognizer.touchesEnded(group, with: event)
                case .cancelled: recognizer.touchesCancelled(group, with: event)
                }
            }
        }
        for touch in ordered where touch.phase != .stationary && !touch.isWithheldFromView {
            touch.heldPhases.append(touch.phase)
            flushHeldPhases(of: touch)
        }
        for recognizer in recognizers { recognizer.resetIfFinished() }
    }

    /// The recognizers a new touch is delivered to, innermost view's first.
    private func attachRecognizers(to touch: UITouch) {
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizerList where recognizer.isEnabled && !recognizer.isFinished {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                touch.recognizers.append(recognizer)
                recognizer.trackedTouches.append(touch)
            }
            if view === self { break }
            current = view.superview
        }
    }

    /// Delivers the touch's held phases to its view while no undecided recognizer delays them.
    func flushHeldPhases(of touch: UITouch) {
        while !touch.isCancelledForView, let phase = touch.heldPhases.first {
            let undecided = touch.recognizers.filter { $0.isUndecided && $0.isEnabled }
            if !touch.viewHasBegun, undecided.contains(where: \.delaysTouchesBegan) { return }
            if phase == .ended, undecided.contains(where: \.delaysTouchesEnded) { return }
            touch.heldPhases.removeFirst()
            sendToView(touch, phase: phase)
        }
    }

    /// Takes the touch away from its view: `touchesCancelled` if the view saw it begin.
    func cancelViewDelivery(of touch: UITouch) {
        guard !touch.isCancelledForView else { return }
        touch.isCancelledForView = true
        touch.heldPhases = []
        if touch.viewHasBegun, let view = touch.view { send(touch, phase: .cancelled, to: view) }
    }

    private func sendToView(_ touch: UITouch, phase: UITouch.Phase) {
        guard let view = touch.view else { return }
        switch phase {
        case .began:
            // A scroll view around the view may keep the touch from it (touchesShouldBegin).
            guard contentMayHear(touch) else {
                touch.isCancelledForView = true
                touch.heldPhases = []
                return
            }
            touch.viewHasBegun = true
            send(touch, phase: .began, to: view)
        case .moved, .ended, .cancelled: if touch.viewHasBegun { send(touch, phase: phase, to: view) }
        case .stationary: break
        }
    }

    /// Calls the view's `touches…` method now, or, while an event is being delivered, once the
    /// event is through, together with the event's other touches of the same view and phase.
    private func send(_ touch: UITouch, phase: UITouch.Phase, to view: UIView) {
        guard pendingViewDeliveries != nil else { return Self.call(view, phase, [touch], touch.lastEvent) }
        pendingViewDeliveries!.append((view, touch, phase))
    }

    /// Makes the calls held during an event, one per view and phase, in the order they first came.
    private func dispatchViewDeliveries() {
        let pending = pendingViewDeliveries ?? []
        pendingViewDeliveries = nil
        // Only touches of the same event share a call, each touch once (a touch's held phases,
        // delivered together, stay separate calls).
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for (view, touch, phase) in pending {
            if let index = groups.firstIndex(where: { group in
                group.view === view && group.phase == phase && group.touches[0].lastEvent === touch.lastEvent
                    && !group.touches.contains { $0 === touch }
            }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        for group in groups { Self.call(group.view, group.phase, Set(group.touches), group.touches[0].lastEvent) }
    }

    private static func call(_ view: UIView, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
