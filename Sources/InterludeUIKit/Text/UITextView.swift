import Foundation

/// A scrollable region of editable, multi-line text, UIKit's `UITextView`.
///
/// The text is laid out in the ``textContainer`` — the view's width less ``textContainerInset``'s
/// sides, with the container's ``NSTextContainer/lineFragmentPadding`` in from each side — and
/// wraps at words. The content size follows the text: its height is the text's plus the inset's
/// top and bottom, so text taller than the view scrolls. Drawn by a content subview that scrolls
/// with it, in ``font`` (the system font at 12 points until one is set, as UIKit draws it) and
/// ``textColor`` (`.label` until one is set); ``attributedText`` draws each range in its own style.
///
/// Editing works as in `UITextField`: a tap on an editable and selectable text view, or
/// ``becomeFirstResponder()``, makes it first responder and shows the keyboard; what the keyboard
/// types (``insertText(_:)``, ``deleteBackward()``) replaces the ``selectedRange`` (at an empty
/// one, the caret, it goes in there) in the ``typingAttributes``, asking the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)`, then telling `textViewDidChangeSelection`
/// and `textViewDidChange` and posting ``textDidChangeNotification``. "\n" is a new line. Typing
/// scrolls the caret into view. Setting ``text`` or ``attributedText`` in code puts the caret at
/// the end and tells nobody.
///
/// While it is first responder the view draws the caret (a steady 2-point bar in the tint color)
/// at an empty selection, or the selected lines' rectangles in the tint color at 20% opacity under
/// the text; a tap in it then moves the caret to the nearest position. UITextInput's geometry
/// (``caretRect(for:)``, ``selectionRects(for:)``, ``closestPosition(to:)``…) is measured in the
/// layout the text is drawn with.
///
/// Text with a `.link` attribute draws with ``linkTextAttributes``; in a selectable text view that
/// is not editable, a tap on it asks the delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` and, unless it declines, opens the link with
/// `UIApplication.open(_:options:completionHandler:)`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, KeyboardInputResponder, UIContentSizeCategoryAdjusting {
    /// Posted (object: the text view) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when typing changes the text.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The size of the font text is drawn in before one is set: 12 points.
    public static let defaultFontSize: CGFloat = 12

    // MARK: Text and appearance

    /// The text; empty by default, and setting nil empties it. Setting it replaces
    /// ``attributedText`` with the same characters in the view's style, and tells nobody.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            styledText = nil
            textDidChange()
            selectEnd()
        }
    }
    private var storedText = ""
    /// The styled text. Setting it sets ``text`` to its characters; reading it after ``text`` was
    /// set gives the text in ``font`` and ``textColor``. Tells nobody.
    open var attributedText: NSAttributedString! {
        get {
            styledText
                ?? NSAttributedString(string: storedText, attributes: [.font: drawingFont, .foregroundColor: drawingColor])
        }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            styledText = copy
            storedText = copy?.string ?? ""
            alignsEveryParagraph = false
            textDidChange()
            selectEnd()
        }
    }
    private var styledText: NSAttributedString?
    /// The font; nil until one is set (text then draws in the system font at 12 points). Setting
    /// it applies it to all of ``attributedText``.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            if let newValue { styledText = styledText?.applying(.font, newValue) }
            textDidChange()
        }
    }
    private var storedFont: UIFont?
    /// The text color; nil until one is set (text then draws in `.label`). Setting it applies it
    /// to all of ``attributedText``.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            if let newValue { styledText = styledText?.applying(.foregroundColor, newValue) }
            content.setNeedsDisplay()
        }
    }
    private var storedTextColor: UIColor?
    /// Horizontal alignment of the lines. Defaults to `.natural`.
    /// Setting it aligns every paragraph of ``attributedText`` as it draws
    /// (https://developer.apple.com/documentation/uikit/uitextview/textalignment).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            alignsEveryParagraph = styledText != nil
            textDidChange()
        }
    }
    /// Whether ``textAlignment`` was set after ``attributedText``, and so aligns all its paragraphs.
    private var alignsEveryParagraph = false
    /// Whether the user can edit the text. Defaults to true; setting false ends editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user can select the text and use its links. Defaults to true. A tap begins
    /// editing only in a text view that is selectable as well as editable, and opens a link only in
    /// one that is selectable and not editable; in one already editing, a tap moves the caret.
    open var isSelectable = true
    /// Margins around the text container inside the content: (8, 0, 8, 0) by default, as Apple
    /// documents (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// The region the text is laid out in (see ``NSTextContainer``).
    public let textContainer = NSTextContainer()
    /// Whether a font from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled
    /// when the text size changes (`UIContentSizeCategoryAdjusting`). Defaults to false.
    open var adjustsFontForContentSizeCategory = false

    override func adjustFontsForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let storedFont, storedFont.dynamicType != nil else { return }
        font = storedFont.rescaled(for: traitCollection)
    }

    /// The delegate (also the scroll delegate), held weakly; a ``UITextViewDelegate`` hears about
    /// editing.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { textDelegate = delegate as? UITextViewDelegate }
    }
    private weak var textDelegate: UITextViewDelegate?

    // MARK: Selection

    /// The selected characters (UTF-16 offsets); an empty range is the caret. (0, 0) in a new text
    /// view; setting ``text`` or ``attributedText`` puts the caret at the end. A range that
    /// reaches past the text is cut back to it. A new range clears ``typingAttributes`` and tells
    /// the delegate's `textViewDidChangeSelection` — as a change of the user's does: Apple's page
    /// excludes no cause
    /// (https://developer.apple.com/documentation/uikit/uitextview/selectedrange,
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)).
    open var selectedRange: NSRange {
        get { selection }
        set {
            guard select(clamped(newValue)) else { return }
            textDelegate?.textViewDidChangeSelection(self)
        }
    }
    private var selection = NSRange(location: 0, length: 0)

    /// `range` within the text: its start no further than the end, its length no longer than what follows.
    private func clamped(_ range: NSRange) -> NSRange {
        let length = (storedText as NSString).length
        let location = min(max(0, range.location), length)
        return NSRange(location: location, length: min(max(0, range.length), length - location))
    }

    /// Makes `range` the selection; a new one clears the typing attributes. Whether it changed.
    @discardableResult
    private func select(_ range: NSRange) -> Bool {
        guard range != selection else { return false }
        selection = range
        storedTypingAttributes = nil
        if isFirstResponder { content.setNeedsDisplay() }
        return true
    }

    /// Puts the caret at the end of the text, telling nobody.
    private func selectEnd() { select(NSRange(location: (storedText as NSString).length, length: 0)) }

    /// The attributes typed text takes. Until set, those of the character before the caret (of the
    /// first character when the caret is at the start; ``font`` and ``textColor`` when there is no
    /// text); a change of ``selectedRange`` clears what was set
    /// (https://developer.apple.com/documentation/uikit/uitextview/typingattributes).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesAtInsertionPoint }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

    private var attributesAtInsertionPoint: [NSAttributedString.Key: Any] {
        guard let text = attributedText, text.length > 0 else {
            return [.font: drawingFont, .foregroundColor: drawingColor]
        }
        return text.attributes(at: max(0, min(selection.location, text.length) - 1), effectiveRange: nil)
    }

    /// Scrolls the least distance that shows the characters of `range` — from the top of their
    /// first line to the bottom of their last; for an empty range, the caret there — without
    /// animation (https://developer.apple.com/documentation/uikit/uitextview/scrollrangetovisible(_:)).
    open func scrollRangeToVisible(_ range: NSRange) {
        guard let rect = rect(for: clamped(range)) else { return }
        scrollRectToVisible(rect, animated: false)
    }

    /// The rectangle of the characters of `range` (UTF-16, within the text) in the content.
    private func rect(for range: NSRange) -> CGRect? {
        let utf16 = storedText.utf16, utf8 = storedText.utf8
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        let bytes = utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
        let layout =
            storedText.isEmpty ? nil : textLayout(containerWidth: containerWidth).rect(forBytes: bytes)
        let origin = textOrigin
        guard let layout else {
            // No text: the caret at the container's start, a line tall.
            return CGRect(x: origin.x, y: origin.y, width: 0, height: drawingFont.lineHeight)
        }
        return layout.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Where the text's top-left corner is in the content.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    // MARK: Links

    /// The attributes linked text (a `.link` attribute) draws with, over its own. Until set (and
    /// after setting nil), the view's `tintColor` as the color; an empty dictionary leaves links
    /// in their own attributes
    /// (https://developer.apple.com/documentation/uikit/uitextview/linktextattributes).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor ?? UIColor.link] }
        set {
            storedLinkTextAttributes = newValue
            textDidChange()
        }
    }
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any]?

    /// Links drawn in the tint color follow it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedLinkTextAttributes == nil, styledText != nil || isFirstResponder { content.setNeedsDisplay() }
    }

    /// The styled text as drawn: the links with ``linkTextAttributes`` over their own attributes.
    private var drawnText: NSAttributedString? {
        guard let styledText else { return nil }
        let whole = NSRange(location: 0, length: styledText.length)
        var hasLinks = false
        styledText.enumerateAttribute(.link, in: whole, options: []) { value, _, stop in
            if value != nil { (hasLinks, stop.pointee) = (true, true) }
        }
        guard hasLinks else { return styledText }
        // Rebuilt range by range, as `applying(_:_:)` does (Foundation on Linux halts in
        // `addAttribute` for some values).
        let link = linkTextAttributes ?? [:]
        let string = NSString(string: styledText.string)
        let drawn = NSMutableAttributedString(string: "")
        styledText.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var attributes = attributes
            if attributes[.link] != nil { attributes.merge(link) { $1 } }
            drawn.append(NSAttributedString(string: string.substring(with: range), attributes: attributes))
        }
        return drawn
    }

    /// The link at `point` (in the view's coordinates, those of the content) and its characters.
    private func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        guard let styledText, !storedText.isEmpty else { return nil }
        let origin = textOrigin
        let layout = textLayout(containerWidth: containerWidth)
        guard let byte = layout.byteIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) else { return nil }
        let utf8 = storedText.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: byte, limitedBy: utf8.endIndex) else { return nil }
        let location = storedText.utf16.distance(from: storedText.utf16.startIndex, to: index)
        guard location < styledText.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        let value = styledText.attribute(
            .link, at: location, longestEffectiveRange: &range, in: NSRange(location: 0, length: styledText.length))
        let url: URL? =
            switch value {
            case let url as URL: url
            case let url as NSURL: url.absoluteURL
            case let string as String: URL(string: string)
            default: nil
            }
        return url.map { ($0, range) }
    }

    /// A tap on a link: asks the delegate, then opens it.
    private func interact(with link: (url: URL, range: NSRange)) {
        let allowed =
            textDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction)
            ?? true
        if allowed { UIApplication.shared.open(link.url) }
    }

    // MARK: Positions and ranges (UITextInput)

    // Positions are UTF-16 offsets into `text`, as `selectedRange` counts them.

    private var document: IndexedTextDocument { IndexedTextDocument(length: (text as NSString).length) }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { IndexedTextPosition(document.length) }

    /// The position `offset` characters (UTF-16) from `position`; nil when it is before the start
    /// or past the end of the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        document.position(from: position, offset: offset)
    }

    /// How many characters (UTF-16) `toPosition` is after `from` (negative when before).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        document.offset(from: from, to: toPosition)
    }

    /// The range between two positions, whichever comes first; nil for a position outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        document.range(from: fromPosition, to: toPosition).map(IndexedTextRange.init)
    }

    /// Whether `position` comes before, at or after `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        document.compare(position, to: other)
    }

    /// The text in `range`; nil when the range reaches outside the text.
    open func text(in range: UITextRange) -> String? {
        document.offsets(of: range).map { (text as NSString).substring(with: $0) }
    }

    /// ``selectedRange`` as a text range: an empty one is the caret. Setting it sets
    /// ``selectedRange`` (nil, or a range of another text input, changes nothing)
    /// (https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange).
    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selectedRange) }
        set {
            guard let range = (newValue as? IndexedTextRange)?.range else { return }
            selectedRange = range
        }
    }

    /// Replaces the text in `range` with `text`, as the text input system does (autocorrection,
    /// dictation): without asking the delegate's `textView(_:shouldChangeTextIn:replacementText:)`,
    /// then, as typing does, the caret goes after the new text and the delegate hears
    /// `textViewDidChangeSelection` and `textViewDidChange`. A range of another text input
    /// changes nothing.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = document.offsets(of: range) else { return }
        replace(range, with: text, asking: false)
    }

    /// The string tokenizer of this text view (lines are the laid-out lines).
    open var tokenizer: UITextInputTokenizer { storedTokenizer }
    private lazy var storedTokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The position `offset` characters (UTF-16) right or left of `position`, or `offset` lines
    /// down or up at the caret's x; nil outside the text or past its first or last line.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        geometry.position(from: position, in: direction, offset: offset)
    }

    /// The caret at `position`: 2 points wide from the glyph edge, as tall as the line, in the
    /// view's coordinates (`.zero` for a position of another text input).
    open func caretRect(for position: UITextPosition) -> CGRect { geometry.caretRect(for: position) }

    /// The rectangle of the part of `range` on its first line.
    open func firstRect(for range: UITextRange) -> CGRect { geometry.firstRect(for: range) }

    /// One rectangle per line of `range`, from the glyph edge of its first character to that of
    /// its last on each line; the first holds the start, the last the end.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { geometry.selectionRects(for: range) }

    /// The position nearest `point` (in the view's coordinates): on the line at its height (the
    /// first above the text, the last below), the nearer edge of the character there.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { geometry.closestPosition(to: point) }

    /// The position of `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        geometry.closestPosition(to: point, within: range)
    }

    /// The character drawn under `point`; nil where there is none.
    open func characterRange(at point: CGPoint) -> UITextRange? { geometry.characterRange(at: point) }

    // MARK: Text input traits

    /// The kind of keyboard. Defaults to `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title. Defaults to `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization. Defaults to `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction. Defaults to `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default

    private let content = TextViewContent()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        content.textView = self
        content.isUserInteractionEnabled = false
        addSubview(content)
        textContainer.onChange = { [weak self] in self?.textDidChange() }
        updateContentSize()
    }

    /// Storyboard decoding is not supported; text views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A `.natural` alignment follows the new direction.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        textDidChange()
    }

    // MARK: Layout

    /// The font text draws in: ``font`` or the system font at 12 points.
    var drawingFont: UIFont { storedFont ?? .systemFont(ofSize: Self.defaultFontSize) }
    /// The color text draws in: ``textColor`` or `.label`.
    var drawingColor: UIColor { storedTextColor ?? .label }

    /// The text laid out `width` points wide (the container's width): wrapped inside the padding.
    func textLayout(containerWidth width: CGFloat?) -> TextEngine.Layout {
        let padding = textContainer.lineFragmentPadding
        return TextEngine.current.layout(
            storedText, font: drawingFont.face, width: width.map { max(1, $0 - 2 * padding) },
            maxLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
            alignment: drawnTextAlignment(textAlignment), runs: drawnText?.textEngineRuns(colors: true) ?? [],
            paragraph: styledText?.leadingParagraphStyle?.textEngineParagraph,
            paragraphs: drawnParagraphs)
    }

    /// The paragraphs of the styled text with their own styles (the view's alignment for all once
    /// ``textAlignment`` is set).
    private var drawnParagraphs: [TextEngine.StyledParagraph] {
        let paragraphs = styledText?.textEngineParagraphs(natural: drawnTextAlignment(.natural)) ?? []
        guard alignsEveryParagraph else { return paragraphs }
        return paragraphs.map { TextEngine.StyledParagraph(bytes: $0.bytes, paragraph: $0.paragraph.withoutAlignment) }
    }

    /// The height of the text laid out in `containerWidth` (an empty text is one line tall).
    private func textHeight(containerWidth: CGFloat?) -> CGFloat {
        storedText.isEmpty ? drawingFont.lineHeight : textLayout(containerWidth: containerWidth).size.height
    }

    var containerWidth: CGFloat { max(0, bounds.width - textContainerInset.left - textContainerInset.right) }

    private func textDidChange() {
        updateContentSize()
        content.setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The content: the view's width, and the text's height plus the inset's top and bottom.
    private func updateContentSize() {
        let height = (textHeight(containerWidth: containerWidth) + textContainerInset.top + textContainerInset.bottom).rounded(
            .up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
        if content.frame != frame { content.frame = frame }
    }

    /// Lays the text out again at the current width: the content size follows it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    /// The size that shows all the text: `size`'s width (or, for zero, the text's own width on
    /// unwrapped lines plus the padding and inset) and the text's height there plus the inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        if size.width > 0 {
            let height = textHeight(containerWidth: max(0, size.width - inset.left - inset.right))
            return CGSize(width: size.width, height: (height + inset.top + inset.bottom).rounded(.up))
        }
        let natural = storedText.isEmpty ? CGSize(width: 0, height: drawingFont.lineHeight) : textLayout(containerWidth: nil).size
        return CGSize(
            width: (natural.width + 2 * padding + inset.left + inset.right).rounded(.up),
            height: (natural.height + inset.top + inset.bottom).rounded(.up))
    }

    /// With scrolling off, the size that shows all the text at the current width (see
    /// ``sizeThatFits(_:)``), so Auto Layout grows the view with its text; otherwise none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let fitted = sizeThatFits(CGSize(width: bounds.width, height: 0))
        return CGSize(width: bounds.width > 0 ? UIView.noIntrinsicMetric : fitted.width, height: fitted.height)
    }

    /// Turning scrolling on or off changes ``intrinsicContentSize``.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: First responder

    /// True while the text view is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: asks `textViewShouldBeginEditing`, becomes first responder (the previous
    /// one resigns), then tells `textViewDidBeginEditing`, posts ``textDidBeginEditingNotification``
    /// and shows the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window, canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        content.setNeedsDisplay()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        window.textInput.updateKeyboard(in: window)
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing` (unless forced), resigns, then tells
    /// `textViewDidEndEditing`, posts ``textDidEndEditingNotification`` and hides the keyboard
    /// unless another text input takes over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window = windowForFirstResponder else { return super.resignFirstResponder() }
        let forced = window.textInput.isForcingResignation
        guard forced || textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else {
            return false
        }
        content.setNeedsDisplay()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        window.textInput.updateKeyboard(in: window)
        return true
    }

    /// A touch that lifts inside an editable, selectable text view without dragging it starts
    /// editing, or, in one already editing, moves the caret to ``closestPosition(to:)`` of the
    /// touch; in a selectable one that is not editable, on a link, it interacts with the link:
    /// "Links in text views are interactive only if the text view is selectable but noneditable"
    /// (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-622ub).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.first?.location(in: self)
        let inside = location.map { bounds.contains($0) } ?? false
        super.touchesEnded(touches, with: event)
        guard inside, isSelectable, !isDragging, !isDecelerating, let location else { return }
        if isEditable, isFirstResponder {
            if let position = closestPosition(to: location) { selectedTextRange = textRange(from: position, to: position) }
        } else if isEditable {
            becomeFirstResponder()
        } else if let link = link(at: location) {
            interact(with: link)
        }
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` over the selection (at the caret), as the keyboard does, when the delegate
    /// allows it; "\n" is a new line. Ignored unless the text view is first responder.
    open func insertText(_ text: String) {
        guard isFirstResponder else { return }
        replace(selection, with: text)
    }

    /// Deletes the selected characters or, at the caret, the character (a whole grapheme) before
    /// it, when the delegate allows it. Ignored unless the text view is first responder, or with
    /// the caret at the start.
    open func deleteBackward() {
        guard isFirstResponder else { return }
        if selection.length > 0 { return replace(selection, with: "") }
        guard selection.location > 0 else { return }
        replace((storedText as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1), with: "")
    }

    /// Replaces the characters of `range` with `string` as typing does, asking the delegate first
    /// unless `asking` is false.
    private func replace(_ range: NSRange, with string: String, asking: Bool = true) {
        guard !asking || textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return
        }
        if styledText != nil || storedTypingAttributes != nil {
            // New text takes the typing attributes.
            let result = NSMutableAttributedString(attributedString: attributedText)
            result.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes))
            styledText = result
            storedText = result.string
        } else {
            storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        textDidChange()
        select(NSRange(location: range.location + (string as NSString).length, length: 0))
        if selection.location == (storedText as NSString).length {
            // At the end, the bottom inset shows too.
            scrollRectToVisible(CGRect(x: 0, y: max(0, contentSize.height - 1), width: 1, height: 1), animated: false)
        } else {
            scrollRangeToVisible(selection)
        }
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Accessibility

    /// The text, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? storedText }
        set { super.accessibilityValue = newValue }
    }
}

/// The view that draws a text view's text, the size of its content, so it scrolls with it.
@MainActor
final class TextViewContent: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        guard !textView.text.isEmpty else {
            // No text: only the caret, while editing.
            if textView.isFirstResponder { textView.geometry.drawCaret(textView.selectedRange, tint: textView.tintColor) }
            return
        }
        let inset = textView.textContainerInset
        let width = max(0, bounds.width - inset.left - inset.right)
        let layout = textView.textLayout(containerWidth: width)
        let selection = textView.isFirstResponder ? textView.selectedRange : nil
        if let selection { textView.geometry.drawSelectionHighlight(selection, tint: textView.tintColor) }
        layout.draw(in: context, at: textView.textOrigin, color: textView.drawingColor.cgColor)
        if let selection { textView.geometry.drawCaret(selection, tint: textView.tintColor) }
    }
}
