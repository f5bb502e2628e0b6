import UIKit
import Testing

// Custom drawing as iOS code writes it: a badge that draws itself in draw(_:), redrawn through
// setNeedsDisplay() from a property observer, and a thumbnail made with an image context.
final class BadgeView: UIView {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }
    private(set) var drawPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        drawPasses += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fillEllipse(in: rect.insetBy(dx: 1, dy: 1))
        let path = UIBezierPath(roundedRect: rect.insetBy(dx: 4, dy: 4), cornerRadius: 4)
        UIColor.white.setStroke()
        path.stroke()
    }

    static func thumbnail(of color: UIColor, size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

@MainActor
@Suite("iOS-style client code: custom drawing")
struct DrawingCallShapesTests {
    @Test("the badge draws when shown and after its count changes; thumbnails come from an image context")
    func badge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
        window.addSubview(badge)
        _ = window.renderFrame(scale: 2)
        badge.count = 3
        badge.count = 4
        _ = window.renderFrame(scale: 2)
        #expect(badge.drawPasses == 2)
        let image = BadgeView.thumbnail(of: .blue, size: CGSize(width: 8, height: 8))
        #expect(image?.size == CGSize(width: 8, height: 8))
        #expect(image?.scale == UIScreen.main.scale)
    }
}

@MainActor
@Suite("iOS-style client code: image renderer blend modes")
struct ImageRendererBlendModeCallShapesTests {
    // UIGraphicsRendererContext.fill(_:blendMode:) applies the mode to that fill only
    // (https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:blendmode:)).
    @Test("a hole punched with .clear stays clear; the next plain fill paints normally")
    func punchedHole() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1), blendMode: .clear)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        guard let cgImage = image.cgImage, let data = cgImage.dataProvider?.data as Data? else {
            Issue.record("no pixels")
            return
        }
        let alpha = (0..<4).map { data[$0 * 4 + 3] }
        #expect(alpha == [0, 255, 255, 255])
    }
}
