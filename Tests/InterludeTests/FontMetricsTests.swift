import InterludeTestSupport
import Testing
@testable import InterludeUIKit

// `UIFont.capHeight` and `xHeight` (https://developer.apple.com/documentation/uikit/uifont/capheight:
// "the height of a capital character"; .../xheight: "the x-height of the font"), in points above
// the baseline. Interlude's fonts are not Apple's, so the numbers are pinned by their relations.
@MainActor
@Suite("UIFont cap height and x-height")
struct FontMetricsTests {
    @Test("the x-height is below the cap height, which is below the ascender")
    func ordering() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.xHeight > 0)
        #expect(font.xHeight < font.capHeight)
        #expect(font.capHeight < font.ascender)
        // Text faces put capitals at about 0.7 of the size and lowercase at about 0.5.
        #expect((0.6...0.8).contains(font.capHeight / 17), "cap height \(font.capHeight)")
        #expect((0.4...0.62).contains(font.xHeight / 17), "x-height \(font.xHeight)")
    }

    @Test("both scale with the point size")
    func scaling() {
        let small = UIFont.systemFont(ofSize: 17), large = UIFont.systemFont(ofSize: 34)
        expectClose(large.capHeight, 2 * small.capHeight, tolerance: 0.5)
        expectClose(large.xHeight, 2 * small.xHeight, tolerance: 0.5)
    }
}
