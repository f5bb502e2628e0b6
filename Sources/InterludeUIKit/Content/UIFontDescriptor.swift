/// A description of a font — family, size, weight and slant — that makes related fonts,
/// UIKit's `UIFontDescriptor` (the parts fonts here have: no features, widths or cascades).
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The family, e.g. "Inter".
    let familyName: String
    /// The size in points (0 when the font's own size should be kept).
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let isItalic: Bool

    init(familyName: String, pointSize: CGFloat, weight: UIFont.Weight, isItalic: Bool) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The traits of the described font: bold for weights from bold up, italic for slanted
    /// fonts, monospace for the monospaced family.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if weight.openTypeWeight >= 700 { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if familyName == FontCatalog.monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// A descriptor with exactly `symbolicTraits` for bold and italic (bold is the bold weight,
    /// no bold the regular one); nil when traits other than bold, italic and monospace (when the
    /// family has it) are asked for, as UIKit returns nil when no font has the traits.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var supported: SymbolicTraits = [.traitBold, .traitItalic]
        if familyName == FontCatalog.monospaced { supported.insert(.traitMonoSpace) }
        guard supported.isSuperset(of: symbolicTraits) else { return nil }
        let bold = symbolicTraits.contains(.traitBold)
        let wasBold = self.symbolicTraits.contains(.traitBold)
        let newWeight = bold == wasBold ? weight : (bold ? .bold : .regular)
        return UIFontDescriptor(
            familyName: familyName, pointSize: pointSize, weight: newWeight,
            isItalic: symbolicTraits.contains(.traitItalic))
    }

    /// The same descriptor at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: newPointSize, weight: weight, isItalic: isItalic)
    }

    /// Descriptors are equal when they describe the same font.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }
    public override var hash: Int { familyName.hashValue ^ pointSize.hashValue ^ weight.hashValue ^ isItalic.hashValue }

    /// A font's stylistic traits, UIKit's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Slanted.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than normal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than normal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-pitch glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyph forms.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Metrics tuned for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

extension UIFont {
    /// The font's descriptor (its size included).
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: weight, isItalic: isItalic)
    }

    /// The font `descriptor` describes, at `pointSize` points, or at the descriptor's size when
    /// `pointSize` is 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(
            familyName: descriptor.familyName, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize,
            weight: descriptor.weight, isItalic: descriptor.isItalic)
    }
}
