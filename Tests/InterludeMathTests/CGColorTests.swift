import Foundation
import InterludeMath
import InterludeTestSupport
import Testing

@Suite("CGColor")
struct CGColorTests {
    @Test("stores sRGB components and reports them like Core Graphics")
    func components() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.copy(alpha: 0.5) == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(CGColor(gray: 0.5, alpha: 1) == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("names black, white and clear")
    func named() {
        #expect(CGColor.black.components == [0, 0, 0, 1])
        #expect(CGColor.white.components == [1, 1, 1, 1])
        #expect(CGColor.clear.components == [0, 0, 0, 0])
    }

    @Test("clear to red fades in pure red instead of passing through dark red")
    func clearToRed() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        for fraction in [0.1, 0.5, 0.9] {
            let color = CGColor.interpolate(from: .clear, to: red, fraction: fraction)
            #expect(color.red == 1 && color.green == 0 && color.blue == 0, "fraction \(fraction): \(color)")
            expectClose(color.alpha, CGFloat(fraction), tolerance: Tolerance.oneRounding)
        }
    }

    @Test("blends premultiplied components (hand-computed)")
    func premultiplied() {
        let halfBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let middle = CGColor.interpolate(from: halfBlue, to: red, fraction: 0.5)
        // alpha 0.75; red 0.5 / 0.75; blue 0.25 / 0.75.
        expectClose(middle.alpha, 0.75, tolerance: Tolerance.oneRounding)
        expectClose(middle.red, 2.0 / 3, tolerance: Tolerance.oneRounding)
        expectClose(middle.blue, 1.0 / 3, tolerance: Tolerance.oneRounding)
        let gray = CGColor.interpolate(from: .white, to: .black, fraction: 0.5)
        #expect(gray == CGColor(gray: 0.5, alpha: 1))
    }

    @Test("endpoints are exact and fully transparent blends keep a color")
    func edges() {
        let a = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.7)
        let b = CGColor(red: 0.9, green: 0.2, blue: 0.6, alpha: 0.3)
        #expect(CGColor.interpolate(from: a, to: b, fraction: 0) == a)
        #expect(CGColor.interpolate(from: a, to: b, fraction: 1) == b)
        let transparent = CGColor.interpolate(
            from: CGColor(red: 1, green: 0, blue: 0, alpha: 0), to: CGColor(red: 0, green: 0, blue: 1, alpha: 0),
            fraction: 0.5)
        #expect(transparent == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0))
    }
}
