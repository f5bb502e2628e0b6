/// Feedback for a changing selection, such as a picker wheel's ticks
/// (https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator). Plays nothing
/// here (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Signals that the selection changed.
    open func selectionChanged() {}

    /// Signals that the selection changed at `location` in the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {}
}
