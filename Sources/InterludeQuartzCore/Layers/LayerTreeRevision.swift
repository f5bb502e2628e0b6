/// A count of changes to what layers show, for hosts that redraw only when something changed.
///
/// Every change to a layer's model values, sublayers, mask, content, timing or animations bumps
/// it (for any layer, in any window). Two equal readings mean the picture can have changed only
/// through time, that is through running animations, which `MediaClock.hasPendingWork` reports.
/// Rendering does not bump it; a layer copied by `presentation()` may, which costs a redraw at most.
@MainActor
package enum LayerTreeRevision {
    /// The number of changes so far (wrapping).
    package private(set) static var current = 0

    /// Records one change.
    package static func bump() { current &+= 1 }
}
