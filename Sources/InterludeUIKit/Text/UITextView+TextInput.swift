import Foundation

// The text view's document for UITextInput's geometry and its tokenizer: its text, laid out and
// placed as the content view draws it.
extension UITextView: UITextInput, TextUnitProviding {
    /// The text as drawn, with UITextInput's geometry over it.
    var geometry: TextInputGeometry {
        let text = self.text ?? ""
        let laidOut = LaidOutText(text: text, layout: textLayout(containerWidth: containerWidth), origin: textOrigin)
        return TextInputGeometry(document: IndexedTextDocument(length: laidOut.length), string: text, text: laidOut)
    }

    func textUnits(_ granularity: UITextGranularity) -> [Range<Int>] {
        let lines = granularity == .line ? geometry.lineUnits : nil
        return TextUnits(text: text ?? "").ranges(granularity, lines: lines)
    }
}
