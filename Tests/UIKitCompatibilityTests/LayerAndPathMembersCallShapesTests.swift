import CoreGraphics
import QuartzCore
import Testing
import UIKit

// Core Animation and Core Graphics members as Swift sees Apple's SDK (Swift 5 mode): this file must
// compile. Sources, Apple's documentation pages: CATextLayer `var string: Any?`, `var font: CFTypeRef?`,
// `var fontSize: CGFloat`, `var foregroundColor: CGColor?`, `var alignmentMode`, `var truncationMode`,
// `var isWrapped`; CALayer `var isDoubleSided: Bool { get set }`,
// `var contentsCenter: CGRect { get set }`, `func preferredFrameSize() -> CGSize` (open); CGPath
// `var boundingBoxOfPath: CGRect { get }`, `func contains(_ point: CGPoint, using rule:
// CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool`; CGImage
// `func cropping(to rect: CGRect) -> CGImage?`.

/// A badge layer that asks for room for its text, as layer subclasses override the preferred size.
final class CaptionBadgeLayer: CALayer {
    var text = "" { didSet { setNeedsLayout() } }
    override func preferredFrameSize() -> CGSize { CGSize(width: 8 * CGFloat(text.count) + 12, height: 20) }
}

/// A card's two faces, one-sided so that only the one facing the viewer shows during a flip.
func cardFaces(front: CALayer, back: CALayer) {
    front.isDoubleSided = false
    back.isDoubleSided = false
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
}

/// A stretchable bubble: the image's middle third stretches, its rounded corners do not.
func bubble(_ layer: CALayer, image: UIImage) {
    layer.contents = image.cgImage
    layer.contentsScale = image.scale
    layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
}

/// Whether a tap lands on a drawn shape, as custom hit tests ask.
func tapHits(_ shape: CGPath, at point: CGPoint) -> Bool {
    shape.boundingBoxOfPath.contains(point) && shape.contains(point)
}

/// A badge's text layer, set up as iOS code does (`font` is a `CFTypeRef`: a font or a name).
func badgeText(_ layer: CATextLayer, count: Int) {
    layer.string = "\(count)"
    layer.font = UIFont.boldSystemFont(ofSize: 12)
    layer.font = "Helvetica-Bold" as CFTypeRef
    layer.fontSize = 12
    layer.foregroundColor = UIColor.white.cgColor
    layer.alignmentMode = .center
    layer.truncationMode = .end
    layer.isWrapped = true
    layer.contentsScale = UIScreen.main.scale
    if count > 99 { layer.string = NSAttributedString(string: "99+") }
}

@MainActor
@Suite("iOS-style client code: layer and path members")
struct LayerAndPathMembersCallShapesTests {
    @Test("preferredFrameSize is the bounds mapped into the superlayer, and can be overridden")
    func preferredFrameSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(layer.preferredFrameSize() == CGSize(width: 40, height: 20))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let turned = layer.preferredFrameSize()
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        let badge = CaptionBadgeLayer()
        badge.text = "new"
        let asked: CALayer = badge
        #expect(asked.preferredFrameSize() == CGSize(width: 36, height: 20))
    }

    @Test("card faces, stretchable contents, path hit tests and crops compile and take effect")
    func members() throws {
        let front = CALayer(), back = CALayer()
        cardFaces(front: front, back: back)
        #expect(!front.isDoubleSided && !back.isDoubleSided)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        let layer = CALayer()
        bubble(layer, image: image)
        #expect(abs(layer.contentsCenter.width - 1.0 / 3) < 1e-12)
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        #expect(tapHits(circle, at: CGPoint(x: 10, y: 10)))
        #expect(!tapHits(circle, at: CGPoint(x: 1, y: 1)))
        let cgImage = try #require(image.cgImage)
        let half: CGImage? = cgImage.cropping(to: CGRect(x: 0, y: 0, width: cgImage.width / 2, height: cgImage.height))
        #expect(half?.width == cgImage.width / 2)
    }
}
