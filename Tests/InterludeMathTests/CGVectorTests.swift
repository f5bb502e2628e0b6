import Foundation
import InterludeMath
import Testing

@Suite("CGVector")
struct CGVectorTests {
    @Test("initializers agree and zero is (0, 0)")
    func initializers() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: CGFloat(1), dy: CGFloat(2)))
        #expect(CGVector(dx: 1.5, dy: -2.5) == CGVector(dx: CGFloat(1.5), dy: CGFloat(-2.5)))
        #expect(CGVector(dx: Int(3), dy: Int(-4)) == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    }

    @Test("equality is exact and hashing agrees with it")
    func equality() {
        #expect(CGVector(dx: 0.1, dy: 0.2) != CGVector(dx: 0.1, dy: 0.2 + 1e-16 * 3))
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1)]).count == 2)
        #expect(CGVector(dx: 1, dy: 2).description == "CGVector(dx: 1.0, dy: 2.0)")
    }
}
