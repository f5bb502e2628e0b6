import Testing
@testable import InterludeUIKit

/// Dynamic Type fonts and font descriptors. Sizes: the Human Interface Guidelines' iOS Dynamic
/// Type table (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// whose default column is Large.
@MainActor
@Suite("Text style fonts and font descriptors")
struct TextStyleFontTests {
    @Test(
        "preferredFont(forTextStyle:) gives Apple's Large sizes and weights",
        arguments: [
            (UIFont.TextStyle.largeTitle, 34.0, UIFont.Weight.regular), (.title1, 28, .regular), (.title2, 22, .regular),
            (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ])
    func largeSizes(style: UIFont.TextStyle, size: Double, weight: UIFont.Weight) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == CGFloat(size) && font.weight == weight && font.familyName == "Inter")
    }

    @Test("The traits' text size picks another column; unspecified is Large")
    func otherSizes() {
        // Body is 14 pt at extra small and 28 pt at the first accessibility size (HIG).
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
        let accessibility = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: accessibility).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("Font descriptors round-trip size and bold/italic traits")
    func descriptors() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty && body.fontDescriptor.pointSize == 17)
        let boldDescriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect(bold == UIFont.boldSystemFont(ofSize: 17))
        let boldItalic = UIFont(
            descriptor: try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])), size: 20)
        #expect(boldItalic.pointSize == 20 && boldItalic.isItalic && boldItalic.weight == .bold)
        #expect(boldItalic.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        // Dropping bold returns to the regular weight.
        let plain = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits([])), size: 0)
        #expect(plain == body)
        #expect(body.fontDescriptor.withSize(30).pointSize == 30)
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil, "no condensed Inter")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }
}
