import Foundation

/// UIKit's base tokenizer, `UITextInputStringTokenizer`: finds the units of a text input's
/// document from its text, by Unicode's segmentation rules (graphemes, words, sentences), line
/// breaks (paragraphs) and, for `UITextView` and `UITextField`, the lines as they are laid out
/// (https://developer.apple.com/documentation/uikit/uitextinputstringtokenizer). For another
/// text input a line is a paragraph: "the subclass needs a custom implementation of all methods
/// for line granularity", as Apple's page says. The text input is not retained.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer for the document of `textInput`.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (offset, units) = locate(position, granularity),
            let unit = units.first(where: { encloses($0, offset, direction) }), let textInput,
            let start = textInput.position(from: textInput.beginningOfDocument, offset: unit.lowerBound),
            let end = textInput.position(from: textInput.beginningOfDocument, offset: unit.upperBound)
        else { return nil }
        return textInput.textRange(from: start, to: end)
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let (offset, units) = locate(position, granularity) else { return false }
        return units.contains { (direction.isForward ? $0.upperBound : $0.lowerBound) == offset }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let (offset, units) = locate(position, granularity), let textInput else { return nil }
        let boundary =
            direction.isForward
            ? units.map(\.upperBound).filter { $0 > offset }.min() : units.map(\.lowerBound).filter { $0 < offset }.max()
        return boundary.flatMap { textInput.position(from: textInput.beginningOfDocument, offset: $0) }
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let (offset, units) = locate(position, granularity) else { return false }
        return units.contains { encloses($0, offset, direction) }
    }

    /// Whether `unit` is on `direction`'s side of `offset`.
    private func encloses(_ unit: Range<Int>, _ offset: Int, _ direction: UITextDirection) -> Bool {
        direction.isForward
            ? unit.lowerBound <= offset && offset < unit.upperBound : unit.lowerBound < offset && offset <= unit.upperBound
    }

    /// `position`'s offset in the document and the document's units; nil for a position outside it.
    private func locate(_ position: UITextPosition, _ granularity: UITextGranularity) -> (Int, [Range<Int>])? {
        guard let textInput else { return nil }
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        let length = textInput.offset(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
        guard offset >= 0, offset <= length,
            textInput.compare(position, to: textInput.beginningOfDocument) != .orderedAscending
        else { return nil }
        if let provider = textInput as? TextUnitProviding {
            // Interlude's inputs answer 0 for a position they did not make: it is in no unit.
            guard position is IndexedTextPosition else { return nil }
            return (offset, provider.textUnits(granularity))
        }
        let whole = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
        let text = whole.flatMap { textInput.text(in: $0) } ?? ""
        return (offset, TextUnits(text: text).ranges(granularity, lines: nil))
    }
}

/// A text input that knows its own units (its tokens, its laid-out lines).
@MainActor
protocol TextUnitProviding: AnyObject {
    /// The document's units of `granularity`, in order, as offsets.
    func textUnits(_ granularity: UITextGranularity) -> [Range<Int>]
}

/// The units of a document made of `leading` one-place items (a search field's tokens) and then
/// `text`, in document offsets.
struct TextUnits {
    let text: String
    var leading = 0

    /// The units of `granularity`; `lines` are the laid-out lines (paragraphs when nil).
    func ranges(_ granularity: UITextGranularity, lines: [NSRange]?) -> [Range<Int>] {
        let items = (0..<leading).map { $0..<$0 + 1 }
        let length = leading + (text as NSString).length
        switch granularity {
        case .character:
            let boundaries = TextBoundaries(text).characters
            return items + zip(boundaries, boundaries.dropFirst()).map { leading + $0..<leading + $1 }
        case .word: return items + TextBoundaries(text).words.map(shifted)
        case .sentence: return TextBoundaries(text).sentences.map(shifted)
        case .paragraph: return paragraphs.map(shifted)
        case .line: return lines.map { $0.map { $0.location..<NSMaxRange($0) } } ?? paragraphs.map(shifted)
        case .document: return [0..<length]
        }
    }

    private func shifted(_ range: Range<Int>) -> Range<Int> { leading + range.lowerBound..<leading + range.upperBound }

    /// The text's paragraphs, each without the line break that ends it (an empty text has one).
    private var paragraphs: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0, index = 0
        let units = Array(text.utf16)
        while index < units.count {
            let unit = units[index]
            guard unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x85 || unit == 0x2028 else {
                index += 1
                continue
            }
            result.append(start..<index)
            // "\r\n" is one break.
            index += unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        result.append(start..<units.count)
        return result
    }
}
