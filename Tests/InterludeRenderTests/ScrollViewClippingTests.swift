import Testing
@testable import InterludeUIKit
import InterludeRender

/// `UIScrollView` shows its content through its bounds: the content offset is the bounds origin,
/// so content point (x, contentOffset.y) lands on the viewport's top row, and with `clipsToBounds`
/// (a scroll view's default) nothing outside the viewport paints.
@MainActor
@Suite("Scroll view clipping")
struct ScrollViewClippingTests {
    @Test("content above and below the viewport does not paint; the viewport's top row is content y = contentOffset.y")
    func contentOffsetClips() {
        let window = makeWhiteWindow(width: 100, height: 260)
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 100, width: 80, height: 100))
        #expect(scrollView.clipsToBounds)
        // Stripes of content: red 0–40, green 40–80, blue 80–120, black 120–200.
        for (y, height, color) in [(0, 40, UIColor.red), (40, 40, .green), (80, 40, .blue), (120, 80, .black)] {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(y), width: 80, height: CGFloat(height)))
            stripe.backgroundColor = color
            scrollView.addSubview(stripe)
        }
        scrollView.contentSize = CGSize(width: 80, height: 200)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        window.addSubview(scrollView)
        let frame = window.renderFrame(scale: 1)
        let white = RGBA(255, 255, 255), red = RGBA(255, 0, 0), green = RGBA(0, 255, 0), blue = RGBA(0, 0, 255),
            black = RGBA(0, 0, 0)
        // Unclipped, content y 0–50 would land on window rows 50–99 (red, then green): they stay white.
        for y in [50, 60, 89, 90, 99] { expectPixel(frame, 50, y, white, tolerance: 0, "above the viewport") }
        #expect(!(50..<100).contains { RGBA(frame.pixel(x: 50, y: $0)) == red }, "red content painted above the viewport")
        // Window row 100 (the viewport's top) is content y = 50: green, until content y 80 = row 130.
        expectPixel(frame, 50, 100, green, tolerance: 0, "viewport top row")
        expectPixel(frame, 50, 129, green, tolerance: 0)
        expectPixel(frame, 50, 130, blue, tolerance: 0, "content y 80")
        expectPixel(frame, 50, 169, blue, tolerance: 0)
        expectPixel(frame, 50, 170, black, tolerance: 0, "content y 120")
        expectPixel(frame, 50, 199, black, tolerance: 0, "viewport bottom row, content y 149")
        // Content y 150–200 (black) would reach row 249: clipped at the viewport's bottom edge.
        for y in [200, 220, 249] { expectPixel(frame, 50, y, white, tolerance: 0, "below the viewport") }
        // Sides: the viewport spans columns 10–89.
        expectPixel(frame, 9, 150, white, tolerance: 0)
        expectPixel(frame, 10, 150, blue, tolerance: 0)
        expectPixel(frame, 89, 150, blue, tolerance: 0)
        expectPixel(frame, 90, 150, white, tolerance: 0)
    }

    @Test("a horizontal content offset moves content left by the offset, clipped at the viewport's left edge")
    func horizontalOffset() {
        let window = makeWhiteWindow(width: 100, height: 60)
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        let marker = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 40))
        marker.backgroundColor = .red
        scrollView.addSubview(marker)
        scrollView.contentSize = CGSize(width: 200, height: 40)
        scrollView.contentOffset = CGPoint(x: 35, y: 0)
        window.addSubview(scrollView)
        let frame = window.renderFrame(scale: 1)
        // Content x 30–40 minus offset 35 → viewport x −5…5 → window x 15…25, cut at x = 20.
        expectPixel(frame, 19, 30, RGBA(255, 255, 255), tolerance: 0)
        expectPixel(frame, 20, 30, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 24, 30, RGBA(255, 0, 0), tolerance: 0)
        expectPixel(frame, 25, 30, RGBA(255, 255, 255), tolerance: 0)
    }
}
