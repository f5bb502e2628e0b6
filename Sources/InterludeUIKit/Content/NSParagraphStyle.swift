import Foundation

/// How the paragraphs of styled text are laid out, UIKit's `NSParagraphStyle`: the value of
/// `NSAttributedString.Key.paragraphStyle`. Immutable; ``NSMutableParagraphStyle`` (or
/// `mutableCopy()`) makes one to change.
///
/// Each paragraph of a text is laid out with the style at its first character, as in TextKit.
/// Hyphenation, writing direction and line break strategies are not supported.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The style with every value at its default: no spacing or indents, natural alignment, word
    /// wrapping (https://developer.apple.com/documentation/uikit/nsparagraphstyle/default).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The values, kept together so that copies and comparisons take them all.
    var values = Values()

    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment = NSTextAlignment.natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var tabStops = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
    }

    /// 12 left-aligned tabs 28 points apart (https://developer.apple.com/documentation/uikit/nsparagraphstyle/default).
    static var defaultTabStops: [NSTextTab] {
        (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    }

    public override init() { super.init() }

    /// Space between the bottom of a line and the top of the next, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after a paragraph's last line, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before a paragraph's first line (none before the text's first), in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How lines are aligned between the indents.
    open var alignment: NSTextAlignment { values.alignment }
    /// Where a paragraph's first line starts, in points from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Where a paragraph's other lines start, in points from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Where lines end: from the leading edge when positive, from the trailing edge when zero or negative.
    open var tailIndent: CGFloat { values.tailIndent }
    /// How lines that do not fit break or truncate.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The least height of a line, in points (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line, in points (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// What a line's natural height is multiplied by before the minimum and maximum apply (0: 1).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The tab stops, in order of location: 12 left-aligned tabs 28 points apart by default
    /// (https://developer.apple.com/documentation/uikit/nsparagraphstyle/tabstops).
    open var tabStops: [NSTextTab]! { values.tabStops }
    /// Past the last tab stop, tabs go to multiples of this many points when it is positive;
    /// 0 by default (https://developer.apple.com/documentation/uikit/nsparagraphstyle/defaulttabinterval).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Equal when every value is (a mutable and an immutable style too), as Foundation compares styles.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.lineSpacing)
        hasher.combine(values.alignment)
        hasher.combine(values.headIndent)
        hasher.combine(values.lineHeightMultiple)
        return hasher.finalize()
    }

    /// What the text engine takes of the style, with its alignment (`.natural` drawn as `natural`).
    func textEngineParagraph(natural: NSTextAlignment) -> TextEngine.Paragraph {
        var p = textEngineParagraph
        p.alignment = values.alignment == .natural ? natural : values.alignment
        return p
    }

    /// What the text engine takes of the style, but its alignment.
    var textEngineParagraph: TextEngine.Paragraph {
        var p = TextEngine.Paragraph()
        p.lineSpacing = max(0, values.lineSpacing)
        p.paragraphSpacing = max(0, values.paragraphSpacing)
        p.paragraphSpacingBefore = max(0, values.paragraphSpacingBefore)
        p.firstLineHeadIndent = max(0, values.firstLineHeadIndent)
        p.headIndent = max(0, values.headIndent)
        p.tailIndent = values.tailIndent
        p.lineHeightMultiple = max(0, values.lineHeightMultiple)
        p.minimumLineHeight = max(0, values.minimumLineHeight)
        p.maximumLineHeight = max(0, values.maximumLineHeight)
        p.tabStops = values.tabStops.map(\.textEngineTabStop)
        p.defaultTabInterval = max(0, values.defaultTabInterval)
        return p
    }
}

/// A paragraph style whose values can be set, UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    open override var tabStops: [NSTextTab]! {
        get { values.tabStops }
        // Sorted by location, as UIKit keeps them; nil restores the default stops.
        set { values.tabStops = (newValue ?? Self.defaultTabStops).sorted { $0.location < $1.location } }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }

    /// Adds `anObject` to the tab stops, in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        values.tabStops.append(anObject)
        values.tabStops.sort { $0.location < $1.location }
    }

    /// Removes the first tab stop equal to `anObject` (same alignment, location and terminators).
    open func removeTabStop(_ anObject: NSTextTab) {
        if let index = values.tabStops.firstIndex(of: anObject) { values.tabStops.remove(at: index) }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}
