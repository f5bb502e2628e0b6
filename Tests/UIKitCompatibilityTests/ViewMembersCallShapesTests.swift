import UIKit
import Testing

/// A badge as iOS code writes it: it redraws when the tint changes and takes no second finger.
final class TintedBadgeView: UIView {
    private(set) var tintChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isExclusiveTouch = true
        isMultipleTouchEnabled = false
        isAccessibilityElement = true
        accessibilityElementsHidden = false
        accessibilityViewIsModal = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
        backgroundColor = tintColor
    }

    override var accessibilityFrame: CGRect {
        get { super.accessibilityFrame.insetBy(dx: -4, dy: -4) }
        set { super.accessibilityFrame = newValue }
    }
}

/// A banner window above the app, as iOS code makes one.
final class BannerWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = .statusBar + 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("iOS-style client code: view and window members")
struct ViewMembersCallShapesTests {
    @Test("tint, touch and accessibility members of a view")
    func viewMembers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(container)
        let badge = TintedBadgeView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(badge)
        container.tintColor = .systemRed
        #expect(badge.tintChanges == 1)
        #expect(badge.backgroundColor == .systemRed)
        let exclusive: Bool = badge.isExclusiveTouch
        let multiple: Bool = badge.isMultipleTouchEnabled
        #expect(exclusive && !multiple)
        let hidden: Bool = badge.accessibilityElementsHidden
        let modal: Bool = badge.accessibilityViewIsModal
        #expect(!hidden && !modal)
        let frame: CGRect = badge.accessibilityFrame
        #expect(frame == CGRect(x: 6, y: 6, width: 28, height: 28))
    }

    @Test("a repeating pulse inside an animation block")
    func modifyAnimations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pulse = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(pulse)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut]) {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
                pulse.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
        } completion: { _ in
            pulse.transform = .identity
        }
        #expect(pulse.layer.animationKeys()?.isEmpty == false)
    }

    @Test("window levels, the window's screen and the screen's native metrics")
    func windowsAndScreens() {
        let banner = BannerWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let level: UIWindow.Level = banner.windowLevel
        #expect(level.rawValue > UIWindow.Level.statusBar.rawValue && level != .alert)
        #expect(UIWindow.Level(rawValue: 1001) == level && UIWindow.Level(1001) == level)
        let screen: UIScreen = banner.screen
        let scale: CGFloat = screen.nativeScale
        let pixels: CGRect = screen.nativeBounds
        #expect(scale > 0 && pixels.height >= pixels.width)
        #expect(UIApplication.shared.windows.contains(banner))
    }
}
