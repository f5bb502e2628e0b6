import InterludeTestSupport
import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CATransition` as Apple documents it (https://developer.apple.com/documentation/quartzcore/catransition:
/// "The default transition is a cross fade"; the CATransitionType and CATransitionSubtype pages:
/// fade — "the layer's content fades as it becomes visible or hidden", moveIn — "slides into place
/// over any existing content", push — "pushes any existing content as it slides into place",
/// reveal — "revealed gradually in the direction specified by the transition subtype", and each
/// subtype names where "the transition begins"; startProgress — "the start point of the receiver
/// as a fraction of the entire transition", default 0, endProgress default 1). Its defaults come
/// from "Animation Types and Timing Programming Guide", Transition Animation, table 1 (fade, no
/// subtype, the transaction's duration or 0.25 s, linear pacing, progress 0 to 1), and
/// `CALayer.add(_:forKey:)` (https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:):
/// "The special key kCATransition is automatically used for transition animations"; a duration of
/// zero becomes the transaction's animation duration, or 0.25 s).
///
/// Every scene: a white 300 × 300 window, a 100 × 100 container layer at (100, 100) showing a red
/// sublayer; the transition is added, then the red sublayer is replaced by a blue one. Pixels are
/// read at scale 1, in window points.
@MainActor
@Suite("CATransition")
struct TransitionLayerTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var log: [String] = []
        var stopped: [CAAnimation] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            log.append("stop \(flag) \(CACurrentMediaTime())")
            stopped.append(anim)
        }
    }

    let red = RGBA(255, 0, 0)
    let blue = RGBA(0, 0, 255)
    let white = RGBA(255, 255, 255)

    private func solid(_ color: UIColor, size: CGFloat = 100) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: size, height: size)
        layer.backgroundColor = color.cgColor
        return layer
    }

    /// The window and the container, showing red, with actions off (no implicit animations).
    private func scene(masksToBounds: Bool = false) -> (UIWindow, CALayer) {
        let window = makeWhiteWindow(width: 300, height: 300)
        CATransaction.setDisableActions(true)
        let container = CALayer()
        container.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        container.masksToBounds = masksToBounds
        container.addSublayer(solid(.red))
        window.layer.addSublayer(container)
        CATransaction.flush()
        return (window, container)
    }

    /// Adds `transition`, then swaps the red sublayer for a blue one.
    private func run(_ transition: CATransition, on container: CALayer) {
        CATransaction.setDisableActions(true)
        container.add(transition, forKey: nil)
        container.sublayers = [solid(.blue)]
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        return transition
    }

    @Test("fade: the old picture dissolves into the new, (1 − p) × old + p × new")
    func fade() {
        let (window, container) = scene()
        run(transition(.fade), on: container)
        window.advance(by: 0)
        expectPixel(window.renderFrame(scale: 1), 150, 150, red, "at the start only the old picture shows")
        window.advance(by: 0.25)
        // 0.75 × 255 = 191.25 red, 0.25 × 255 = 63.75 blue.
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(191, 0, 64))
        window.advance(by: 0.25)
        let half = window.renderFrame(scale: 1)
        expectPixel(half, 150, 150, RGBA(128, 0, 128))
        expectPixel(half, 99, 150, white, "nothing outside the layer")
        window.advance(by: 0.5)
        expectPixel(window.renderFrame(scale: 1), 150, 150, blue, "after the transition the live layer shows")
        #expect(container.animation(forKey: kCATransition) == nil, "removed on completion")
    }

    @Test("A layer seen in perspective shows its transition in its plane")
    func perspective() {
        let (window, container) = scene()
        var turned = CATransform3DIdentity
        turned.m34 = -1 / 500
        CATransaction.setDisableActions(true)
        container.transform = CATransform3DRotate(turned, 0.3, 0, 1, 0)
        run(transition(.fade), on: container)
        window.advance(by: 0.5)
        // The centre stays in place when the layer turns about its vertical centre line.
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(128, 0, 128), tolerance: 2)
    }

    @Test("The timing function paces the dissolve")
    func eased() {
        let (window, container) = scene()
        let eased = transition(.fade)
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        run(eased, on: container)
        window.advance(by: 0.5)
        let p = CubicBezier(0.42, 0, 1, 1).solve(0.5)
        let expected = RGBA(Int((255 * (1 - p)).rounded()), 0, Int((255 * p).rounded()))
        expectPixel(window.renderFrame(scale: 1), 150, 150, expected)
    }

    @Test("push from the right: both pictures move left by the width; outside the bounds unless masksToBounds")
    func push() {
        for masks in [false, true] {
            let (window, container) = scene(masksToBounds: masks)
            run(transition(.push, .fromRight), on: container)
            window.advance(by: 0.5)
            // The old picture now covers x 50..<150, the new one 150..<250.
            let frame = window.renderFrame(scale: 1)
            expectPixel(frame, 60, 150, masks ? white : red, "the old picture left of the layer")
            expectPixel(frame, 140, 150, red)
            expectPixel(frame, 160, 150, blue)
            expectPixel(frame, 240, 150, masks ? white : blue, "the new picture right of the layer")
            expectPixel(frame, 40, 150, white)
            expectPixel(frame, 260, 150, white)
        }
    }

    @Test("push with no subtype comes in from the left")
    func pushDefaultSubtype() {
        let (window, container) = scene()
        run(transition(.push), on: container)
        window.advance(by: 0.25)
        // The new picture covers x 25..<125, the old one 125..<225.
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 30, 150, blue)
        expectPixel(frame, 120, 150, blue)
        expectPixel(frame, 130, 150, red)
        expectPixel(frame, 220, 150, red)
        expectPixel(frame, 230, 150, white)
    }

    @Test("moveIn from the top: the new picture comes down over the old one, which stays")
    func moveIn() {
        let (window, container) = scene()
        run(transition(.moveIn, .fromTop), on: container)
        window.advance(by: 0.25)
        // The new picture covers y 25..<125; the old one stays at 100..<200.
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 150, 20, white)
        expectPixel(frame, 150, 50, blue)
        expectPixel(frame, 150, 120, blue, "the new picture is over the old")
        expectPixel(frame, 150, 130, red)
        expectPixel(frame, 150, 199, red)
    }

    @Test("reveal from the bottom: the old picture slides up and uncovers the new one, which stays")
    func reveal() {
        let (window, container) = scene()
        run(transition(.reveal, .fromBottom), on: container)
        window.advance(by: 0.5)
        // The old picture covers y 50..<150 over the new one at 100..<200.
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 150, 45, white)
        expectPixel(frame, 150, 60, red)
        expectPixel(frame, 150, 140, red, "the old picture is over the new")
        expectPixel(frame, 150, 160, blue)
        expectPixel(frame, 150, 199, blue)
    }

    @Test("startProgress and endProgress select the part of the transition shown")
    func progressRange() {
        let (window, container) = scene()
        let part = transition(.fade)
        part.startProgress = 0.2
        part.endProgress = 0.6
        run(part, on: container)
        window.advance(by: 0.5)
        // Progress 0.2 + 0.4 × 0.5 = 0.4: 153 red, 102 blue.
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(153, 0, 102))
    }

    @Test("A layer that becomes hidden fades out; one that appears fades in")
    func hiding() {
        let (window, container) = scene()
        CATransaction.setDisableActions(true)
        container.add(transition(.fade), forKey: nil)
        container.isHidden = true
        window.advance(by: 0.5)
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(255, 128, 128), "half of the red over white")
        window.advance(by: 0.5)
        expectPixel(window.renderFrame(scale: 1), 150, 150, white)
        container.add(transition(.fade), forKey: nil)
        container.isHidden = false
        window.advance(by: 0.25)
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(255, 191, 191))
    }

    @Test("New contents dissolve in; the layer's own opacity fades the pair")
    func contents() {
        let (window, container) = scene()
        CATransaction.setDisableActions(true)
        container.sublayers = nil
        container.contents =
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
        container.opacity = 0.5
        window.advance(by: 0)
        container.add(transition(.fade), forKey: nil)
        container.contents =
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
        window.advance(by: 0.5)
        // (127.5, 0, 127.5) at half opacity over white.
        expectPixel(window.renderFrame(scale: 1), 150, 150, RGBA(191, 128, 191))
    }

    @Test("Changes after the transition was added show in the new picture at once")
    func liveAfter() {
        let (window, container) = scene()
        run(transition(.push, .fromRight), on: container)
        window.advance(by: 0.5)
        CATransaction.setDisableActions(true)
        container.sublayers = [solid(.green)]
        window.advance(by: 0)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 140, 150, red)
        expectPixel(frame, 160, 150, RGBA(0, 255, 0))
    }

    @Test("The delegate hears start and stop with the layer's copy; removing it ends the transition unfinished")
    func delegate() {
        let (window, container) = scene()
        let recorder = Recorder()
        let swap = transition(.fade)
        swap.delegate = recorder
        swap.setValue("swap", forKey: "id")
        run(swap, on: container)
        window.advance(by: 0)
        window.advance(by: 1)
        #expect(recorder.log == ["start 0.0", "stop true 1.0"])
        #expect(recorder.stopped.first !== swap && recorder.stopped.first?.value(forKey: "id") as? String == "swap")
        #expect(container.animation(forKey: kCATransition) == nil)

        run(swap, on: container)
        window.advance(by: 0)
        window.advance(by: 0.5)
        container.removeAnimation(forKey: kCATransition)
        window.advance(by: 0)
        expectPixel(window.renderFrame(scale: 1), 150, 150, blue, "without the transition the live layer shows")
        #expect(recorder.log.suffix(2) == ["start 1.0", "stop false 1.5"])
    }
}
