import Foundation

/// A font: family, size in points, weight and slant, UIKit's `UIFont`.
///
/// iOS's own fonts cannot be installed here, so fonts are named explicitly and installed by
/// `scripts/setup.sh`: the system font is **Inter**; `UIFont(name:size:)` accepts installed
/// family names ("Inter", "DejaVu Sans", …) and maps well-known iOS names onto them (Helvetica,
/// Avenir, San Francisco → Inter; Menlo, Courier → DejaVu Sans Mono; Georgia, Times → DejaVu Serif),
/// with a style suffix ("-Bold", "-MediumItalic"). Metrics therefore differ slightly from iOS.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The font family, e.g. "Inter".
    public let familyName: String
    /// Size in points (the em size).
    public let pointSize: CGFloat
    /// The weight, UIKit's scale (−0.8 ultra-light … 0 regular … 0.62 black).
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// How the font follows the text size, for a font from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics` (what `adjustsFontForContentSizeCategory` re-scales); nil for others.
    let dynamicType: DynamicTypeScaling?

    init(familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool, dynamicType: DynamicTypeScaling? = nil) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0.001
        self.weight = weight
        self.isItalic = isItalic
        self.dynamicType = dynamicType
    }

    /// A font by PostScript-style name ("Inter-Bold", "HelveticaNeue-Medium", "Menlo") at `size`
    /// points; nil when the family is neither installed nor a known iOS name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, weight, italic) = FontCatalog.resolve(fontName) else { return nil }
        self.init(familyName: family, pointSize: fontSize, weight: Weight(openTypeWeight: weight), isItalic: italic)
    }

    /// The system font (Inter) at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: FontCatalog.system, pointSize: fontSize, weight: weight, isItalic: false)
    }
    /// The regular system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: FontCatalog.system, pointSize: fontSize, weight: .regular, isItalic: true)
    }
    /// A monospaced font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: FontCatalog.monospaced, pointSize: fontSize, weight: weight, isItalic: false)
    }
    /// The size UIKit uses for labels by default: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of system text: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// A PostScript-style name, e.g. "Inter-SemiBold".
    public var fontName: String {
        let style = FontCatalog.styleName(openTypeWeight: weight.openTypeWeight, italic: isItalic)
        return familyName.replacingOccurrences(of: " ", with: "") + (style.isEmpty ? "" : "-\(style)")
    }

    /// Distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs, in points (negative, as in UIKit).
    public var descender: CGFloat { metrics.descender }
    /// Height of one line of text, in points.
    public var lineHeight: CGFloat { metrics.lineHeight }
    /// Height of the capital letters above the baseline, in points: the top of the font's "H".
    public var capHeight: CGFloat { TextEngine.current.inkHeightAboveBaseline(of: "H", in: face) }
    /// Height of the lowercase letters without ascenders above the baseline, in points: the top
    /// of the font's "x".
    public var xHeight: CGFloat { TextEngine.current.inkHeightAboveBaseline(of: "x", in: face) }
    /// Extra space between lines beyond ascender − descender, in points.
    public var leading: CGFloat { max(0, metrics.lineHeight - (metrics.ascender - metrics.descender)) }

    private var metrics: (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        TextEngine.current.metrics(of: face)
    }

    /// The font as the text engine sees it.
    package var face: FontFace {
        FontFace(familyName: familyName, pointSize: pointSize, openTypeWeight: weight.openTypeWeight, isItalic: isItalic)
    }

    /// Fonts are equal when family, size, weight and slant are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }
    public override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// Font weights on UIKit's scale.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale, from −0.8 (ultra-light) through 0 (regular) to 0.62 (black).
        public let rawValue: CGFloat
        /// A weight from its value on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value on UIKit's scale. Values between the named weights render with
        /// the nearest named one.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra-light, −0.8: drawn with OpenType weight 200.
        public static let ultraLight = Weight(-0.8)
        /// Thin, −0.6: drawn with OpenType weight 100.
        public static let thin = Weight(-0.6)
        /// Light, −0.4: drawn with OpenType weight 300.
        public static let light = Weight(-0.4)
        /// Regular, 0, the default: drawn with OpenType weight 400.
        public static let regular = Weight(0)
        /// Medium, 0.23: drawn with OpenType weight 500.
        public static let medium = Weight(0.23)
        /// Semibold, 0.3: drawn with OpenType weight 600.
        public static let semibold = Weight(0.3)
        /// Bold, 0.4: drawn with OpenType weight 700.
        public static let bold = Weight(0.4)
        /// Heavy, 0.56: drawn with OpenType weight 800.
        public static let heavy = Weight(0.56)
        /// Black, 0.62, the heaviest: drawn with OpenType weight 900.
        public static let black = Weight(0.62)

        /// The named weight drawn with OpenType weight class `openTypeWeight` (100…900; regular for others).
        init(openTypeWeight: Int32) {
            let named: [Int32: Weight] = [
                100: .thin, 200: .ultraLight, 300: .light, 400: .regular, 500: .medium, 600: .semibold, 700: .bold,
                800: .heavy, 900: .black,
            ]
            self = named[openTypeWeight] ?? .regular
        }

        /// The OpenType weight class (100…900) of the nearest named weight.
        var openTypeWeight: Int32 {
            let table: [(CGFloat, Int32)] = [
                (-0.8, 200), (-0.6, 100), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                (0.4, 700), (0.56, 800), (0.62, 900),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }
}
