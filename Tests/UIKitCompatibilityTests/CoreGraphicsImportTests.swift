import CoreGraphics
import Testing

// A file that imports only Core Graphics, as DeckTransition's CGRect extensions and Touchwonders'
// Transition do: geometry, affine transforms and paths without UIKit.

@Suite("import CoreGraphics")
struct CoreGraphicsImportTests {
    @Test("Geometry, transforms and paths come with `import CoreGraphics` alone")
    func geometryAndPaths() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let moved = rect.applying(CGAffineTransform(translationX: 5, y: -5).scaledBy(x: 2, y: 2))
        #expect(moved == CGRect(x: 25, y: 35, width: 60, height: 80))
        let path = CGMutablePath()
        path.addRect(rect)
        #expect(path.boundingBox == rect)
        let vector = CGVector(dx: 3, dy: 4)
        #expect((vector.dx * vector.dx + vector.dy * vector.dy).squareRoot() == 5)
    }
}
