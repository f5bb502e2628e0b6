/// The abstract superclass of UIKit's haptic feedback generators
/// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator).
///
/// UIKit plays haptics only on devices with a Taptic Engine and otherwise ignores the calls; the
/// machines Interlude runs on have none, so the generators accept every call and play nothing, as
/// UIKit's do on such a device. Code that prepares and triggers feedback runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A generator not tied to a view.
    public override init() { super.init() }

    /// A generator for feedback on `view` (iOS 17); the view only places the feedback, which is not played here.
    public init(view: UIView) { super.init() }

    /// Readies the haptic hardware to lower the next feedback's latency; there is none to ready here.
    open func prepare() {}
}
