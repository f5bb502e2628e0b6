import Foundation

/// The system's accessibility state and announcements, UIKit's `UIAccessibility`.
///
/// Interlude has no assistive technologies and no system settings: every status reads as the
/// system default (the accessibility options off), and posted notifications go nowhere.
public enum UIAccessibility {
    /// Whether VoiceOver is running. Always false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running. Always false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion. Always false: animations run as written.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency. Always false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text. Always false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker system colors. Always false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user asked for cross-fades instead of slides. Always false.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether videos may play automatically. Always true, the system default.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posted when `isReduceMotionEnabled` changes (never, here).
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes (never, here).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// A notification for assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A large part of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (the argument is the text).
        public static let announcement = Notification(rawValue: 1008)
        /// The page scrolled (the argument describes where).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about `notification`. Does nothing: none are running.
    public static func post(notification: Notification, argument: Any?) {}
}
