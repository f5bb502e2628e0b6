extension UIControl {
    // MARK: Adding targets

    /// Calls `action` on `target` (held weakly) when any of `controlEvents` occurs.
    ///
    /// `action` is an unapplied method reference taking no argument: `ViewController.refresh`.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void,
        for controlEvents: Event
    ) -> ActionRegistration {
        store(TargetActionEntry(target: target) { target, _, _ in action(target)() }, for: controlEvents)
    }

    /// Calls `action` on `target` (held weakly) with the control as sender when any of `controlEvents`
    /// occurs. `Sender` may be the control's own class, `UIControl`, `UIView` or `Any`; a control that
    /// is not a `Sender` is reported and nothing is added.
    @discardableResult
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void,
        for controlEvents: Event
    ) -> ActionRegistration? {
        guard let _ = self as? Sender else {
            reportSenderMismatch(Sender.self)
            return nil
        }
        return store(
            TargetActionEntry(target: target) { target, control, _ in
                if let sender = control as? Sender { action(target)(sender) }
            }, for: controlEvents)
    }

    /// Calls `action` on `target` (held weakly) with the control and the triggering event (nil when
    /// sent by ``sendActions(for:)``).
    @discardableResult
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target,
        action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) -> ActionRegistration? {
        guard let _ = self as? Sender else {
            reportSenderMismatch(Sender.self)
            return nil
        }
        return store(
            TargetActionEntry(target: target) { target, control, event in
                if let sender = control as? Sender { action(target)(sender, event) }
            }, for: controlEvents)
    }

    /// Performs `action` when any of `controlEvents` occurs; adding an action with an identifier
    /// already present replaces the earlier one, as in UIKit.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.removeAll { $0.action.identifier == action.identifier && $0.action !== action }
        if let index = actionEntries.firstIndex(where: { $0.action === action }) {
            actionEntries[index].events.formUnion(controlEvents)
        } else {
            actionEntries.append((action, controlEvents))
        }
    }

    // MARK: Removing targets

    /// Removes target-action pairs for `controlEvents`: those of `target` (every target when nil),
    /// only the pair `action` names when given (every action of the target when nil).
    public func removeTarget(_ target: AnyObject?, action: ActionRegistration?, for controlEvents: Event) {
        for entry in targetActions where entry.matches(target: target, registration: action) {
            let remaining = (targetActionEvents[entry.registration] ?? []).subtracting(controlEvents)
            targetActionEvents[entry.registration] = remaining
        }
        targetActions.removeAll { targetActionEvents[$0.registration]?.isEmpty ?? true }
        targetActionEvents = targetActionEvents.filter { !$0.value.isEmpty }
    }

    /// Stops performing `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Stops performing the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == identifier }
    }

    /// The union of every event with a target or an action.
    public var allControlEvents: Event {
        var events = actionEntries.reduce(Event()) { $0.union($1.events) }
        for entry in targetActions where !entry.isOrphaned { events.formUnion(targetActionEvents[entry.registration] ?? []) }
        return events
    }

    // MARK: Sending

    // MARK: Mechanics

    private func store(_ entry: TargetActionEntry<UIControl>, for controlEvents: Event) -> ActionRegistration {
        targetActions.append(entry)
        targetActionEvents[entry.registration] = controlEvents
        return entry.registration
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        for index in actionEntries.indices where matches(actionEntries[index].action) {
            actionEntries[index].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }

    private func reportSenderMismatch(_ sender: Any.Type) {
        Diagnostics.report(
            "\(type(of: self)).addTarget(_:action:for:): the action takes a \(sender), "
                + "but the sender is a \(type(of: self)); the target was not added")
    }
}
