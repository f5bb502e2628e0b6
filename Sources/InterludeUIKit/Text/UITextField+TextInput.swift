import Foundation

// The field's document for UITextInput's geometry and its tokenizer: a search field's tokens,
// then the text laid out on one line as the field draws it (bullets for secure text).
extension UITextField: UITextInput, TextUnitProviding {
    /// The text as drawn, with UITextInput's geometry over it.
    var geometry: TextInputGeometry {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let (layout, origin) = lineLayout(shownText, in: rect)
        let text = self.text ?? ""
        return TextInputGeometry(
            document: document, string: text,
            text: LaidOutText(text: text, layout: layout, origin: origin, masked: isSecureTextEntry), items: tokenFrames)
    }

    func textUnits(_ granularity: UITextGranularity) -> [Range<Int>] {
        let lines = granularity == .line ? geometry.lineUnits : nil
        return TextUnits(text: text ?? "", leading: tokenCount).ranges(granularity, lines: lines)
    }
}
