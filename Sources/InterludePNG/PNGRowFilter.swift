/// The PNG row filters (PNG spec §9.2) applied to 8-bit RGBA scanlines.
///
/// The writers use `up` unless told otherwise: on rendered UI frames (flat fills repeat
/// vertically) it turns most of a frame into runs of zeros, is within ~15 % of Paeth's size and
/// about half its time (one subtraction per byte). Figures in [Exporting](/documentation/interlude/exporting).
public enum PNGRowFilter: UInt8, Sendable, CaseIterable {
    /// Bytes stored as they are.
    case none = 0
    /// Each byte minus the byte of the pixel to its left.
    case sub = 1
    /// Each byte minus the byte above it.
    case up = 2
    /// Each byte minus the average of left and above.
    case average = 3
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth = 4
}
