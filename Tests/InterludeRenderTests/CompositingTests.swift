import Testing
@testable import InterludeCore
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
