/// The update-constraints pass and its place in the layout pass, as UIKit orders them: before a
/// layout pass, views owed `updateConstraints()` get it from the leaves up (a controller's root
/// view through the controller's `updateViewConstraints()`); then the pass lays out from the top
/// (`viewWillLayoutSubviews()`, `layoutSubviews()` — which sets the solved frames of the
/// subviews — and `viewDidLayoutSubviews()`).
extension UIView {
    /// Marks the view as owing `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        var ancestor = _superview
        while let view = ancestor, !view.autoLayout.subtreeNeedsUpdateConstraints {
            view.autoLayout.subtreeNeedsUpdateConstraints = true
            ancestor = view._superview
        }
    }

    /// Whether the view owes `updateConstraints()`.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Sends `updateConstraints()` to the views of this subtree that owe it, subviews first.
    public func updateConstraintsIfNeeded() {
        // A view that sets constraints dirty in the middle of the pass is served again, a few times at most.
        for _ in 0..<8 {
            guard let state = layoutState, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints else {
                return
            }
            updateConstraintsPass()
        }
    }

    private func updateConstraintsPass() {
        guard let state = layoutState else { return }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            for subview in _subviews { subview.updateConstraintsPass() }
        }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        state.didReachSuperUpdateConstraints = false
        if let controller = _viewController { controller.updateViewConstraints() } else { updateConstraints() }
        guard state.didReachSuperUpdateConstraints else {
            let name = String(describing: Swift.type(of: _viewController ?? self))
            programmerError(
                "The layout constraints still need update after sending -updateConstraints to \(self).\n\(name) or one "
                    + "of its superclasses may have overridden -updateConstraints without calling super. Or, something "
                    + "may have dirtied layout constraints in the middle of updating them.  Both are programming errors.")
        }
    }

    /// Records that `UIView.updateConstraints()` itself ran (overrides must call super).
    func reachedSuperUpdateConstraints() { autoLayout.didReachSuperUpdateConstraints = true }

    /// The Auto Layout part of `layoutIfNeeded()`: the update pass, then layout passes until the
    /// solution stops moving (multi-line labels measure their height at their solved width, and
    /// safe areas follow frames, so a pass can move inputs of the next; three passes at most).
    func layoutWithAutoLayout(_ pass: () -> Void) {
        updateConstraintsIfNeeded()
        guard let engine = layoutEngine(create: false) else { return pass() }
        engine.prepareForLayout()
        for _ in 0..<3 {
            engine.markedViewsForLayout = false
            pass()
            engine.prepareForLayout()
            guard engine.markedViewsForLayout else { return }
        }
    }

    /// The default `layoutSubviews()`: sets the solved frames of the subviews placed by constraints.
    func applyAutoLayoutFrames() {
        guard let engine = layoutState?.engineItem?.engine else { return }
        engine.applyFrames(toSubviewsOf: self)
    }
}
