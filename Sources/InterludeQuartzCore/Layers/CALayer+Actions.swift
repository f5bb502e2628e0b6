extension CALayer {
    /// `action(forKey:)`: the delegate's answer, else `actions[event]`, else the class default.
    func searchAction(forKey event: String) -> CAAction? {
        if CATransaction.disableActions() { return nil }
        if let delegate {
            if let action = delegate.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        let action = Self.defaultAction(forKey: event)
        if let implicit = action as? ImplicitAnimationAction {
            guard implicitAnimationApplies else { return nil }
            // A property's value on screen, or a value of the class's own keys (see CustomKeyValues.swift)
            // — their default when none was set yet, as a class's `defaultValue(forKey:)` gives it.
            let shown = presentationState()
            guard
                let from = LayerKeyPath(event).map({ $0.read(shown) }) ?? shown.customValues?[event]
                    ?? Self.defaultValue(forKey: event).flatMap(AnimatableValue.init(inferring:))
            else { return nil }
            implicit.from = from
        }
        return action
    }

    /// Implicit animations run only for layers already in a window (a layer being set up animates nothing).
    private var implicitAnimationApplies: Bool { isInWindow }
}

/// Captures the value on screen before a change, then adds the implicit animation after it.
@MainActor
final class ImplicitAnimationAction: CAAction {
    /// The value on screen just before the change.
    var from: AnimatableValue?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer,
            let from = from ?? LayerKeyPath(event).map({ $0.read(layer.modelState) }) ?? layer.modelState.customValues?[event]
        else { return }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = from.boxed
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: event)
    }
}
