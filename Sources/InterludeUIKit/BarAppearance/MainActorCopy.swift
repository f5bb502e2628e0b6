/// A copy made on the main actor handed out of `MainActor.assumeIsolated` to `NSCopying`'s
/// nonisolated `copy(with:)`; the caller is on the main actor too, so nothing crosses threads.
struct MainActorCopy: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}
