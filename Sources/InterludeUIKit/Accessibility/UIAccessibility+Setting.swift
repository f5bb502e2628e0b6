import Foundation

extension UIAccessibility {
    /// One of the system's accessibility settings, for
    /// ``UIApplication/simulateAccessibilitySettingChange(_:to:)`` (Interlude's own type).
    public enum Setting: CaseIterable, Hashable, Sendable {
        case voiceOver, switchControl, assistiveTouch
        case reduceMotion, prefersCrossFadeTransitions, reduceTransparency
        case boldText, darkerSystemColors, videoAutoplay
        case grayscale, invertColors, monoAudio, closedCaptioning, guidedAccess, shakeToUndo
        case speakScreen, speakSelection, differentiateWithoutColor, onOffSwitchLabels, buttonShapes

        /// The notification UIKit posts when the setting changes.
        public var didChangeNotification: NSNotification.Name {
            switch self {
            case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
            case .switchControl: UIAccessibility.switchControlStatusDidChangeNotification
            case .assistiveTouch: UIAccessibility.assistiveTouchStatusDidChangeNotification
            case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
            case .prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
            case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
            case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
            case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
            case .videoAutoplay: UIAccessibility.videoAutoplayStatusDidChangeNotification
            case .grayscale: UIAccessibility.grayscaleStatusDidChangeNotification
            case .invertColors: UIAccessibility.invertColorsStatusDidChangeNotification
            case .monoAudio: UIAccessibility.monoAudioStatusDidChangeNotification
            case .closedCaptioning: UIAccessibility.closedCaptioningStatusDidChangeNotification
            case .guidedAccess: UIAccessibility.guidedAccessStatusDidChangeNotification
            case .shakeToUndo: UIAccessibility.shakeToUndoDidChangeNotification
            case .speakScreen: UIAccessibility.speakScreenStatusDidChangeNotification
            case .speakSelection: UIAccessibility.speakSelectionStatusDidChangeNotification
            case .differentiateWithoutColor: UIAccessibility.differentiateWithoutColorDidChangeNotification
            case .onOffSwitchLabels: UIAccessibility.onOffSwitchLabelsDidChangeNotification
            case .buttonShapes: UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
            }
        }
    }
}

extension UIApplication {
    /// Turns an accessibility setting on or off as the user would in Settings (Interlude's own
    /// call): the setting's `UIAccessibility` property reads `isOn`, and UIKit's notification for
    /// it is posted (object nil). Bold Text and Increase Contrast change every trait collection's
    /// `legibilityWeight` and `accessibilityContrast`: views re-resolve their dynamic colors for a
    /// new contrast, and trait environments whose traits change hear `traitCollectionDidChange(_:)`,
    /// window by window, before the notification. Does nothing when the setting already is `isOn`.
    public func simulateAccessibilitySettingChange(_ setting: UIAccessibility.Setting, to isOn: Bool) {
        guard AccessibilitySettings.isOn(setting) != isOn else { return }
        let changesTraits = setting == .boldText || setting == .darkerSystemColors
        TraitChangeDelivery.perform(in: changesTraits ? UIWindow.allWindows : []) {
            if isOn { AccessibilitySettings.enabled.insert(setting) } else { AccessibilitySettings.enabled.remove(setting) }
        }
        NotificationCenter.default.post(name: setting.didChangeNotification, object: nil)
    }

    /// Puts every accessibility setting back to iOS's defaults (Interlude's own call, for tests),
    /// as ``simulateAccessibilitySettingChange(_:to:)`` would one by one.
    public func resetAccessibilitySettings() {
        for setting in UIAccessibility.Setting.allCases {
            simulateAccessibilitySettingChange(setting, to: AccessibilitySettings.defaults.contains(setting))
        }
    }
}
