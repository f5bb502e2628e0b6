import Testing
@testable import InterludeUIKit
import InterludeRender

/// Pixel values computed by hand: source-over blending of premultiplied colors,
/// result = source + destination × (1 − source alpha), rounded to 0…255.
@MainActor
@Suite("Compositing")
struct CompositingTests {
    @Test("a rotated half-transparent square over white has the blended color inside and white outside")
    func rotatedHalfTransparentSquare() {
        let window = makeWhiteWindow()
        let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        square.backgroundColor = .red
        square.alpha = 0.5
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(square)
        let frame = window.renderFrame(scale: 1)
        #expect(frame.width == 100 && frame.height == 100)
        // Red at 50 % over white: (255, 127.5, 127.5).
        expectPixel(frame, 50, 50, RGBA(255, 128, 128))
        // The top corner now reaches 28.3 points above the centre: (50, 25) is 2.3 px inside.
        expectPixel(frame, 50, 25, RGBA(255, 128, 128))
        // (68, 32) was inside the unrotated square; rotated, |dx| + |dy| = 36 > 28.3: white.
        expectPixel(frame, 68, 32, RGBA(255, 255, 255))
        expectPixel(frame, 5, 5, RGBA(255, 255, 255))
    }

    @Test("the same scene rendered at scale 2 has twice the pixels and the same colors")
    func scaleTwo() {
        let window = makeWhiteWindow()
        let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        square.backgroundColor = .blue
        window.addSubview(square)
        let frame = window.renderFrame(scale: 2)
        #expect(frame.width == 200 && frame.height == 200 && frame.bytesPerRow == 800)
        expectPixel(frame, 60, 60, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 59, 59, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 139, 139, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 140, 140, RGBA(255, 255, 255), tolerance: 0)
    }
}

@MainActor
@Suite("Clipping, borders and shadows")
struct ClippingAndShadowTests {
    @Test("a clipped child does not paint outside its rounded parent")
    func clippedChildStaysInsideRoundedParent() {
        let window = makeWhiteWindow()
        let parent = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        parent.layer.cornerRadius = 20
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -20, y: -20, width: 100, height: 100))
        child.backgroundColor = .red
        parent.addSubview(child)
        window.addSubview(parent)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 50, RGBA(255, 0, 0), tolerance: 0)
        // Inside the bounds but outside the corner arc (centre (40, 40), radius 20): the pixel at
        // (21, 21) has its centre 26.2 points from the arc's centre.
        expectPixel(frame, 21, 21, RGBA(255, 255, 255), tolerance: 0)
        // On the straight edge, just inside: red.
        expectPixel(frame, 50, 21, RGBA(255, 0, 0), tolerance: 0)
        // The child reaches (0, 0)…(100, 100) but is cut at the parent's bounds.
        expectPixel(frame, 10, 50, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 90, 90, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("a border is drawn inside the bounds, above the sublayers")
    func borderAboveSublayers() {
        let window = makeWhiteWindow()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        box.layer.borderWidth = 4
        box.layer.borderColor = UIColor.blue.cgColor
        let child = UIView(frame: box.bounds)
        child.backgroundColor = .red
        box.addSubview(child)
        window.addSubview(box)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 21, 50, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 23, 50, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(frame, 24, 50, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 19, 50, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("a hard shadow darkens exactly the band its offset uncovers")
    func hardShadowBand() {
        let window = makeWhiteWindow()
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        card.backgroundColor = .blue
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        window.addSubview(card)
        let frame = window.renderFrame(scale: 1)
        // Black at 50 % over white: 127.5.
        for y in [70, 75, 79] { expectPixel(frame, 50, y, RGBA(128, 128, 128), "shadow band") }
        expectPixel(frame, 50, 80, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 50, 29, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 50, 50, RGBA(0, 0, 255), tolerance: 0)
    }

    @Test("Core Animation's default shadow offset (0, -3) puts the shadow above the layer on a y-down screen")
    func defaultShadowOffsetPointsUp() {
        let window = makeWhiteWindow()
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        card.backgroundColor = .blue
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        window.addSubview(card)
        let frame = window.renderFrame(scale: 1)
        expectPixel(frame, 50, 28, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(frame, 50, 71, RGBA(255, 255, 255), tolerance: 0)
    }

    @Test("a blurred shadow falls off around its edge: half strength at the edge, a 10–90 % ramp of about 2.56 σ")
    func blurredShadowRamp() {
        let window = makeWhiteWindow(width: 100, height: 140)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .blue
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 30)
        window.addSubview(card)
        let frame = window.renderFrame(scale: 1)
        // The shadow's bottom edge is at y = 110: the column at x = 50 goes from black to white around it.
        let values = (96..<126).map { Int(frame.pixel(x: 50, y: $0).r) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "not monotonic: \(values)")
        // Pixel centre 110.5 is half a point past the edge: Φ(0.5 / 4) = 0.55 of the way to white.
        let atEdge = Int(frame.pixel(x: 50, y: 110).r)
        #expect(abs(atEdge - 140) <= 12, "edge pixel \(atEdge), expected about 140")
        let dark = values.firstIndex { $0 >= 26 }!, light = values.firstIndex { $0 >= 230 }!
        let width = light - dark
        #expect((8...13).contains(width), "10–90 % ramp is \(width) px, expected 2.56 × 4 ≈ 10: \(values)")
    }
}

@MainActor
@Suite("Animated frames")
struct AnimatedFrameTests {
    @Test("a linear cross-fade at 50 % gives the blended color")
    func crossFadeHalfway() {
        let window = makeWhiteWindow()
        let from = UIView(frame: window.bounds)
        from.backgroundColor = .red
        let to = UIView(frame: window.bounds)
        to.backgroundColor = .blue
        to.alpha = 0
        window.addSubview(from)
        window.addSubview(to)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                from.alpha = 0
                to.alpha = 1
            })
        window.advance(by: 0.5)
        let frame = window.renderFrame(scale: 1)
        #expect(frame.time == 0.5)
        // White, then red at 50 %: (255, 127.5, 127.5); then blue at 50 %: (127.5, 63.75, 191.25).
        expectPixel(frame, 50, 50, RGBA(128, 64, 191))
    }

    @Test("the same scene rendered twice gives identical bytes")
    func deterministic() {
        let first = GoldenScenes.navigationPush(progress: 0.5).renderFrame(scale: 2)
        let second = GoldenScenes.navigationPush(progress: 0.5).renderFrame(scale: 2)
        #expect(first.pixels == second.pixels)
    }
}
