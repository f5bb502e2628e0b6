import Testing
@testable import InterludeUIKit

/// `UIFontMetrics`: custom fonts and values scale as their text style does
/// (https://developer.apple.com/documentation/uikit/uifontmetrics), by the HIG's Dynamic Type
/// sizes; without traits, at the user's text size.
@MainActor
@Suite("UIFontMetrics")
struct UIFontMetricsTests {
    private let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .headline, .body, .footnote, .caption2]
    private let categories: [UIContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraLarge]

    @Test("A font at a style's Large size scales to the style's preferred size in every category")
    func scalesAsTheStyle() {
        for style in styles {
            let large = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection()).pointSize
            for category in categories {
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                let preferred = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize
                let scaled = UIFontMetrics(forTextStyle: style).scaledFont(
                    for: UIFont.systemFont(ofSize: large), compatibleWith: traits)
                #expect(abs(scaled.pointSize - preferred) < 1e-9, "\(style.rawValue) at \(category.rawValue)")
            }
        }
    }

    // HIG table: body 17 pt at Large, 23 at xxxLarge, 40 at accessibility extra large.
    @Test("Body metrics scale values by the body's sizes: 17 → 23 at xxxLarge, 10 → 23.53 at AX3")
    func scaledValues() {
        let body = UIFontMetrics.default
        #expect(
            body.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
                == 23)
        let ax = body.scaledValue(
            for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(abs(ax - 10 * 40 / 17) < 1e-9)
        #expect(body.scaledValue(for: 44, compatibleWith: UITraitCollection()) == 44)
    }

    @Test("A maximum point size caps the scaled font; the font keeps its family and weight")
    func maximum() throws {
        let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 20))
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let capped = UIFontMetrics(forTextStyle: .title1).scaledFont(for: avenir, maximumPointSize: 30, compatibleWith: huge)
        #expect(capped.pointSize == 30)
        #expect(capped == avenir.withSize(30))
    }

    @Test("Without traits the user's text size applies, for metrics and preferred fonts alike")
    func followsTheUser() {
        let app = UIApplication.shared
        defer { app.simulateContentSizeCategoryChange(to: .large) }
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
        app.simulateContentSizeCategoryChange(to: .extraExtraExtraLarge)
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 23)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
    }
}

/// `adjustsFontForContentSizeCategory` (UIContentSizeCategoryAdjusting): "the element's font must
/// be … a font vended using preferredFont(forTextStyle:) … or one of the UIFontMetrics methods";
/// such fonts follow the text size, others do not, and nothing changes while it is false.
@MainActor
@Suite("Adjusting fonts for the content size category")
struct ContentSizeCategoryAdjustingTests {
    @Test("Labels and text fields in a window re-scale Dynamic Type fonts when the text size changes")
    func adjusts() throws {
        let app = UIApplication.shared
        defer { app.simulateContentSizeCategoryChange(to: .large) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let body = UILabel(), metrics = UILabel(), fixed = UILabel(), off = UILabel()
        let field = UITextField()
        body.font = .preferredFont(forTextStyle: .body)
        let avenir = try #require(UIFont(name: "Avenir", size: 20))
        metrics.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: avenir, maximumPointSize: 24)
        fixed.font = .systemFont(ofSize: 17)
        off.font = .preferredFont(forTextStyle: .body)
        field.font = .preferredFont(forTextStyle: .caption1)
        for view in [body, metrics, fixed, field] as [UIView] {
            (view as? UIContentSizeCategoryAdjusting)?.adjustsFontForContentSizeCategory = true
        }
        for view in [body, metrics, fixed, off, field] as [UIView] { window.addSubview(view) }
        #expect(body.font.pointSize == 17 && metrics.font.pointSize == 20)
        app.simulateContentSizeCategoryChange(to: .extraExtraExtraLarge)
        // HIG: body 23 at xxxLarge; title 1 34/28 × 20 = 24.3, capped at 24; caption 1 18.
        #expect(body.font.pointSize == 23)
        #expect(metrics.font.pointSize == 24 && metrics.font.familyName == avenir.familyName)
        #expect(fixed.font.pointSize == 17 && off.font.pointSize == 17)
        #expect(field.font?.pointSize == 18)
        app.simulateContentSizeCategoryChange(to: .extraSmall)
        #expect(body.font.pointSize == 14 && metrics.font.pointSize == 20 * 25 / 28)
        #expect(UILabel().adjustsFontForContentSizeCategory == false)
    }
}
