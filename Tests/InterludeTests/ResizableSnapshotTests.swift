import Testing
import Interlude

/// `UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: Apple's page says the
/// rect is "in the bounds coordinate space of the current view" and the cap insets "define the
/// stretchable portion of the returned view's content" (UIEdgeInsetsZero: no stretchable area
/// kept, the whole picture scales). The snapshot is a picture: later changes to the view do not
/// reach it.
@MainActor
@Suite("UIView.resizableSnapshotView: a picture of a rect that stretches inside its cap insets")
struct ResizableSnapshotTests {
    /// A 100 × 60 blue view with 10-point red strips down its left and right edges.
    private func framedView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.backgroundColor = .blue
        for x in [0, 90] as [CGFloat] {
            let strip = UIView(frame: CGRect(x: x, y: 0, width: 10, height: 60))
            strip.backgroundColor = .red
            view.addSubview(strip)
        }
        return view
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.b < 50 && p.a == 255 }
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 50 && p.a == 255 }

    @Test("Widened, the caps keep their 10 points and the middle stretches; without caps the whole picture scales")
    func stretchesInsideCaps() throws {
        let window = makeWindow()
        let source = framedView()
        window.addSubview(source)
        let capped = try #require(
            source.resizableSnapshotView(
                from: source.bounds, afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        #expect(capped.frame.size == CGSize(width: 100, height: 60))
        let plain = try #require(
            source.resizableSnapshotView(from: source.bounds, afterScreenUpdates: true, withCapInsets: .zero))
        source.removeFromSuperview()
        capped.frame = CGRect(x: 0, y: 100, width: 200, height: 60)
        plain.frame = CGRect(x: 0, y: 200, width: 200, height: 60)
        window.addSubview(capped)
        window.addSubview(plain)
        let frame = window.renderFrame(scale: 1)
        #expect(isRed(frame.pixel(x: 5, y: 130)) && isBlue(frame.pixel(x: 15, y: 130)))
        #expect(isBlue(frame.pixel(x: 185, y: 130)) && isRed(frame.pixel(x: 195, y: 130)))
        // Scaled twice as wide, the red strips are 20 points.
        #expect(isRed(frame.pixel(x: 15, y: 230)) && isRed(frame.pixel(x: 185, y: 230)))
        #expect(isBlue(frame.pixel(x: 25, y: 230)))
    }

    @Test("The rect picks a part of the view in its bounds coordinates; later changes do not reach the picture")
    func capturesTheRect() throws {
        let window = makeWindow()
        let source = framedView()
        source.bounds.origin = CGPoint(x: 20, y: 0)
        window.addSubview(source)
        // The right half of the content: blue, then the red strip at its right end.
        let half = try #require(
            source.resizableSnapshotView(
                from: CGRect(x: 50, y: 0, width: 50, height: 60), afterScreenUpdates: false, withCapInsets: .zero))
        #expect(half.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        source.backgroundColor = .green
        source.removeFromSuperview()
        half.frame.origin = CGPoint(x: 0, y: 100)
        window.addSubview(half)
        let frame = window.renderFrame(scale: 1)
        #expect(isBlue(frame.pixel(x: 5, y: 130)) && isBlue(frame.pixel(x: 35, y: 130)))
        #expect(isRed(frame.pixel(x: 45, y: 130)))
        #expect(source.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }
}
