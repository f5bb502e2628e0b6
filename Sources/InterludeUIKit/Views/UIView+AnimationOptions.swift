extension UIView {
    /// Pacing curves of block animations (UIKit's raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends: control points (0.42, 0) and (0.58, 1). The default.
        case easeInOut = 0
        /// Slow at the start: control points (0.42, 0) and (1, 1).
        case easeIn = 1
        /// Slow at the end: control points (0, 0) and (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Core Animation function for the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of `animate` and `transition` (UIKit's bit layout).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options as bits: flags in bits 0–9, the curve in bits 16–19, the transition in
        /// bits 20–23 and the frame rate in bits 24–27.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out every window's pending layout inside the block, so the frames that
        /// `layoutSubviews()` sets animate with the rest.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views receive touches; without it, hit testing skips them while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted and changes nothing: animations here always start from the value on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each animation forwards, then backwards; when it ends the property shows its new
        /// value, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Inside another animation block, keeps this block's duration and delay instead of taking
        /// the enclosing block's (or being driven by the enclosing property animator).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Inside another animation block, keeps this block's curve or spring instead of taking the enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// For `transition(with:duration:options:animations:completion:)`: the changes made in
        /// `animations` animate too; without it they take effect at once, under the transition.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For `transition(from:to:duration:options:completion:)`: hides the old view and shows
        /// the new one instead of removing the old view and inserting the new one.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inside another animation block, does not take over its `.repeat`, `.autoreverse` and
        /// `.allowUserInteraction`.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (``AnimationCurve/easeInOut``). The default: its bits are 0.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start (``AnimationCurve/easeIn``).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end (``AnimationCurve/easeOut``).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Flips the view over about its vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view over about its vertical axis, from the right (the opposite turn).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Fades the old content out over the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view over about its horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view over about its horizontal axis, from the bottom (the opposite turn).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate. Frame rates are accepted and ignored: animations are sampled
        /// at each window's `framesPerSecond`.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames per second; accepted and ignored (see `preferredFramesPerSecondDefault`).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames per second; accepted and ignored (see `preferredFramesPerSecondDefault`).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve encoded in bits 16–19.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition encoded in bits 20–23 (0 = none).
        var transitionCode: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options of keyframe animations (UIKit's bit layout). UIKit's cubic calculation modes are not offered.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options as bits: flags in bits 0–9 (as in ``AnimationOptions``), the calculation
        /// mode in bits 10–12.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out every window's pending layout inside the block, so the frames that
        /// `layoutSubviews()` sets animate over the whole duration.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views receive touches; without it, hit testing skips them while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Accepted and changes nothing: animations here always start from the value on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the keyframe animations forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays the keyframes forwards, then backwards; when they end the properties show their
        /// new values, as in UIKit.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Inside another animation block, keeps this animation's duration and delay instead of
        /// taking the enclosing block's (or being driven by the enclosing property animator).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inside another animation block, does not take over its `.repeat`, `.autoreverse` and
        /// `.allowUserInteraction`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Values move in straight lines between the keyframes, at the keyframes' times. The default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next one replaces it, without interpolation. The values are
        /// spread evenly over the duration; the keyframes' times are not used.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Values move at constant speed through the keyframes; the keyframes' times are not used.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            default: return .linear
            }
        }
    }
}
