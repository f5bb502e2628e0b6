import Testing
@testable import InterludeUIKit
import InterludeRender

/// Configured buttons in rendered frames: the style's background with its corner radius, and the
/// disabled look (Decisions, "Configured buttons").
@MainActor
@Suite("Configured button drawing")
struct ConfiguredButtonDrawingTests {
    @Test("A filled button draws the tint behind its content, rounded at the corners")
    func filled() {
        let window = makeWhiteWindow(width: 120, height: 60)
        let button = UIButton(configuration: .filled())
        button.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        window.addSubview(button)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 60, 30, RGBA(0, 0, 255))
        expectPixel(frame, 12, 30, RGBA(0, 0, 255))
        // The 8-point corner leaves the bounds' corner pixel white.
        expectPixel(frame, 10, 10, RGBA(255, 255, 255))
        expectPixel(frame, 5, 5, RGBA(255, 255, 255))
    }

    @Test("A disabled filled button draws the tertiary fill; a plain one draws no background")
    func disabledAndPlain() {
        let window = makeWhiteWindow(width: 120, height: 120)
        let disabled = UIButton(configuration: .filled())
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        let plain = UIButton(configuration: .plain())
        plain.frame = CGRect(x: 10, y: 60, width: 100, height: 40)
        window.addSubview(disabled)
        window.addSubview(plain)
        let frame = window.renderFrame(scale: 1)
        // tertiarySystemFill (light): (118, 118, 128) at 12 % over white.
        let fill = UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
        let over = { (c: CGFloat) in Int((255 * (1 - fill.alpha) + 255 * c * fill.alpha).rounded()) }
        expectPixel(frame, 60, 30, RGBA(over(fill.red), over(fill.green), over(fill.blue)), tolerance: 2)
        expectPixel(frame, 60, 80, RGBA(255, 255, 255))
    }
}
