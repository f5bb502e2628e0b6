import Foundation

/// A single line of editable text, UIKit's `UITextField`: enough for a form.
///
/// Tapping the field (a touch that goes down and lifts in it) or ``becomeFirstResponder()`` starts
/// editing: the field becomes its window's first responder and the window shows the keyboard
/// (`UIResponder.keyboardWillShowNotification` and friends). Text is typed with ``insertText(_:)``
/// and ``deleteBackward()`` — what the keyboard calls — each asking the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then sending `.editingChanged` and
/// posting ``textDidChangeNotification``; "\n" is the return key (`textFieldShouldReturn`, then
/// `.editingDidEndOnExit`). Setting ``text`` in code sends nothing, as in UIKit.
///
/// Drawn through `draw(_:)`: the border of ``borderStyle``, then the text, or the placeholder in
/// `UIColor.placeholderText` when the text is empty, in ``textRect(forBounds:)``, one line centred
/// vertically and truncated at the tail. While editing, the caret (a steady 2-point bar in the tint
/// color) is drawn at an empty selection, or the selection's rectangle in the tint color at 20%
/// opacity under the text, and a tap moves the caret to the nearest position; UITextInput's
/// geometry (``caretRect(for:)``, ``selectionRects(for:)``, ``closestPosition(to:)``…) is
/// measured in the layout the text is drawn with. Defaults: empty text, system font 17 pt, `.label` color,
/// natural alignment, no border, content mode `.redraw`.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, KeyboardInputResponder, UIContentSizeCategoryAdjusting {
    /// Outlines a text field can draw, UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border. The default.
        case none = 0
        /// A thin black rectangle.
        case line = 1
        /// A gray rectangle (UIKit's bezel).
        case bezel = 2
        /// A white rounded rectangle with a light gray outline (radius 5).
        case roundedRect = 3
    }

    /// When an overlay view (``leftView``, ``rightView``) shows, UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// While not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned normally.
        case committed = 0
    }

    /// Posted (object: the field) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when typing changes the text.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// Space, in points, between a bordered field's edge and its text: 7 for `.roundedRect`, 2 for
    /// `.line` and `.bezel` (Interlude's values), none without a border.
    static func textInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    // MARK: Text and appearance

    /// The text. Never nil when read (empty by default); setting nil empties it. Setting it sends
    /// no event.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            setNeedsDisplay()
        }
    }
    /// Setting the text in any way puts the caret at its end.
    private var storedText = "" {
        didSet { selection = NSRange(location: document.length, length: 0) }
    }
    /// Shown in `UIColor.placeholderText` while the text is empty. Defaults to nil. Setting it
    /// replaces ``attributedPlaceholder`` with the same text, unstyled.
    open var placeholder: String? {
        didSet {
            if !settingStyledPlaceholder { styledPlaceholder = nil }
            setNeedsDisplay()
        }
    }
    /// The styled placeholder; nil by default. Setting it sets ``placeholder`` to its characters
    /// and leaves the other style properties alone
    /// (https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder). Its
    /// ranges draw in their own font and color; the others in the field's font and
    /// `UIColor.placeholderText`. Reading it after ``placeholder`` was set gives that text with
    /// the field's font and the placeholder color.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let styledPlaceholder { return styledPlaceholder }
            return placeholder.map {
                NSAttributedString(string: $0, attributes: [.font: storedFont, .foregroundColor: UIColor.placeholderText])
            }
        }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            settingStyledPlaceholder = true
            placeholder = copy?.string
            settingStyledPlaceholder = false
            styledPlaceholder = copy
            setNeedsDisplay()
        }
    }
    private var styledPlaceholder: NSAttributedString?
    private var settingStyledPlaceholder = false
    /// The font. Defaults to the system font at 17 points; setting nil restores the default.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            setNeedsDisplay()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    /// Whether a font from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled
    /// when the text size changes (`UIContentSizeCategoryAdjusting`). Defaults to false.
    open var adjustsFontForContentSizeCategory = false

    override func adjustFontsForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, storedFont.dynamicType != nil else { return }
        font = storedFont.rescaled(for: traitCollection)
    }
    /// The text color. Defaults to `.label`; setting nil restores it.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor = UIColor.label
    /// Horizontal alignment of the text. Defaults to `.natural`.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The outline drawn. Defaults to `.none`.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// The delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (it is first responder).
    public private(set) var isEditing = false
    /// Whether beginning to edit empties the field. Defaults to false.
    open var clearsOnBeginEditing = false
    /// When a clear button would show (stored; no clear button is drawn). Defaults to `.never`.
    open var clearButtonMode: ViewMode = .never
    /// A view inside the field's left edge (padding or an icon), shown per ``leftViewMode``.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When ``leftView`` shows. Defaults to `.never`.
    open var leftViewMode: ViewMode = .never { didSet { updateOverlayViews() } }
    /// A view inside the field's right edge, shown per ``rightViewMode``.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When ``rightView`` shows. Defaults to `.never`.
    open var rightViewMode: ViewMode = .never { didSet { updateOverlayViews() } }
    /// A view shown instead of the keyboard while editing (stored; nothing is drawn). Defaults to nil.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// A view shown above the keyboard while editing (stored; nothing is drawn). Defaults to nil.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    // MARK: Text input traits

    /// The kind of keyboard. Defaults to `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title. Defaults to `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization. Defaults to `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction. Defaults to `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden behind bullets (passwords). Defaults to false.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    /// Storyboard decoding is not supported; text fields are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A `.natural` alignment follows the new direction.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsDisplay()
    }

    // MARK: First responder

    /// True while the field is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: asks `textFieldShouldBeginEditing`, becomes first responder (the previous
    /// one resigns), then tells `textFieldDidBeginEditing`, sends `.editingDidBegin`, posts
    /// ``textDidBeginEditingNotification`` and shows the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        window.textInput.updateKeyboard(in: window)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (unless forced), resigns, then tells
    /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd`, posts
    /// ``textDidEndEditingNotification`` and hides the keyboard unless another field takes over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window = windowForFirstResponder else { return super.resignFirstResponder() }
        let forced = window.textInput.isForcingResignation
        guard forced || delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        window.textInput.updateKeyboard(in: window)
        return true
    }

    /// False for a single-finger single tap recognizer on another view: a tap on the field is the
    /// field's (it starts editing), as UIKit gives controls their own taps.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    /// A touch that lifts inside the field starts editing, as a tap does in UIKit; in a field
    /// already editing, it moves the caret to ``closestPosition(to:)`` of the touch.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.first?.location(in: self)
        let inside = location.map { bounds.contains($0) } ?? false
        super.touchesEnded(touches, with: event)
        guard inside, isEnabled, let location else { return }
        if isEditing, let position = closestPosition(to: location) {
            selectedTextRange = textRange(from: position, to: position)
        } else {
            becomeFirstResponder()
        }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection (at the caret, the end of the text unless
    /// ``selectedTextRange`` moved it), as the keyboard does: "\n" is the return key; other text is
    /// inserted when the delegate allows it, then `.editingChanged` is sent and
    /// ``textDidChangeNotification`` posted. Ignored unless the field is editing.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            _ = delegate?.textFieldShouldReturn(self)
            sendActions(for: .editingDidEndOnExit)
            return
        }
        replace(selection, with: text)
    }

    /// Deletes the selection, or the character (a whole grapheme) before the caret — a search
    /// field's token counts as one — when the delegate allows it. Ignored unless the field is
    /// editing, or with nothing before the caret.
    open func deleteBackward() {
        guard isEditing else { return }
        if selection.length > 0 { return replace(selection, with: "") }
        let caret = selection.location
        if caret > tokenCount {
            let character = (storedText as NSString).rangeOfComposedCharacterSequence(at: caret - tokenCount - 1)
            replace(NSRange(location: character.location + tokenCount, length: character.length), with: "")
        } else if caret > 0 {
            replace(NSRange(location: caret - 1, length: 1), with: "")
        }
    }

    /// Replaces the places `range` of the document (tokens, then text) with `string`, as typing
    /// does: the delegate is asked about the text's part; tokens go only if ``removeTokens(in:)``
    /// lets them.
    private func replace(_ range: NSRange, with string: String, asking: Bool = true) {
        let textStart = max(range.location, tokenCount)
        let textRange = NSRange(location: textStart - tokenCount, length: max(0, NSMaxRange(range) - textStart))
        let tokenRange = NSRange(location: range.location, length: max(0, min(NSMaxRange(range), tokenCount) - range.location))
        if asking, textRange.length > 0 || !string.isEmpty {
            guard delegate?.textField(self, shouldChangeCharactersIn: textRange, replacementString: string) ?? true else {
                return
            }
        }
        if tokenRange.length > 0, !removeTokens(in: tokenRange) { return }
        storedText = (storedText as NSString).replacingCharacters(in: textRange, with: string)
        selection = NSRange(location: tokenCount + textRange.location + (string as NSString).length, length: 0)
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Positions and selection (UITextInput)

    // The document is a search field's tokens, one place each, then the text's UTF-16 offsets; a
    // plain field has no tokens.

    /// The selection in places of the document; an empty one is the caret.
    private var selection = NSRange(location: 0, length: 0) {
        didSet { if isEditing, selection != oldValue { setNeedsDisplay() } }
    }

    /// How many tokens lead the document (a search field's).
    var tokenCount: Int { 0 }

    /// Where the tokens are drawn, in order.
    var tokenFrames: [CGRect] { [] }

    /// Removes the tokens at `range` for a user's edit; false keeps them (and the edit is not made).
    func removeTokens(in range: NSRange) -> Bool { false }

    /// The selection a requested one becomes (a search field selects a token rather than place the
    /// caret before it).
    func adjustedSelection(_ range: NSRange) -> NSRange { range }

    /// Puts the caret at the end after the tokens changed.
    func tokensDidChange() {
        selection = NSRange(location: document.length, length: 0)
        setNeedsDisplay()
    }

    var document: IndexedTextDocument { IndexedTextDocument(length: tokenCount + (storedText as NSString).length) }

    /// The position before the first token or character.
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { IndexedTextPosition(document.length) }

    /// The position `offset` places from `position`; nil before the start or past the end.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        document.position(from: position, offset: offset)
    }

    /// How many places `toPosition` is after `from` (negative when before).
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        document.offset(from: from, to: toPosition)
    }

    /// The range between two positions, whichever comes first; nil for a position outside.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        document.range(from: fromPosition, to: toPosition).map(IndexedTextRange.init)
    }

    /// Whether `position` comes before, at or after `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        document.compare(position, to: other)
    }

    /// The characters in `range` (tokens have none); nil when the range reaches outside.
    open func text(in range: UITextRange) -> String? {
        guard let range = document.offsets(of: range) else { return nil }
        let start = max(range.location, tokenCount)
        return (storedText as NSString).substring(
            with: NSRange(location: start - tokenCount, length: max(0, NSMaxRange(range) - start)))
    }

    /// The selection; an empty range is the caret, at the end of the text until moved. Setting it
    /// (a range this field made, inside it) moves the selection and tells the delegate's
    /// `textFieldDidChangeSelection(_:)`; other ranges change nothing
    /// (https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange).
    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selection) }
        set {
            guard let range = document.offsets(of: newValue) else { return }
            selection = adjustedSelection(range)
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    // MARK: Geometry and editing (UITextInput)

    /// Replaces the characters in `range` with `text`, as the text input system does
    /// (autocorrection, dictation): without asking the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then, as typing does, the caret
    /// goes after the new text, `textFieldDidChangeSelection` is told, `.editingChanged` sent and
    /// ``textDidChangeNotification`` posted. Tokens in `range` go only if ``UISearchTextField``
    /// lets them; a range of another text input changes nothing.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = document.offsets(of: range) else { return }
        replace(range, with: text, asking: false)
    }

    /// The string tokenizer of this field (its one line is the document).
    open var tokenizer: UITextInputTokenizer { storedTokenizer }
    private lazy var storedTokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The position `offset` places right or left of `position`; up and down leave the field's
    /// one line (nil), except by 0 lines.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        geometry.position(from: position, in: direction, offset: offset)
    }

    /// The caret at `position`: 2 points wide from the glyph edge (before a token, its left
    /// edge), as tall as the line, in the field's coordinates (`.zero` for a position of another
    /// text input).
    open func caretRect(for position: UITextPosition) -> CGRect { geometry.caretRect(for: position) }

    /// The rectangle of `range` (the field has one line).
    open func firstRect(for range: UITextRange) -> CGRect { geometry.firstRect(for: range) }

    /// The rectangles of `range`: its tokens' and its characters', from glyph edge to glyph edge.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { geometry.selectionRects(for: range) }

    /// The position nearest `point` (in the field's coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { geometry.closestPosition(to: point) }

    /// The position of `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        geometry.closestPosition(to: point, within: range)
    }

    /// The character (or token) drawn under `point`; nil where there is none.
    open func characterRange(at point: CGPoint) -> UITextRange? { geometry.characterRange(at: point) }

    // MARK: Geometry

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: the bounds inset for the border and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = Self.textInset(for: borderStyle)
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if rightView != nil, shows(rightViewMode) {
            rect.size.width = min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX)
        }
        return rect
    }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is edited in: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where ``leftView`` sits: against the left edge at its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where ``rightView`` sits: against the right edge at its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places ``leftView`` and ``rightView`` and shows them per their modes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateOverlayViews()
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func updateOverlayViews() {
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
            (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if view.superview !== self { addSubview(view) }
            view.frame = rect
            view.isHidden = !shows(mode)
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the border, then the text or (when empty) the placeholder; while editing, the
    /// selection under the text or the caret over it.
    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        let editing = isEditing ? geometry : nil
        editing?.drawSelectionHighlight(selection, tint: tintColor)
        if storedText.isEmpty, tokenCount == 0 {
            if placeholder?.isEmpty == false { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        editing?.drawCaret(selection, tint: tintColor)
    }

    /// The selection follows the tint color.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if isEditing { setNeedsDisplay() }
    }

    /// Draws the text (bullets with ``isSecureTextEntry``) in `rect`, one line centred vertically.
    open func drawText(in rect: CGRect) {
        drawLine(shownText, in: rect, color: storedTextColor)
    }

    /// The text as drawn: bullets, one per character, with ``isSecureTextEntry``.
    var shownText: String { isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText }

    /// Draws the placeholder in `rect`, one line centred vertically, in `UIColor.placeholderText`.
    open func drawPlaceholder(in rect: CGRect) {
        drawLine(
            placeholder ?? "", in: rect, color: .placeholderText, runs: styledPlaceholder?.textEngineRuns(colors: true) ?? [])
    }

    private func drawLine(_ string: String, in rect: CGRect, color: UIColor, runs: [TextEngine.Run] = []) {
        guard !string.isEmpty, rect.width > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let (layout, origin) = lineLayout(string, in: rect, runs: runs)
        layout.draw(in: context, at: origin, color: color.cgColor)
    }

    /// `string` laid out on one line in `rect`, truncated at the tail, and where it is drawn:
    /// centred vertically.
    func lineLayout(_ string: String, in rect: CGRect, runs: [TextEngine.Run] = []) -> (TextEngine.Layout, CGPoint) {
        let layout = TextEngine.current.layout(
            string, font: storedFont.face, width: max(1, rect.width), maxLines: 1, lineBreakMode: .byTruncatingTail,
            alignment: drawnTextAlignment(textAlignment), runs: runs)
        return (layout, CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2))
    }

    private func drawBorder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            context.setStrokeColor((borderStyle == .line ? UIColor.black : UIColor.gray).cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    // MARK: Accessibility

    /// The text, as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isSecureTextEntry ? nil : storedText) }
        set { super.accessibilityValue = newValue }
    }
    /// The placeholder unless another description is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
}
