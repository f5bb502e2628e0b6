/// The transitions of one window: at most one runs; requests made meanwhile wait their turn.
///
/// UIKit drops (with a log line) a push or presentation requested during another transition, or
/// leaves the navigation stack inconsistent; Interlude queues the request and runs it when the
/// running transition completes, in the order requested.
@MainActor
package final class TransitionQueue {
    /// The transition running now.
    var running: ViewControllerTransition?
    private var waiting: [() -> Void] = []
    /// Nesting depth of ``holdingRequests(_:)``: while > 0, waiting requests wait even when nothing runs.
    private var holds = 0

    /// Whether a transition is running.
    package var isBusy: Bool { running != nil }

    /// Runs `request` after the running transition (and the requests queued before it).
    func enqueue(_ request: @escaping () -> Void) { waiting.append(request) }

    /// Called by a transition when it completed: runs waiting requests until one starts a transition.
    func transitionEnded(_ transition: ViewControllerTransition) {
        if running === transition { running = nil }
        runWaiting()
    }

    /// Runs `body` with waiting requests held back, then runs them: a teardown that ends
    /// transitions at once finishes before requests made for the old hierarchy run (they then
    /// find their controllers gone from the window and are refused, as UIKit refuses them).
    func holdingRequests(_ body: () -> Void) {
        holds += 1
        body()
        holds -= 1
        runWaiting()
    }

    private func runWaiting() {
        while holds == 0, running == nil, !waiting.isEmpty {
            waiting.removeFirst()()
        }
    }
}
