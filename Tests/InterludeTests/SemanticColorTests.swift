import Testing
@testable import InterludeUIKit

/// The semantic and system colors beyond the first set, resolved in the light and the dark
/// appearance against the Human Interface Guidelines' published sRGB values.
@MainActor
@Suite("Semantic colors")
struct SemanticColorTests {
    private func components(_ color: UIColor, dark: Bool) -> [Int] {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)).cgColor
        return (resolved.components ?? []).map { Int(($0 * 255).rounded()) }
    }

    @Test(
        "Backgrounds, fills, grays and accents resolve to the published values",
        arguments: [
            (UIColor.secondarySystemBackground, [242, 242, 247, 255], [28, 28, 30, 255]),
            (UIColor.tertiarySystemBackground, [255, 255, 255, 255], [44, 44, 46, 255]),
            (UIColor.tertiarySystemGroupedBackground, [242, 242, 247, 255], [44, 44, 46, 255]),
            (UIColor.systemFill, [120, 120, 128, 51], [120, 120, 128, 92]),
            (UIColor.secondarySystemFill, [120, 120, 128, 41], [120, 120, 128, 82]),
            (UIColor.quaternarySystemFill, [116, 116, 128, 20], [118, 118, 128, 46]),
            (UIColor.quaternaryLabel, [60, 60, 67, 46], [235, 235, 245, 41]),
            (UIColor.opaqueSeparator, [198, 198, 200, 255], [56, 56, 58, 255]),
            (UIColor.link, [0, 122, 255, 255], [9, 132, 255, 255]),
            (UIColor.systemGray2, [174, 174, 178, 255], [99, 99, 102, 255]),
            (UIColor.systemGray3, [199, 199, 204, 255], [72, 72, 74, 255]),
            (UIColor.systemMint, [0, 199, 190, 255], [99, 230, 226, 255]),
            (UIColor.systemCyan, [50, 173, 230, 255], [100, 210, 255, 255]),
            (UIColor.systemBrown, [162, 132, 94, 255], [172, 142, 104, 255]),
        ])
    func published(color: UIColor, light: [Int], dark: [Int]) {
        #expect(components(color, dark: false) == light)
        #expect(components(color, dark: true) == dark)
    }

    @Test("lightText and darkText do not change with the appearance")
    func fixedText() {
        #expect(components(.lightText, dark: false) == components(.lightText, dark: true))
        #expect(UIColor.darkText.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }
}
