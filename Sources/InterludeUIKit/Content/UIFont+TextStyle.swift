/// Dynamic Type: the system font for a text style at the text size the traits ask for.
///
/// Sizes and weights are the Human Interface Guidelines' iOS Dynamic Type table
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications):
/// at the default size, Large, body is 17 pt regular, headline 17 pt semibold, title 1 28 pt,
/// large title 34 pt, caption 2 11 pt.
extension UIFont {
    /// The semantic styles of Dynamic Type text.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style (`UICTFontTextStyleBody`, …).
        public let rawValue: String
        /// A style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style from UIKit's name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The largest title: 34 pt at Large.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The first-level title: 28 pt at Large.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The second-level title: 22 pt at Large.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The third-level title: 20 pt at Large.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold at Large.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt at Large.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text: 17 pt at Large.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts: 16 pt at Large.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes: 13 pt at Large.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt at Large.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt at Large.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the user's text size: the app's
    /// `preferredContentSizeCategory` (which `UIApplication.simulateContentSizeCategoryChange(to:)`
    /// changes); Large off the main thread, where the app cannot be read.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size of `traitCollection`: the user's when it is
    /// nil, Large when it does not specify one. Unknown styles give the body font.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let row = DynamicTypeSizes.row(style)
        let scaling = DynamicTypeScaling(style: style, sizeAtLarge: row.sizes[DynamicTypeSizes.largeColumn])
        return systemFont(ofSize: row.sizes[DynamicTypeSizes.largeColumn], weight: row.weight)
            .scaled(by: scaling, for: traitCollection)
    }
}

/// The Human Interface Guidelines' Dynamic Type sizes (points) per text style, from extra small
/// to accessibility extra extra extra large.
enum DynamicTypeSizes {
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// The column of `.large`, the default text size.
    static let largeColumn = 3

    /// The column of `traitCollection`'s text size: the user's (the app's) when it is nil, Large
    /// when it does not specify one.
    static func column(for traitCollection: UITraitCollection?) -> Int {
        let category = traitCollection?.preferredContentSizeCategory ?? userCategory
        return categories.firstIndex(of: category) ?? largeColumn
    }

    /// The app's text size, read on the main thread (Large elsewhere).
    static var userCategory: UIContentSizeCategory {
        guard runsOnMainActor() else { return .large }
        return MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory }
    }

    /// The sizes and weight of `style` (the body's for a style UIKit does not have).
    static func row(_ style: UIFont.TextStyle) -> (weight: UIFont.Weight, sizes: [CGFloat]) {
        rows[style] ?? rows[.body]!
    }

    static let rows: [UIFont.TextStyle: (weight: UIFont.Weight, sizes: [CGFloat])] = [
        .largeTitle: (.regular, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        .title1: (.regular, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        .title2: (.regular, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        .title3: (.regular, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        .headline: (.semibold, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .body: (.regular, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .callout: (.regular, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        .subheadline: (.regular, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        .footnote: (.regular, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        .caption1: (.regular, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        .caption2: (.regular, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]
}
