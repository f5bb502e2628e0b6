/// Feedback for a physical impact, such as a view snapping into place
/// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator). Plays nothing here
/// (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        /// Small, light elements.
        case light
        /// Moderately sized elements.
        case medium
        /// Large, heavy elements.
        case heavy
        /// Large or heavy elements that are flexible.
        case soft
        /// Small or light elements that are rigid.
        case rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts, UIKit's default.
    public override init() {
        style = .medium
        super.init()
    }

    /// A generator of `style` impacts on `view` (iOS 17).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Signals an impact.
    open func impactOccurred() {}

    /// Signals an impact of `intensity` (0 to 1).
    open func impactOccurred(intensity: CGFloat) {}

    /// Signals an impact at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {}

    /// Signals an impact of `intensity` at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}
