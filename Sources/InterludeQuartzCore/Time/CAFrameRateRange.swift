/// The frame rates a display link accepts, Core Animation's `CAFrameRateRange` (iOS 15): it fires
/// at `preferred` (else `maximum`) frames per second, as near as the window's step rate allows —
/// a whole number of steps apart, the factor of the refresh rate the system picks on iOS.
/// ``default`` (all zero) asks for no particular rate: every step.
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate accepted, in frames per second.
    public var minimum: Float
    /// The highest rate accepted, in frames per second.
    public var maximum: Float
    /// The rate asked for, when one is; nil leaves it to the range.
    public var preferred: Float?

    /// No particular rate (``default``).
    public init() { (minimum, maximum, preferred) = (0, 0, nil) }

    /// Rates from `minimum` to `maximum` frames per second, `preferred` the one asked for.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// No particular rate: the display link fires at every step.
    public static let `default` = CAFrameRateRange()

    /// Whether both ranges ask for the same rates (Core Animation's `CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The rate a display link fires at, 0 for every step: `preferred`, else `maximum`, kept within the range.
    var requestedRate: Double {
        let rate = preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum
        guard rate > 0 else { return 0 }
        return Double(maximum > 0 ? min(max(rate, minimum), maximum) : max(rate, minimum))
    }
}
