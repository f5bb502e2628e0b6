import Foundation

/// The attributes of styled text that Interlude draws, with UIKit's names and raw values.
extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`. Without it, text is 12-point Helvetica
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/font).
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text: a `UIColor`. Without it, text is black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the characters: a `UIColor`. Without it, none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// How paragraphs are laid out: an `NSParagraphStyle` (see its note on several paragraphs).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters, in points: a number (drawn as `kern`).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// How far the baseline is raised, in points: a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An underline: an `NSUnderlineStyle`'s raw value (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color: a `UIColor`. Without it, the text's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the characters: an `NSUnderlineStyle`'s raw value (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's color: a `UIColor`. Without it, the text's color.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The characters' outline, in percent of the font's point size: a number. Positive outlines
    /// the characters without filling them, negative outlines and fills them, 0 (the default) draws
    /// no outline (https://developer.apple.com/documentation/foundation/nsattributedstring/key/strokewidth).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's color: a `UIColor`. Without it, the text's color.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The shadow the characters cast: an `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Which ligatures join characters: a number, 0 for none but those the script requires, 1
    /// (the default) for the font's standard ones; 2 (all) is unsupported on iOS and draws as 1
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/ligature).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// An image drawn in place of the character: an ``NSTextAttachment``
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// How far the glyphs slant: a number, the skew applied to them (0, the default, none). Each
    /// point of a glyph moves right by the value times its height above the baseline (left when
    /// negative); advances do not change
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/obliqueness).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A link: a `URL` or a `String` holding one. `UITextView` draws linked text with its
    /// `linkTextAttributes` and, when selectable but not editable, opens the link when tapped
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/link).
    public static let link = NSAttributedString.Key("NSLink")
}

/// The style of an underline or strikethrough, UIKit's `NSUnderlineStyle` (raw values as UIKit's).
///
/// Pango draws lines of the font's thickness, solid: `thick` draws as `single` and the patterns
/// and `byWord` as a solid line under every character.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString {
    /// The ranges with their own character attributes, as the text engine takes them (UTF-8 byte
    /// ranges): fonts scaled by `scale`, colors resolved now (with `UITraitCollection.current`)
    /// when `colors`.
    func textEngineRuns(scale: CGFloat = 1, colors: Bool) -> [TextEngine.Run] {
        guard length > 0 else { return [] }
        let text = string
        let utf16 = text.utf16, utf8 = text.utf8
        var runs: [TextEngine.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont
            let color = colors ? (attributes[.foregroundColor] as? UIColor)?.cgColor : nil
            var run = TextEngine.Run(
                bytes: 0..<0, font: font.map { scale == 1 ? $0.face : $0.withSize($0.pointSize * scale).face }, color: color)
            run.kern = (Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) ?? 0) * scale
            run.baselineOffset = (Self.number(attributes[.baselineOffset]) ?? 0) * scale
            run.underline = Self.line(attributes[.underlineStyle])
            run.strikethrough = Self.line(attributes[.strikethroughStyle])
            run.strokeWidth = Self.number(attributes[.strokeWidth]) ?? 0
            run.ligatures = Self.number(attributes[.ligature]) != 0
            run.attachment = (attributes[.attachment] as? NSTextAttachment)?.textEngineAttachment
            run.obliqueness = Self.number(attributes[.obliqueness]) ?? 0
            if colors {
                run.strokeColor = (attributes[.strokeColor] as? UIColor)?.cgColor
                if let shadow = attributes[.shadow] as? NSShadow {
                    // In points of the context, not scaled with the font (NSShadow's page: the
                    // default user space, which transforms do not change).
                    run.shadow = TextEngine.Run.Shadow(
                        offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadow.resolvedColor)
                }
                run.underlineColor = (attributes[.underlineColor] as? UIColor)?.cgColor
                run.strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.cgColor
                run.background = (attributes[.backgroundColor] as? UIColor)?.cgColor
            }
            guard
                run.font != nil || run.color != nil || run.kern != 0 || run.baselineOffset != 0 || run.underline != .none
                    || run.strikethrough != .none || run.background != nil || run.strokeWidth != 0 || run.shadow != nil
                    || !run.ligatures || run.attachment != nil || run.obliqueness != 0,
                let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
                let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex)
            else { return }
            run.bytes = utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
            runs.append(run)
        }
        return runs
    }

    /// The paragraph style at the first character, if any (the one Interlude lays the text out with).
    var leadingParagraphStyle: NSParagraphStyle? {
        guard length > 0 else { return nil }
        return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    /// A number attribute's value, however it was written (`CGFloat`, `Double`, `Int`, `NSNumber`, …).
    static func number(_ value: Any?) -> CGFloat? { KeyValue.number(value).map { CGFloat($0) } }

    /// The line an underline or strikethrough value asks for.
    private static func line(_ value: Any?) -> TextEngine.Run.Line {
        let style: NSUnderlineStyle
        switch value {
        case let v as NSUnderlineStyle: style = v
        case let v as Int: style = NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: style = NSUnderlineStyle(rawValue: v.intValue)
        default: return .none
        }
        // The low byte is the line's style (single 1, thick 2, double 9); the rest pattern and word flags.
        switch style.rawValue & 0xff {
        case 0: return .none
        case NSUnderlineStyle.double.rawValue: return .double
        default: return .single
        }
    }
}
