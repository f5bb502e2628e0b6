/// Identifies one target-action pair added with `addTarget`.
///
/// UIKit removes a pair by naming its selector. Without an Objective-C runtime an unapplied method
/// reference cannot be compared, so `addTarget` returns this value (discardable) and
/// `removeTarget(_:action:…)` accepts it; passing `nil` as the action removes every action of the
/// target, as in UIKit.
public struct ActionRegistration: Hashable, Sendable {
    let id: Int

    @MainActor private static var counter = 0

    @MainActor static func next() -> ActionRegistration {
        counter += 1
        return ActionRegistration(id: counter)
    }
}

/// One stored target-action pair: the target is held weakly; `perform` reports whether the target
/// was still alive.
@MainActor
struct TargetActionEntry<Sender: AnyObject> {
    let registration: ActionRegistration
    /// Identity of the target when it was added (nil for closure actions with no target).
    let targetID: ObjectIdentifier?
    private let invoke: @MainActor (Sender, UIEvent?) -> Bool

    /// Whether the entry's target is gone (closure entries never are).
    var isOrphaned: Bool { isTargetGone() }
    private let isTargetGone: @MainActor () -> Bool

    init<Target: AnyObject>(target: Target, invoke: @escaping @MainActor (Target, Sender, UIEvent?) -> Void) {
        registration = .next()
        targetID = ObjectIdentifier(target)
        self.invoke = { [weak target] sender, event in
            guard let target else { return false }
            invoke(target, sender, event)
            return true
        }
        isTargetGone = { [weak target] in target == nil }
    }

    init(handler: @escaping @MainActor (Sender, UIEvent?) -> Void) {
        registration = .next()
        targetID = nil
        invoke = { sender, event in
            handler(sender, event)
            return true
        }
        isTargetGone = { false }
    }

    /// Calls the action; false when the target has been deallocated (nothing is called).
    @discardableResult
    func perform(sender: Sender, event: UIEvent?) -> Bool { invoke(sender, event) }

    /// Whether `removeTarget(target, action: registration)` selects this entry.
    func matches(target: AnyObject?, registration: ActionRegistration?) -> Bool {
        if let registration, registration != self.registration { return false }
        guard let target else { return true }
        return targetID == ObjectIdentifier(target)
    }
}
