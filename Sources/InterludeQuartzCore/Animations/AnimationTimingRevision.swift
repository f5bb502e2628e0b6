import Synchronization

/// A count of changes to animations' timing (begin time, speed, offset, duration, repeats, driver),
/// for clocks that skip steps in which no animation can start or end (see `MediaClock`).
///
/// Animations are not isolated to an actor, so the count is atomic; a change to an animation
/// that was never added costs one relaxed increment.
package enum AnimationTimingRevision {
    private static let count = Atomic<Int>(0)

    /// The number of changes so far (wrapping).
    package static var current: Int { count.load(ordering: .relaxed) }

    /// Records one change.
    package static func bump() { count.wrappingAdd(1, ordering: .relaxed) }
}
