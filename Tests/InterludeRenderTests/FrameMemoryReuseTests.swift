import Testing
@testable import InterludeRender
@testable import InterludeUIKit

/// A frame's pixel memory is reused by the next frame only when nobody holds the earlier frame:
/// frames a caller keeps never change, and a frame drawn into reused memory is the same as one
/// drawn into fresh memory.
@MainActor
@Suite("Frame memory reuse")
struct FrameMemoryReuseTests {
    @Test("A frame kept by its caller is not changed by later frames")
    func keptFrameUnchanged() {
        let window = makeWhiteWindow(width: 40, height: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        let first = window.renderFrame(scale: 1)
        let copy = first.pixels.map { $0 }
        // Without implicit animations, so that each frame shows the new colour at once.
        func recolor(_ color: CGColor) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = color
            CATransaction.commit()
        }
        recolor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let second = window.renderFrame(scale: 1)
        #expect(first.pixels == copy)
        expectPixel(first, 8, 8, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(second, 8, 8, RGBA(0, 0, 255), tolerance: 0)
        // Both kept: a third frame draws into memory of its own.
        recolor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        let third = window.renderFrame(scale: 1)
        #expect(first.pixels == copy)
        expectPixel(second, 8, 8, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(third, 8, 8, RGBA(0, 255, 0), tolerance: 0)
    }

    @Test("Frames drawn into reused memory equal frames drawn into fresh memory, whatever came before")
    func reusedMemoryStartsClean() {
        let window = makeWhiteWindow(width: 40, height: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 5.5, y: 5.25, width: 10, height: 10)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        window.layer.addSublayer(layer)
        let kept = window.renderFrame(scale: 2) // held, so the next frame gets fresh memory
        let fresh = window.renderFrame(scale: 2)
        var reused: [RenderedFrame] = []
        for _ in 0..<3 {
            // A different picture in between, dropped at once, leaves its memory to the next frame.
            window.backgroundColor = .black
            _ = window.renderFrame(scale: 2)
            window.backgroundColor = .white
            reused.append(window.renderFrame(scale: 2))
        }
        #expect(kept.pixels == fresh.pixels)
        for frame in reused { #expect(frame.pixels == fresh.pixels) }
    }
}
