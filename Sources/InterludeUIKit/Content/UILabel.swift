import Foundation

/// A view that shows read-only text, UIKit's `UILabel`, drawn with Pango.
///
/// The text is centred vertically in the bounds, as in UIKit; lines wrap at the bounds width when
/// `numberOfLines` is not 1, and text that does not fit is truncated per `lineBreakMode`.
/// Defaults: system font 17 pt, black text, natural alignment (left, or right when the label lays
/// out right to left), one line, truncating tail,
/// clear background, user interaction off, content mode `.redraw` (the text is laid out again at
/// each size).
///
/// Styled text (``attributedText``) draws each range in its own font and color
/// (`NSAttributedString.Key.font`, `.foregroundColor`); ranges without them use the label's.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The text shown; nil shows nothing. Setting it replaces ``attributedText`` with the same
    /// text in the label's style (https://developer.apple.com/documentation/uikit/uilabel/text).
    open var text: String? {
        get { _text }
        set {
            styledText = nil
            guard newValue != _text else { return }
            _text = newValue
            contentChanged()
        }
    }
    private var _text: String?
    /// The styled text shown; nil by default. Setting it sets ``text`` to its characters and
    /// ``font`` and ``textColor`` to the attributes at its first character, when it has them
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). Reading it after
    /// ``text`` was set gives the text with the label's font and color.
    open var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            return _text.map { NSAttributedString(string: $0, attributes: [.font: _font, .foregroundColor: _textColor]) }
        }
        set {
            guard let newValue else {
                styledText = nil
                _text = nil
                return contentChanged()
            }
            let copy = NSAttributedString(attributedString: newValue)
            styledText = copy
            _text = copy.string
            if copy.length > 0 {
                let first = copy.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { _font = font }
                if let color = first[.foregroundColor] as? UIColor { _textColor = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = style.alignment
                    lineBreakMode = style.lineBreakMode
                }
            }
            alignsEveryParagraph = false
            contentChanged()
        }
    }
    /// The attributed string set, while ``text`` was not set since.
    private var styledText: NSAttributedString?
    /// Whether the label shows an attributed string (not plain text in its own style).
    var styledTextIsSet: Bool { styledText != nil }
    /// The font. Defaults to the system font at 17 points; setting nil restores the default.
    /// Setting it applies it to all of ``attributedText``.
    open var font: UIFont! {
        get { _font }
        set {
            _font = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            styledText = styledText?.applying(.font, _font)
            contentChanged()
        }
    }
    private var _font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    /// The text color. Defaults to `.label` (black); setting nil restores it.
    open var textColor: UIColor! {
        get { _textColor }
        set {
            _textColor = newValue ?? .label
            styledText = styledText?.applying(.foregroundColor, _textColor)
            contentChanged()
        }
    }
    private var _textColor = UIColor.label
    /// Horizontal alignment. Defaults to `.natural`: left, right when the label lays out right to
    /// left. Setting it aligns every paragraph of ``attributedText`` as it draws
    /// (https://developer.apple.com/documentation/uikit/uilabel/textalignment).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            alignsEveryParagraph = styledText != nil
            contentChanged()
        }
    }
    /// Whether ``textAlignment`` was set after ``attributedText``, and so aligns all its paragraphs
    /// over their own styles' alignments.
    private var alignsEveryParagraph = false
    /// The most lines shown; 0 means as many as needed. Defaults to 1.
    open var numberOfLines = 1 { didSet { contentChanged() } }
    /// How lines wrap and what happens to text that does not fit. Defaults to `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentChanged() } }
    /// Whether a one-line label draws its text in a smaller font, down to ``minimumScaleFactor``
    /// of its size, when it is wider than the bounds. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// Whether a font from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled
    /// when the text size changes (`UIContentSizeCategoryAdjusting`). Defaults to false.
    open var adjustsFontForContentSizeCategory = false

    override func adjustFontsForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, _font.dynamicType != nil else { return }
        font = _font.rescaled(for: traitCollection)
    }
    /// The smallest multiple of the font's size ``adjustsFontSizeToFitWidth`` shrinks to; 0, the
    /// default, does not shrink (https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The width multi-line labels wrap at for `intrinsicContentSize`; 0 = no limit. Defaults to 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        layer.setNeedsDisplay()
    }

    /// Storyboard decoding is not supported; labels are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A `.natural` alignment follows the new direction.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsDisplay()
    }

    private func contentChanged() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text's size with no width limit (or wrapped at `preferredMaxLayoutWidth`), rounded up
    /// to whole points. A multi-line label placed by Auto Layout with no preferred width wraps at
    /// its current width, as UIKit's automatic preferred width does (it is measured again when
    /// the layout pass changes its width).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: intrinsicWrappingWidth, height: 0))
    }

    /// The width the intrinsic size wraps at (0: none).
    private var intrinsicWrappingWidth: CGFloat {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return wrapsAtItsOwnWidth ? bounds.width : 0
    }

    /// Whether the label wraps its intrinsic size at its own width: multi-line, no preferred
    /// width, placed by Auto Layout with a width already.
    var wrapsAtItsOwnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && layoutState?.engineItem != nil && bounds.width > 0
    }

    /// Where the first and last baselines sit below the top of the text, and the text's height,
    /// as the label draws it (the text is centred vertically in the bounds).
    var baselineMetrics: (first: CGFloat, last: CGFloat, textHeight: CGFloat) {
        let text = self.text ?? ""
        guard !text.isEmpty else {
            let font = _font
            return (font.ascender, font.ascender, font.lineHeight)
        }
        let width: CGFloat? = numberOfLines == 1 ? nil : (intrinsicWrappingWidth > 0 ? intrinsicWrappingWidth : nil)
        let layout = TextEngine.current.layout(
            text, font: _font.face, width: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: drawnTextAlignment(textAlignment), runs: styledRuns(), paragraph: styledParagraph,
            paragraphs: styledParagraphs)
        let baselines = layout.baselines
        return (baselines.first, baselines.last, layout.size.height)
    }

    /// The size the text needs: single-line labels ignore `size`; others wrap at `size.width`
    /// (0 = no limit) and show at most `numberOfLines` lines. Rounded up to whole points;
    /// zero for empty text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let layout = TextEngine.current.layout(
            text, font: _font.face, width: width, maxLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: drawnTextAlignment(textAlignment), runs: styledRuns(),
            paragraph: styledParagraph,
            paragraphs: styledParagraphs)
        let measured = layout.size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The label's text unless another description is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }

    /// Draws the label's text.
    open override func draw(_ rect: CGRect) { drawText(in: rect) }

    /// Draws the text in `rect`, centred vertically: as many lines as `numberOfLines` and the
    /// height allow, truncated per `lineBreakMode`. Override to change the text's placement.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let font = fittingFont(for: text, width: rect.width)
        let lineHeight = font.lineHeight
        let fitting = lineHeight > 0 ? max(1, Int((rect.height / lineHeight + 1e-6).rounded(.down))) : 1
        let maxLines = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
        // One line that does not truncate is laid out unwrapped and clipped by the bounds.
        let width: CGFloat? = numberOfLines == 1 && !truncates ? nil : rect.width
        let layout = TextEngine.current.layout(
            text, font: font.face, width: width,
            maxLines: maxLines, lineBreakMode: lineBreakMode, alignment: drawnTextAlignment(textAlignment),
            runs: styledRuns(scale: font.pointSize / _font.pointSize, colors: true), paragraph: styledParagraph,
            paragraphs: styledParagraphs)
        let size = layout.size
        var x = rect.minX
        if width == nil {
            // A single unwrapped line is placed by the alignment itself.
            switch drawnTextAlignment(textAlignment) {
            case .center: x = rect.midX - size.width / 2
            case .right: x = rect.maxX - size.width
            default: break
            }
        }
        let y = rect.minY + (rect.height - size.height) / 2
        layout.draw(in: context, at: CGPoint(x: x, y: y), color: _textColor.cgColor)
    }

    /// The font the text is drawn in: the label's, or for a one-line label that shrinks to fit,
    /// the largest smaller size (not below ``minimumScaleFactor`` of it) at which the text fits
    /// `width`. Text that does not fit even then is truncated per ``lineBreakMode``.
    func fittingFont(for text: String, width: CGFloat) -> UIFont {
        let font = _font
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0 else { return font }
        func textWidth(_ size: CGFloat) -> CGFloat {
            TextEngine.current.layout(
                text, font: font.withSize(size).face, width: nil, maxLines: 1, lineBreakMode: .byClipping,
                alignment: .left, runs: styledRuns(scale: size / font.pointSize), paragraph: styledParagraph,
                paragraphs: styledParagraphs
            ).size.width
        }
        let full = textWidth(font.pointSize)
        guard full > width else { return font }
        let smallest = font.pointSize * min(1, minimumScaleFactor)
        // Widths grow about in proportion to the size: start there, then step down while too wide.
        var size = max(smallest, font.pointSize * width / full)
        while size > smallest, textWidth(size) > width { size = max(smallest, size - 0.5) }
        return font.withSize(size)
    }
}

