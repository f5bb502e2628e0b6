import CoreGraphics
import Testing
import UIKit

// Core Graphics' shadow, blend-mode and stroke-outline calls as iOS code writes them (Swift 5 mode,
// `import UIKit`). Apple's pages: CGContext.setShadow(offset:blur:), setShadow(offset:blur:color:)
// (color `CGColor?`), setBlendMode(_:) with `CGBlendMode` (an `Int32` enumeration),
// CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:) (transform defaulting to
// `.identity`).

@MainActor
@Suite("iOS-style client code: Core Graphics shadows, blend modes and stroke outlines")
struct CoreGraphicsEffectsCallShapesTests {
    @Test("a drop shadow and a blend mode inside an image renderer")
    func shadowAndBlend() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let image = renderer.image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
            cg.setShadow(offset: .zero, blur: 6, color: UIColor.black.withAlphaComponent(0.3).cgColor)
            cg.setShadow(offset: .zero, blur: 0, color: nil)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
            cg.restoreGState()
            cg.setBlendMode(.sourceIn)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.setBlendMode(CGBlendMode(rawValue: 0) ?? .normal)
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        let mode: CGBlendMode = .plusLighter
        #expect(mode.rawValue == 27 && CGBlendMode.xor.rawValue == 25 && CGBlendMode.clear.rawValue == 16)
    }

    @Test("a stroke's outline for hit testing and filling, with and without a transform")
    func strokeOutline() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        let outline: CGPath = path.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 0)
        #expect(outline.contains(CGPoint(x: 50, y: 4)))
        let shape = CAShapeLayer()
        shape.path = path.copy(
            strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(translationX: 10, y: 10))
        #expect(shape.path?.boundingBoxOfPath == CGRect(x: 10, y: 8, width: 100, height: 4))
        let bezier = UIBezierPath(cgPath: outline)
        #expect(bezier.contains(CGPoint(x: 50, y: -4)))
    }
}
