import UIKit
import Testing

// Core Animation and Core Graphics written as iOS code writes them (Swift 5 mode, `import UIKit`):
// a ring that draws itself on with a shape layer, a gradient backdrop, a card with two rounded
// corners and a shadow path, a badge that follows an arc, and a display link run in the common modes.
final class RingProgressView: UIView {
    let ring = CAShapeLayer()
    let backdrop = CAGradientLayer()
    var ticks = 0
    private var link: CADisplayLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backdrop.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        backdrop.locations = [0, 1]
        backdrop.startPoint = CGPoint(x: 0, y: 0.5)
        backdrop.endPoint = CGPoint(x: 1, y: 0.5)
        layer.addSublayer(backdrop)
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 4
        ring.lineCap = .round
        ring.strokeEnd = 0
        layer.addSublayer(ring)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        layer.shadowOpacity = 0.3
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func animateProgress(to value: CGFloat) {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = ring.presentation()?.value(forKeyPath: "strokeEnd") ?? 0
        draw.toValue = value
        draw.duration = 1
        ring.strokeEnd = value
        ring.add(draw, forKey: "progress")
    }

    func sendBadge(_ badge: CALayer) {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = arc.cgPath
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        move.duration = 1
        badge.add(move, forKey: "arc")
        badge.setValue("badge", forKey: "role")
    }

    func startTicking() {
        link = CADisplayLink(target: self, selector: RingProgressView.tick)
        link?.add(to: .main, forMode: .common)
    }

    func stopTicking() { link?.remove(from: .main, forMode: .common) }

    func tick(_ link: CADisplayLink) { ticks += 1 }

    func gradientImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!
            context.cgContext.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 10, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }
}

@MainActor
@Suite("iOS-style client code: shape, gradient and keyframe path animations")
struct CoreAnimationCallShapesTests {
    @Test("The ring, badge and display link run as on iOS")
    func ringRuns() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = RingProgressView(frame: window.bounds)
        window.addSubview(view)
        view.animateProgress(to: 1)
        let badge = CALayer()
        view.layer.addSublayer(badge)
        view.sendBadge(badge)
        view.startTicking()
        window.advance(by: 0.5)
        #expect(view.ring.presentation()!.strokeEnd == 0.5)
        #expect(badge.value(forKey: "role") as? String == "badge")
        #expect(view.ticks == 30)
        view.stopTicking()
        window.advance(by: 0.5)
        #expect(view.ticks == 30)
        #expect(view.gradientImage().size == CGSize(width: 10, height: 10))
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
}