extension UILabel {
    /// The ranges of ``attributedText`` with their own font or color, as the text engine takes
    /// them: fonts scaled by `scale` (font shrinking), colors resolved now when `colors`.
    func styledRuns(scale: CGFloat = 1, colors: Bool = false) -> [TextEngine.Run] {
        guard styledTextIsSet, let styled = attributedText else { return [] }
        return styled.textEngineRuns(scale: scale, colors: colors)
    }

    /// The paragraphs of ``attributedText`` with their own styles, as the text engine takes them
    /// (none when no paragraph has a style).
    var styledParagraphs: [TextEngine.StyledParagraph] {
        guard styledTextIsSet, let styled = attributedText else { return [] }
        let paragraphs = styled.textEngineParagraphs(natural: drawnTextAlignment(.natural))
        guard alignsEveryParagraph else { return paragraphs }
        // The label's alignment (the layout's) for all.
        return paragraphs.map { TextEngine.StyledParagraph(bytes: $0.bytes, paragraph: $0.paragraph.withoutAlignment) }
    }

    /// The paragraph style of ``attributedText`` at its first character, as the text engine takes it.
    var styledParagraph: TextEngine.Paragraph? {
        guard styledTextIsSet else { return nil }
        return attributedText?.leadingParagraphStyle?.textEngineParagraph
    }
}

extension NSAttributedString {
    /// A copy with `key` set to `value` over the whole string.
    /// (Rebuilt range by range: Foundation on Linux halts in `addAttribute` for some values.)
    func applying(_ key: NSAttributedString.Key, _ value: Any) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        let whole = NSString(string: string)
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            var changed = attributes
            changed[key] = value
            result.append(NSAttributedString(string: whole.substring(with: range), attributes: changed))
        }
        return result
    }
}
