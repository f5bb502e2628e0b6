/// Feedback for a task's outcome: success, warning or error
/// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator). Plays nothing
/// here (see ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification signals.
    public enum FeedbackType: Int, Sendable {
        /// A task completed.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Signals an outcome of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {}

    /// Signals an outcome of `notificationType` at `location` in the generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
