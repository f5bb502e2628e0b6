import Testing
@testable import InterludeUIKit
import InterludeRender

/// `CATextLayer` as Apple's documentation describes it: `string` defaults to nil, `font` to
/// Helvetica (nil), `fontSize` to 36 (animatable), `foregroundColor` to opaque white (animatable),
/// `isWrapped` to false, `truncationMode` to `none`, `alignmentMode` to `natural`; the font's own
/// size is not used. Text starts at the top-left of the bounds.
/// https://developer.apple.com/documentation/quartzcore/catextlayer
@MainActor
@Suite("CATextLayer")
struct TextLayerTests {
    /// A 200 × 60 text layer at (0, 20) in a white 200 × 100 window, black 20-point text.
    private func textLayer(_ string: String, _ configure: (CATextLayer) -> Void = { _ in }) -> (UIWindow, CATextLayer) {
        let window = makeWhiteWindow(width: 200, height: 100)
        let layer = CATextLayer()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 20, width: 200, height: 60)
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = UIColor.black.cgColor
        configure(layer)
        CATransaction.flush()
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    /// The smallest rectangle of pixels darker than mid-grey, nil when there are none.
    private func inkBox(_ frame: RenderedFrame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y).r < 128 {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test("defaults and the truncation and alignment names are Core Animation's")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        #expect(
            [CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue)
                == ["natural", "left", "right", "center", "justified"])
    }

    @Test("the string is drawn from the top-left of the bounds, one 20-point line")
    func topLeft() throws {
        let (window, _) = textLayer("Hello")
        let box = try #require(inkBox(window.renderFrame(scale: 1)))
        let font = UIFont(name: "Helvetica", size: 20)!
        #expect(box.minX <= 3 && box.minY >= 20 && box.minY <= 20 + Int(font.lineHeight / 2))
        #expect(box.maxY < 20 + Int(font.lineHeight.rounded(.up)))
        let label = UILabel()
        (label.text, label.font) = ("Hello", font)
        #expect(abs(Double(box.maxX + 1) - Double(label.intrinsicContentSize.width)) <= 3)
    }

    @Test("right and centre alignment place the line against the right edge and in the middle")
    func alignment() throws {
        let right = try #require(inkBox(textLayer("Hello") { $0.alignmentMode = .right }.0.renderFrame(scale: 1)))
        #expect(right.maxX >= 195 && right.maxX <= 199)
        let left = try #require(inkBox(textLayer("Hello").0.renderFrame(scale: 1)))
        let centre = try #require(inkBox(textLayer("Hello") { $0.alignmentMode = .center }.0.renderFrame(scale: 1)))
        #expect(abs(Double(centre.minX + centre.maxX) / 2 - 100) <= 2)
        #expect(centre.maxX - centre.minX == left.maxX - left.minX)
    }

    @Test("a long string runs on in one line unless wrapped; wrapped it takes a second line")
    func wrapping() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = try #require(inkBox(textLayer(text).0.renderFrame(scale: 1)))
        #expect(single.maxY < 20 + 26)
        let wrapped = try #require(inkBox(textLayer(text) { $0.isWrapped = true }.0.renderFrame(scale: 1)))
        #expect(wrapped.maxY > 20 + 26)
        #expect(wrapped.maxX < 200)
    }

    @Test("truncation at the end draws an ellipsis where the clipped line had letters")
    func truncation() {
        let text = "WWWWWWWWWWWWWWWWWWWWWWWW"
        let clipped = textLayer(text).0.renderFrame(scale: 1)
        let truncated = textLayer(text) { $0.truncationMode = .end }.0.renderFrame(scale: 1)
        // Near the right edge, the clipped line shows part of a W; the truncated one ends in "…".
        let clippedInk = (180..<200).filter { x in (20..<46).contains { clipped.pixel(x: x, y: $0).r < 128 } }.count
        let truncatedInk = (180..<200).filter { x in (20..<46).contains { truncated.pixel(x: x, y: $0).r < 128 } }.count
        #expect(truncatedInk < clippedInk)
    }

    @Test("the font's own size is not used; a monospaced name gives equal widths to i and W")
    func fonts() throws {
        let big = try #require(inkBox(textLayer("Hello") { $0.font = UIFont.systemFont(ofSize: 60) }.0.renderFrame(scale: 1)))
        let plain = try #require(inkBox(textLayer("Hello").0.renderFrame(scale: 1)))
        #expect(big.maxX == plain.maxX && big.maxY == plain.maxY)
        let narrow = try #require(inkBox(textLayer("iiiii") { $0.font = "Menlo" as CFTypeRef }.0.renderFrame(scale: 1)))
        let wide = try #require(inkBox(textLayer("WWWWW") { $0.font = "Menlo" as CFTypeRef }.0.renderFrame(scale: 1)))
        #expect(abs(narrow.maxX - wide.maxX) <= 3)
        let helveticaNarrow = try #require(inkBox(textLayer("iiiii").0.renderFrame(scale: 1)))
        #expect(wide.maxX - helveticaNarrow.maxX > 20)
    }

    @Test("an animation of fontSize draws each frame at the animated size")
    func fontSizeAnimation() {
        let (window, layer) = textLayer("Hello")
        let grow = CABasicAnimation(keyPath: "fontSize")
        (grow.fromValue, grow.toValue, grow.duration) = (20 as CGFloat, 40 as CGFloat, 1)
        layer.add(grow, forKey: "grow")
        window.advance(by: 0.5)
        #expect(abs((layer.presentation()?.fontSize ?? 0) - 30) < 1e-9)
        let animated = window.renderFrame(scale: 1)
        let still = textLayer("Hello") { $0.fontSize = 30 }.0.renderFrame(scale: 1)
        #expect(animated.pngData() == still.pngData())
    }

    @Test("setting fontSize on a layer in a window animates it implicitly from the old size")
    func implicitFontSize() {
        let (window, layer) = textLayer("Hello")
        CATransaction.setDisableActions(false)
        layer.fontSize = 40
        CATransaction.flush()
        #expect(layer.animation(forKey: "fontSize") != nil)
        window.advance(by: 0.01)
        let shown = layer.presentation()?.fontSize ?? 0
        #expect(shown > 20 && shown < 40)
    }
}
