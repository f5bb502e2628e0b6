import Foundation

/// The system's accessibility settings and announcements, UIKit's `UIAccessibility`.
///
/// Every setting reads as the system's default until a test or host changes it as the user would
/// in Settings, with ``UIApplication/simulateAccessibilitySettingChange(_:to:)`` (Interlude's own
/// call), which posts UIKit's notification for it. Nothing assistive runs: posted notifications
/// go nowhere and no element is focused.
public enum UIAccessibility {
    // MARK: Settings (UIKit reads them on the main actor)

    /// Whether VoiceOver is running.
    @MainActor public static var isVoiceOverRunning: Bool { AccessibilitySettings.isOn(.voiceOver) }
    /// Whether Switch Control is running.
    @MainActor public static var isSwitchControlRunning: Bool { AccessibilitySettings.isOn(.switchControl) }
    /// Whether AssistiveTouch is running.
    @MainActor public static var isAssistiveTouchRunning: Bool { AccessibilitySettings.isOn(.assistiveTouch) }
    /// Whether the user asked for less motion. Animations still run as written: reading this is
    /// the app's part, as on iOS.
    @MainActor public static var isReduceMotionEnabled: Bool { AccessibilitySettings.isOn(.reduceMotion) }
    /// Whether the user prefers cross-fades to sliding transitions (with Reduce Motion).
    @MainActor public static var prefersCrossFadeTransitions: Bool {
        AccessibilitySettings.isOn(.prefersCrossFadeTransitions)
    }
    /// Whether the user asked for less transparency.
    @MainActor public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.isOn(.reduceTransparency) }
    /// Whether the user asked for bold text (trait collections' `legibilityWeight` is then `.bold`).
    @MainActor public static var isBoldTextEnabled: Bool { AccessibilitySettings.isOn(.boldText) }
    /// Whether the user asked for more contrast (trait collections' `accessibilityContrast` is then `.high`).
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.isOn(.darkerSystemColors) }
    /// Whether videos may play automatically. On by default.
    @MainActor public static var isVideoAutoplayEnabled: Bool { AccessibilitySettings.isOn(.videoAutoplay) }
    /// Whether the display shows gray only.
    @MainActor public static var isGrayscaleEnabled: Bool { AccessibilitySettings.isOn(.grayscale) }
    /// Whether colours are inverted.
    @MainActor public static var isInvertColorsEnabled: Bool { AccessibilitySettings.isOn(.invertColors) }
    /// Whether audio plays in mono.
    @MainActor public static var isMonoAudioEnabled: Bool { AccessibilitySettings.isOn(.monoAudio) }
    /// Whether closed captions are preferred.
    @MainActor public static var isClosedCaptioningEnabled: Bool { AccessibilitySettings.isOn(.closedCaptioning) }
    /// Whether a Guided Access session is active.
    @MainActor public static var isGuidedAccessEnabled: Bool { AccessibilitySettings.isOn(.guidedAccess) }
    /// Whether shaking the device undoes. On by default.
    @MainActor public static var isShakeToUndoEnabled: Bool { AccessibilitySettings.isOn(.shakeToUndo) }
    /// Whether Speak Screen is on.
    @MainActor public static var isSpeakScreenEnabled: Bool { AccessibilitySettings.isOn(.speakScreen) }
    /// Whether Speak Selection is on.
    @MainActor public static var isSpeakSelectionEnabled: Bool { AccessibilitySettings.isOn(.speakSelection) }
    /// Whether information must not be conveyed by colour alone.
    @MainActor public static var shouldDifferentiateWithoutColor: Bool {
        AccessibilitySettings.isOn(.differentiateWithoutColor)
    }
    /// Whether switches show on/off labels.
    @MainActor public static var isOnOffSwitchLabelsEnabled: Bool { AccessibilitySettings.isOn(.onOffSwitchLabels) }
    /// Whether buttons show shapes.
    @MainActor public static var buttonShapesEnabled: Bool { AccessibilitySettings.isOn(.buttonShapes) }

    // MARK: Notifications UIKit posts (object nil) when a setting changes

    /// Posted when ``isVoiceOverRunning`` changes.
    public static let voiceOverStatusDidChangeNotification = name("VoiceOverStatusDidChange")
    /// Posted when ``isSwitchControlRunning`` changes.
    public static let switchControlStatusDidChangeNotification = name("SwitchControlStatusDidChange")
    /// Posted when ``isAssistiveTouchRunning`` changes.
    public static let assistiveTouchStatusDidChangeNotification = name("AssistiveTouchStatusDidChange")
    /// Posted when ``isReduceMotionEnabled`` changes.
    public static let reduceMotionStatusDidChangeNotification = name("ReduceMotionStatusDidChange")
    /// Posted when ``prefersCrossFadeTransitions`` changes.
    public static let prefersCrossFadeTransitionsStatusDidChange = name("PrefersCrossFadeTransitionsStatusDidChange")
    /// Posted when ``isReduceTransparencyEnabled`` changes.
    public static let reduceTransparencyStatusDidChangeNotification = name("ReduceTransparencyStatusDidChange")
    /// Posted when ``isBoldTextEnabled`` changes.
    public static let boldTextStatusDidChangeNotification = name("BoldTextStatusDidChange")
    /// Posted when ``isDarkerSystemColorsEnabled`` changes.
    public static let darkerSystemColorsStatusDidChangeNotification = name("DarkerSystemColorsStatusDidChange")
    /// Posted when ``isVideoAutoplayEnabled`` changes.
    public static let videoAutoplayStatusDidChangeNotification = name("VideoAutoplayStatusDidChange")
    /// Posted when ``isGrayscaleEnabled`` changes.
    public static let grayscaleStatusDidChangeNotification = name("GrayscaleStatusDidChange")
    /// Posted when ``isInvertColorsEnabled`` changes.
    public static let invertColorsStatusDidChangeNotification = name("InvertColorsStatusDidChange")
    /// Posted when ``isMonoAudioEnabled`` changes.
    public static let monoAudioStatusDidChangeNotification = name("MonoAudioStatusDidChange")
    /// Posted when ``isClosedCaptioningEnabled`` changes.
    public static let closedCaptioningStatusDidChangeNotification = name("ClosedCaptioningStatusDidChange")
    /// Posted when ``isGuidedAccessEnabled`` changes.
    public static let guidedAccessStatusDidChangeNotification = name("GuidedAccessStatusDidChange")
    /// Posted when ``isShakeToUndoEnabled`` changes.
    public static let shakeToUndoDidChangeNotification = name("ShakeToUndoDidChange")
    /// Posted when ``isSpeakScreenEnabled`` changes.
    public static let speakScreenStatusDidChangeNotification = name("SpeakScreenStatusDidChange")
    /// Posted when ``isSpeakSelectionEnabled`` changes.
    public static let speakSelectionStatusDidChangeNotification = name("SpeakSelectionStatusDidChange")
    /// Posted when ``shouldDifferentiateWithoutColor`` changes.
    public static let differentiateWithoutColorDidChangeNotification = name("ShouldDifferentiateWithoutColorDidChange")
    /// Posted when ``isOnOffSwitchLabelsEnabled`` changes.
    public static let onOffSwitchLabelsDidChangeNotification = name("OnOffSwitchLabelsDidChange")
    /// Posted when ``buttonShapesEnabled`` changes.
    public static let buttonShapesEnabledStatusDidChangeNotification = name("ButtonShapesEnabledStatusDidChange")
    /// Posted when VoiceOver finished speaking an announcement (never here: nothing speaks).
    public static let announcementDidFinishNotification = name("AnnouncementDidFinish")
    /// Posted when an assistive technology focuses an element (never here).
    public static let elementFocusedNotification = name("ElementFocused")

    /// UIKit's name for a notification: `UIAccessibility<base>Notification`.
    private static func name(_ base: String) -> NSNotification.Name {
        NSNotification.Name("UIAccessibility\(base)Notification")
    }

    // MARK: User info keys of the system's notifications

    /// The announcement's text, in ``announcementDidFinishNotification``.
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was spoken to the end, in ``announcementDidFinishNotification``.
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// The newly focused element, in ``elementFocusedNotification``.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The element that lost focus, in ``elementFocusedNotification``.
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// The assistive technology that focused, in ``elementFocusedNotification``.
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    // MARK: Notifications an app posts

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
        // (The next two numbers are those of older SDK headers; nothing here reads them.)
        /// Assistive technology should pause (the argument names which).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Assistive technology may resume (the argument names which).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Tells assistive technologies about `notification`. Does nothing: none are running.
    public static func post(notification: Notification, argument: Any?) {}

    // MARK: Functions

    /// The element an assistive technology has focused: none, since none runs.
    @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: String?) -> Any? { nil }

    /// `rect` in `view`'s coordinates converted to the screen's (the window's origin on the
    /// screen added to its place in the window); unchanged when the view is in no window.
    @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        guard let window = view.window else { return rect }
        return view.convert(rect, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `path` in `view`'s coordinates converted to the screen's, as ``convertToScreenCoordinates(_:in:)-(CGRect,_)``.
    @MainActor public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let converted = UIBezierPath(cgPath: path.cgPath)
        guard let window = view.window else { return converted }
        let origin = view.convert(CGPoint.zero, to: window)
        let xAxis = view.convert(CGPoint(x: 1, y: 0), to: window), yAxis = view.convert(CGPoint(x: 0, y: 1), to: window)
        converted.apply(
            CGAffineTransform(
                a: xAxis.x - origin.x, b: xAxis.y - origin.y, c: yAxis.x - origin.x, d: yAxis.y - origin.y,
                tx: origin.x + window.frame.minX, ty: origin.y + window.frame.minY))
        return converted
    }
}

/// The accessibility settings in effect (main-actor state, as UIKit reads them).
@MainActor
enum AccessibilitySettings {
    /// The settings that are on: iOS's defaults until changed.
    static var enabled: Set<UIAccessibility.Setting> = defaults
    /// On in a new iOS installation: video autoplay and shake to undo.
    static let defaults: Set<UIAccessibility.Setting> = [.videoAutoplay, .shakeToUndo]

    static func isOn(_ setting: UIAccessibility.Setting) -> Bool { enabled.contains(setting) }
}
