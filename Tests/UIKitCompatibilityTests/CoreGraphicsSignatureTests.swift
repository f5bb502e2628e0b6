import CoreGraphics
import Testing
import UIKit

// Core Graphics and UIBezierPath declarations as Swift sees Apple's SDK (Swift 5 mode): this file
// must compile. Sources, Apple's documentation pages: CGPath `func copy() -> CGPath?`,
// `func mutableCopy() -> CGMutablePath?`; UIBezierPath `var cgPath: CGPath { get set }`.

/// A path copied the way iOS code copies one: unwrapping Core Graphics' optional copies.
func frozenOutline(of rect: CGRect) -> CGPath {
    let outline = CGMutablePath()
    outline.addRect(rect)
    guard let frozen = outline.copy() else { return outline }
    return frozen
}

@MainActor
@Suite("iOS-style client code: Core Graphics signatures")
struct CoreGraphicsSignatureTests {
    @Test("CGPath copies are optional and keep the elements")
    func optionalCopies() {
        let frozen = frozenOutline(of: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(frozen.boundingBox == CGRect(x: 1, y: 2, width: 30, height: 40))
        let editable = frozen.mutableCopy()!
        editable.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(editable.boundingBox == CGRect(x: 0, y: 0, width: 31, height: 42))
        #expect(frozen.boundingBox == CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test("Setting a bezier path's cgPath replaces its elements with a copy")
    func settableBezierPath() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 20, y: 20, width: 8, height: 8))
        path.cgPath = circle
        #expect(path.bounds == CGRect(x: 20, y: 20, width: 8, height: 8))
        circle.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(path.bounds == CGRect(x: 20, y: 20, width: 8, height: 8))
        path.addLine(to: CGPoint(x: 40, y: 24))
        #expect(path.bounds == CGRect(x: 20, y: 20, width: 20, height: 8))
    }
}
