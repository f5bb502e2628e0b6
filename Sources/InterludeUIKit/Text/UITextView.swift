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
/// types (``insertText(_:)``, ``deleteBackward()``) goes in at the caret — always at the end, as
/// Interlude has no selection — asking the delegate's `textView(_:shouldChangeTextIn:replacementText:)`,
/// then telling `textViewDidChangeSelection` and `textViewDidChange` and posting
/// ``textDidChangeNotification``. "\n" is a new line. Typing scrolls the caret into view. Setting
/// ``text`` or ``attributedText`` in code tells nobody.
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
    /// Whether the user can select the text. Defaults to true. Interlude has no selection: a tap
    /// begins editing only in a text view that is selectable as well as editable.
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
            alignment: drawnTextAlignment(textAlignment), runs: styledText?.textEngineRuns(colors: true) ?? [],
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

    private var containerWidth: CGFloat { max(0, bounds.width - textContainerInset.left - textContainerInset.right) }

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
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        window.textInput.updateKeyboard(in: window)
        return true
    }

    /// A touch that lifts inside an editable, selectable text view without dragging it starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside, isEditable, isSelectable, !isDragging, !isDecelerating { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the caret (the end), as the keyboard does, when the delegate allows it;
    /// "\n" is a new line. Ignored unless the text view is first responder.
    open func insertText(_ text: String) {
        guard isFirstResponder else { return }
        replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
    }

    /// Deletes the character (a whole grapheme) before the caret, when the delegate allows it.
    /// Ignored unless the text view is first responder, or when it is empty.
    open func deleteBackward() {
        guard isFirstResponder, let last = storedText.rangeOfLastCharacter else { return }
        replace(last, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        if let styled = styledText {
            // New text takes the attributes of the character before it (the typing attributes).
            let result = NSMutableAttributedString(attributedString: styled)
            let attributes =
                range.location > 0
                ? styled.attributes(at: range.location - 1, effectiveRange: nil)
                : [.font: drawingFont, .foregroundColor: drawingColor]
            result.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
            styledText = result
            storedText = result.string
        } else {
            storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        textDidChange()
        scrollRectToVisible(CGRect(x: 0, y: max(0, contentSize.height - 1), width: 1, height: 1), animated: false)
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
        guard let textView, let text = textView.text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else {
            return
        }
        let inset = textView.textContainerInset
        let width = max(0, bounds.width - inset.left - inset.right)
        let layout = textView.textLayout(containerWidth: width)
        let origin = CGPoint(x: inset.left + textView.textContainer.lineFragmentPadding, y: inset.top)
        layout.draw(in: context, at: origin, color: textView.drawingColor.cgColor)
    }
}
