import Foundation

/// A tab stop of a paragraph style, UIKit's `NSTextTab`: where the text after a tab character
/// goes, and how it lines up there (https://developer.apple.com/documentation/uikit/nstexttab).
///
/// Left, right and center alignments are absolute (text sits right of, left of, or centred on the
/// stop); `.natural` is left and `.justified` is left. A right-aligned tab with
/// ``OptionKey/columnTerminators`` is a decimal tab: the text up to its first terminator ends at
/// the stop.
open class NSTextTab: NSObject, NSCopying {
    /// Keys of a tab's options.
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` whose characters end a tab column (a decimal tab's separator).
        public static let columnTerminators = OptionKey("NSTabColumnTerminatorsAttributeName")
    }

    /// How the text after the tab lines up at the stop.
    open private(set) var alignment: NSTextAlignment
    /// Where the stop is, in points from the leading margin of the line.
    open private(set) var location: CGFloat
    /// The tab's options (``OptionKey/columnTerminators``).
    open private(set) var options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column in `aLocale` (the current locale when nil): its decimal
    /// separator, for a decimal tab.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextTab(textAlignment: alignment, location: location, options: options)
    }

    /// Equal when the alignment, the location and the column terminators are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location && terminators == other.terminators
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }

    private var terminators: CharacterSet? { options[.columnTerminators] as? CharacterSet }

    /// The tab as the text engine takes it: a decimal stop at the first terminator when right-aligned
    /// with terminators (Pango aligns on one character).
    var textEngineTabStop: TextEngine.TabStop {
        var stop = TextEngine.TabStop(location: location, alignment: alignment)
        if alignment == .right, let terminators {
            stop.decimal = Self.firstMember(of: terminators)
        }
        return stop
    }

    /// The first printable ASCII character in `set`, else its first in the Latin and general punctuation
    /// ranges (where decimal separators are).
    private static func firstMember(of set: CharacterSet) -> Character? {
        let candidates = Array(0x21..<0x7f) + Array(0xa0..<0x100) + Array(0x2000..<0x2070) + [0x066b]
        for value in candidates {
            if let scalar = Unicode.Scalar(value), set.contains(scalar) { return Character(scalar) }
        }
        return nil
    }
}
