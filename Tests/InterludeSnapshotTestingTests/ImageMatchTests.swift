import Interlude
import InterludeTestSupport
import Testing
@testable import InterludeSnapshotTesting

/// A `width` × `height` frame of one premultiplied ARGB color, with `changed` pixels set to `other`.
func solid(_ argb: UInt32, width: Int = 10, height: Int = 10, changed: [(Int, Int)] = [], to other: UInt32 = 0) -> RenderedFrame {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBytes { buffer in
        for y in 0..<height {
            for x in 0..<width {
                let color = changed.contains { $0 == (x, y) } ? other : argb
                buffer.storeBytes(of: color, toByteOffset: (y * width + x) * 4, as: UInt32.self)
            }
        }
    }
    return RenderedFrame(width: width, height: height, bytesPerRow: width * 4, pixels: pixels, scale: 1, time: 0)
}

@Suite("Precision and perceptual precision")
struct ImageMatchTests {
    @Test("CIE L*a*b* of sRGB colors and their CIE 1994 differences")
    func lab() {
        let white = CIELabColor(red: 255, green: 255, blue: 255), black = CIELabColor(red: 0, green: 0, blue: 0)
        expectClose(white.l, 100, tolerance: 0.01)
        expectClose(white.a, 0, tolerance: 0.01)
        expectClose(white.b, 0, tolerance: 0.01)
        expectClose(black.l, 0, tolerance: 1e-9)
        // sRGB red: L* 53.24, a* 80.09, b* 67.20 (CIE L*a*b*, D65).
        let red = CIELabColor(red: 255, green: 0, blue: 0)
        expectClose(red.l, 53.24, tolerance: 0.01)
        expectClose(red.a, 80.09, tolerance: 0.02)
        expectClose(red.b, 67.20, tolerance: 0.02)
        expectClose(white.deltaE94(to: black), 100, tolerance: 0.01)
        // Neutral grays differ in lightness only: ΔE94 = ΔL*.
        let gray200 = CIELabColor(red: 200, green: 200, blue: 200), gray201 = CIELabColor(red: 201, green: 201, blue: 201)
        expectClose(gray200.deltaE94(to: gray201), gray201.l - gray200.l, tolerance: 1e-6)
        #expect(gray200.deltaE94(to: gray201) < 0.5)
    }

    @Test("precision counts differing bytes, as on iOS")
    func bytePrecision() {
        let reference = solid(0xFF80_8080)
        // Five pixels differ in one channel each: 5 of 400 bytes.
        let actual = solid(0xFF80_8080, changed: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)], to: 0xFF80_8081)
        #expect(ImageMatch(precision: 1, perceptualPrecision: 1).failure(reference: reference, actual: reference) == nil)
        #expect(
            ImageMatch(precision: 1, perceptualPrecision: 1).failure(reference: reference, actual: actual)
                == "Newly-taken snapshot does not match reference.")
        #expect(ImageMatch(precision: 0.98, perceptualPrecision: 1).failure(reference: reference, actual: actual) == nil)
        #expect(
            ImageMatch(precision: 0.99, perceptualPrecision: 1).failure(reference: reference, actual: actual)
                == "Actual image precision 0.9875 is less than required 0.99")
    }

    @Test("perceptual precision lets a pixel pass within (1 − p) × 100 of ΔE94")
    func perceptualPrecision() {
        let reference = solid(0xFFC8_C8C8)
        let nearly = solid(0xFFC9_C9C9) // every pixel one step lighter: ΔE94 ≈ 0.35
        #expect(ImageMatch(precision: 1, perceptualPrecision: 0.99).failure(reference: reference, actual: nearly) == nil)
        #expect(ImageMatch(precision: 1, perceptualPrecision: 0.999).failure(reference: reference, actual: nearly) != nil)
        // Ten of 100 pixels turn black: they fail any perceptual precision above 0.
        let spotted = solid(0xFFC8_C8C8, changed: (0..<10).map { ($0, 0) }, to: 0xFF00_0000)
        #expect(ImageMatch(precision: 0.9, perceptualPrecision: 0.98).failure(reference: reference, actual: spotted) == nil)
        let message = ImageMatch(precision: 0.95, perceptualPrecision: 0.98).failure(reference: reference, actual: spotted)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.9 is less than required 0.95\n") == true)
        #expect(message?.hasSuffix("is less than required 0.98") == true)
    }

    @Test("sizes that differ and empty snapshots are reported")
    func sizes() {
        let match = ImageMatch(precision: 1, perceptualPrecision: 1)
        #expect(
            match.failure(reference: solid(0xFF00_0000), actual: solid(0xFF00_0000, width: 12))
                == "Newly-taken snapshot@(12.0, 10.0) does not match reference@(10.0, 10.0).")
        let empty = RenderedFrame(width: 0, height: 0, bytesPerRow: 0, pixels: [], scale: 1, time: 0)
        #expect(match.failure(reference: solid(0xFF00_0000), actual: empty) == "Newly-taken snapshot is empty.")
    }
}
