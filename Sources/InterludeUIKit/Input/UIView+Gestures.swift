extension UIView {
    /// The recognizers attached to the view, in the order added; nil when there are none.
    /// Setting replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from its previous view). Its view receives touches
    /// through it from the next touch on.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; an active gesture is cancelled, an undecided one fails.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
    }
}

extension UIGestureRecognizer {
    /// Leaves the view: ends the gesture and stops receiving touches.
    func detach() {
        if currentState == .began || currentState == .changed {
            state = .cancelled
        } else if currentState == .possible, !trackedTouches.isEmpty {
            state = .failed
        }
        resetIfFinished(force: true)
        for touch in trackedTouches { touch.recognizers.removeAll { $0 === self } }
        trackedTouches = []
        view = nil
    }
}
