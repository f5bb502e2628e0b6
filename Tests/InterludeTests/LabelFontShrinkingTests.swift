import Testing
@testable import InterludeUIKit

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: off and 0 by default; a one-line label
/// shrinks its font until the text fits or the minimum is reached; 0 does not shrink
/// (https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor).
@MainActor
@Suite("Label font shrinking")
struct LabelFontShrinkingTests {
    static let text = "Shrinking label text"

    func label(width: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.text = Self.text
        label.font = .systemFont(ofSize: 20)
        return label
    }

    @Test("Defaults: no shrinking, minimum scale 0")
    func defaults() {
        let label = UILabel()
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
    }

    @Test("A one-line label shrinks to the largest size that fits, not below the minimum")
    func shrinks() {
        let wide = label(width: 1000)
        wide.adjustsFontSizeToFitWidth = true
        wide.minimumScaleFactor = 0.5
        #expect(wide.fittingFont(for: Self.text, width: 1000).pointSize == 20, "text that fits keeps its size")
        let natural = wide.sizeThatFits(.zero).width
        let narrow = label(width: natural * 0.75)
        narrow.adjustsFontSizeToFitWidth = true
        narrow.minimumScaleFactor = 0.5
        let fitted = narrow.fittingFont(for: Self.text, width: narrow.bounds.width)
        #expect(fitted.pointSize < 20 && fitted.pointSize >= 10, "\(fitted.pointSize)")
        narrow.font = fitted
        #expect(narrow.sizeThatFits(.zero).width <= natural * 0.75 + 1, "the shrunk text fits")
        // Near the fitting size: a size half a point larger would not fit.
        #expect(fitted.pointSize > 20 * 0.75 - 1.5, "\(fitted.pointSize)")
    }

    @Test("The minimum scale bounds the shrinking; 0 or several lines do not shrink")
    func bounds() {
        let tiny = label(width: 20)
        tiny.adjustsFontSizeToFitWidth = true
        tiny.minimumScaleFactor = 0.6
        #expect(tiny.fittingFont(for: Self.text, width: 20).pointSize == 12)
        tiny.minimumScaleFactor = 0
        #expect(tiny.fittingFont(for: Self.text, width: 20).pointSize == 20)
        tiny.minimumScaleFactor = 0.6
        tiny.numberOfLines = 2
        #expect(tiny.fittingFont(for: Self.text, width: 20).pointSize == 20)
    }
}
