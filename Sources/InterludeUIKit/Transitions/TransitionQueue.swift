/// The transitions of one window: at most one runs; requests made meanwhile wait their turn.
///
/// UIKit drops (with a log line) a push or presentation requested during another transition, or
/// leaves the navigation stack inconsistent; Interlude queues the request and runs it when the
/// running transition completes, in the order requested.
@MainActor
final class TransitionQueue {
    /// The transition running now.
    var running: ViewControllerTransition?
    private var waiting: [() -> Void] = []

    /// Whether a transition is running.
    var isBusy: Bool { running != nil }

    /// Runs `request` after the running transition (and the requests queued before it).
    func enqueue(_ request: @escaping () -> Void) { waiting.append(request) }

    /// Called by a transition when it completed: runs waiting requests until one starts a transition.
    func transitionEnded(_ transition: ViewControllerTransition) {
        if running === transition { running = nil }
        while running == nil, !waiting.isEmpty {
            waiting.removeFirst()()
        }
    }
}
