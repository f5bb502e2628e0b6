import Foundation
import Testing
@testable import InterludeUIKit

/// The accessibility settings as a test changes them: UIKit's properties read the new value,
/// UIKit's notification is posted, and Bold Text and Increase Contrast reach every trait
/// collection (`legibilityWeight`, `accessibilityContrast`, as Apple documents those traits)
/// before the notification.
@MainActor
@Suite("Accessibility settings")
struct AccessibilitySettingsTests {
    final class TraitWatchingController: UIViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let before = previousTraitCollection.map { "\($0.legibilityWeight)/\($0.accessibilityContrast)" } ?? "nil"
            log.add("traits \(before) → \(traitCollection.legibilityWeight)/\(traitCollection.accessibilityContrast)")
        }
    }

    /// Records each posting of `names` (object nil) into `log` while `body` runs.
    func observing(_ names: [NSNotification.Name], into log: CallLog, _ body: () -> Void) {
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let entry = "\(note.name.rawValue) \(note.object == nil ? "nil" : "object")"
                MainActor.assumeIsolated { log.add(entry) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        body()
    }

    @Test("Every setting reads as iOS's default: only video autoplay and shake to undo are on")
    func defaults() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isAssistiveTouchRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.prefersCrossFadeTransitions && !UIAccessibility.isReduceTransparencyEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled && !UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(!UIAccessibility.isGrayscaleEnabled && !UIAccessibility.isInvertColorsEnabled)
        #expect(!UIAccessibility.isMonoAudioEnabled && !UIAccessibility.isClosedCaptioningEnabled)
        #expect(!UIAccessibility.isGuidedAccessEnabled && !UIAccessibility.isSpeakScreenEnabled)
        #expect(!UIAccessibility.isSpeakSelectionEnabled && !UIAccessibility.shouldDifferentiateWithoutColor)
        #expect(!UIAccessibility.isOnOffSwitchLabelsEnabled && !UIAccessibility.buttonShapesEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled && UIAccessibility.isShakeToUndoEnabled)
        let traits = makeWindow().traitCollection
        #expect(traits.legibilityWeight == .regular && traits.accessibilityContrast == .normal)
    }

    @Test("Reduce Motion: the property follows and UIKit's notification is posted once, with no object")
    func reduceMotion() {
        let log = CallLog()
        let app = UIApplication.shared
        defer { app.resetAccessibilitySettings() }
        observing([UIAccessibility.reduceMotionStatusDidChangeNotification], into: log) {
            app.simulateAccessibilitySettingChange(.reduceMotion, to: true)
            #expect(UIAccessibility.isReduceMotionEnabled)
            app.simulateAccessibilitySettingChange(.reduceMotion, to: true)
            app.simulateAccessibilitySettingChange(.reduceMotion, to: false)
        }
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(
            log.entries == [
                "UIAccessibilityReduceMotionStatusDidChangeNotification nil",
                "UIAccessibilityReduceMotionStatusDidChangeNotification nil",
            ])
    }

    @Test("Each setting has its own property and notification")
    func everySetting() {
        let app = UIApplication.shared
        defer { app.resetAccessibilitySettings() }
        let names = Set(UIAccessibility.Setting.allCases.map(\.didChangeNotification))
        #expect(names.count == UIAccessibility.Setting.allCases.count)
        for setting in UIAccessibility.Setting.allCases {
            let log = CallLog()
            let isOn = AccessibilitySettings.isOn(setting)
            observing(Array(names), into: log) { app.simulateAccessibilitySettingChange(setting, to: !isOn) }
            #expect(log.entries == ["\(setting.didChangeNotification.rawValue) nil"], "\(setting)")
            #expect(AccessibilitySettings.enabled.symmetricDifference(AccessibilitySettings.defaults) == [setting])
            app.simulateAccessibilitySettingChange(setting, to: isOn)
        }
        app.simulateAccessibilitySettingChange(.monoAudio, to: true)
        #expect(UIAccessibility.isMonoAudioEnabled)
        app.simulateAccessibilitySettingChange(.videoAutoplay, to: false)
        #expect(!UIAccessibility.isVideoAutoplayEnabled)
    }

    @Test("Bold Text and Increase Contrast reach the windows' traits before their notifications")
    func traitsFollowBoldTextAndContrast() {
        let log = CallLog()
        let app = UIApplication.shared
        defer { app.resetAccessibilitySettings() }
        let window = makeWindow(root: TraitWatchingController(log: log))
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tile.backgroundColor = UIColor { $0.accessibilityContrast == .high ? .black : .gray }
        window.addSubview(tile)
        window.advance(by: 0)
        log.clear()
        let before = window.traitCollection
        #expect(tile.layer.backgroundColor == UIColor.gray.cgColor)
        observing(
            [UIAccessibility.boldTextStatusDidChangeNotification, UIAccessibility.darkerSystemColorsStatusDidChangeNotification],
            into: log
        ) {
            app.simulateAccessibilitySettingChange(.boldText, to: true)
            app.simulateAccessibilitySettingChange(.darkerSystemColors, to: true)
        }
        #expect(window.traitCollection.legibilityWeight == .bold)
        #expect(window.traitCollection.accessibilityContrast == .high)
        #expect(
            log.entries == [
                "traits regular/normal → bold/normal", "UIAccessibilityBoldTextStatusDidChangeNotification nil",
                "traits bold/normal → bold/high", "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification nil",
            ])
        // Contrast changes how colors resolve (a view's dynamic background follows); text weight does not.
        #expect(tile.layer.backgroundColor == UIColor.black.cgColor)
        #expect(window.traitCollection.hasDifferentColorAppearance(comparedTo: before))
        #expect(
            !UITraitCollection(legibilityWeight: .bold).hasDifferentColorAppearance(
                comparedTo: UITraitCollection(legibilityWeight: .regular)))
    }

    @Test("The new traits combine and compare like the others")
    func traitCollections() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(legibilityWeight: .bold), UITraitCollection(accessibilityContrast: .high),
            UITraitCollection(legibilityWeight: .regular),
        ])
        #expect(combined.legibilityWeight == .regular && combined.accessibilityContrast == .high)
        #expect(UITraitCollection().legibilityWeight == .unspecified)
        #expect(UITraitCollection().accessibilityContrast == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(accessibilityContrast: .high)))
        #expect(!combined.containsTraits(in: UITraitCollection(legibilityWeight: .bold)))
        #expect(combined == UITraitCollection(traitsFrom: [combined]))
        #expect(combined.description == "<UITraitCollection: legibilityWeight = regular, accessibilityContrast = high>")
        // UIKit's raw values.
        #expect(UILegibilityWeight.bold.rawValue == 1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.unspecified.rawValue == -1 && UIAccessibilityContrast.unspecified.rawValue == -1)
    }

    @Test("Screen coordinates add the window's place on the screen to the view's place in the window")
    func screenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        let container = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(view)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(UIAccessibility.convertToScreenCoordinates(rect, in: view) == CGRect(x: 46, y: 68, width: 3, height: 4))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: rect), in: view)
        #expect(path.bounds == CGRect(x: 46, y: 68, width: 3, height: 4))
        // Outside a window there is no screen to convert to.
        #expect(UIAccessibility.convertToScreenCoordinates(rect, in: UIView()) == rect)
        #expect(UIAccessibility.focusedElement(using: nil) == nil)
    }
}
