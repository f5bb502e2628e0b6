import QuartzCore
import Testing
import UIKit

// Swift 5 code as iOS apps write it: a container view swaps its card view with a CATransition on
// its layer (push from the right, ease-in-ease-out), added before the swap; a status view fades
// its new background in with the default transition. Apple's documentation of CATransition
// (https://developer.apple.com/documentation/quartzcore/catransition) shows the same order: add
// the transition, then change the layer.
final class CardSwapper: UIView {
    private(set) var card: UIView

    init(frame: CGRect, color: UIColor) {
        card = UIView(frame: CGRect(origin: .zero, size: frame.size))
        card.backgroundColor = color
        super.init(frame: frame)
        addSubview(card)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ color: UIColor, duration: CFTimeInterval) {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = duration
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(transition, forKey: kCATransition)
        let next = UIView(frame: bounds)
        next.backgroundColor = color
        card.removeFromSuperview()
        addSubview(next)
        card = next
    }
}

@MainActor
@Suite("iOS-style client code: CATransition on a view's layer")
struct LayerTransitionTests {
    @Test("Swapping a subview under a push transition slides the old card out and the new one in")
    func pushSwap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let swapper = CardSwapper(frame: CGRect(x: 100, y: 0, width: 100, height: 100), color: .red)
        swapper.clipsToBounds = true
        window.addSubview(swapper)
        window.advance(by: 0)
        swapper.show(.blue, duration: 1)
        window.advance(by: 0.5)
        // Half the time on the ease-in-ease-out curve is half the way: the old card covers x
        // 100..<150 (it moved 50 pt left), the new one 150..<200; clipped to the container.
        let frame = window.renderFrame(scale: 1)
        func color(_ x: Int) -> [UInt8] {
            let p = frame.pixel(x: x, y: 50)
            return [p.r, p.g, p.b]
        }
        #expect(color(60) == [255, 255, 255])
        #expect(color(110) == [255, 0, 0])
        #expect(color(140) == [255, 0, 0])
        #expect(color(160) == [0, 0, 255])
        #expect(color(190) == [0, 0, 255])
        #expect(color(240) == [255, 255, 255])
        window.advance(by: 0.5)
        #expect(swapper.layer.animation(forKey: kCATransition) == nil)
        #expect(color(110) == [255, 0, 0], "the frame read earlier is unchanged")
        let after = window.renderFrame(scale: 1).pixel(x: 110, y: 50)
        #expect([after.r, after.g, after.b] == [0, 0, 255])
    }

    @Test("A view whose background changes under the default transition cross-fades")
    func fadeBackground() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let status = UIView(frame: window.bounds)
        status.backgroundColor = .red
        window.addSubview(status)
        window.advance(by: 0)
        let fade = CATransition()
        fade.duration = 0.4
        status.layer.add(fade, forKey: nil)
        status.backgroundColor = .blue
        window.advance(by: 0.1)
        // A quarter of the way (linear): 191 red, 64 blue.
        let p = window.renderFrame(scale: 1).pixel(x: 50, y: 50)
        #expect(abs(Int(p.r) - 191) <= 1 && p.g == 0 && abs(Int(p.b) - 64) <= 1)
    }
}
