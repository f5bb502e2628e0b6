import Foundation

/// Marks the main queue, so code can tell it runs there even on a thread other than the process's
/// first (Swift Testing on Linux drains the main queue, and so runs the main actor, on a worker thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` on the main actor, where Interlude's views live: at once when already there (an
/// XCTest case, a `@MainActor` test), else by waiting for the main queue, which runs the main
/// actor's jobs.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
        return try MainActor.assumeIsolated(body)
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}
