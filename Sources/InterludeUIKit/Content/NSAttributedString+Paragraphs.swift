import Foundation

extension NSAttributedString {
    /// Each paragraph of the text (UTF-8 bytes, without its separator) with the paragraph style at
    /// its first character, as TextKit styles paragraphs; `.natural` alignments are drawn as
    /// `natural`. Paragraphs without a style take the text's own (empty when none has one).
    func textEngineParagraphs(natural: NSTextAlignment) -> [TextEngine.StyledParagraph] {
        guard length > 0 else { return [] }
        let text = string
        let utf8 = Array(text.utf8)
        var paragraphs: [TextEngine.StyledParagraph] = []
        var anyStyle = false
        var start = 0
        var utf16Start = 0, utf16 = 0
        func add(upTo end: Int) {
            let style =
                attribute(.paragraphStyle, at: min(utf16Start, length - 1), effectiveRange: nil) as? NSParagraphStyle
            anyStyle = anyStyle || style != nil
            paragraphs.append(
                TextEngine.StyledParagraph(
                    bytes: start..<end, paragraph: style?.textEngineParagraph(natural: natural) ?? TextEngine.Paragraph()))
        }
        // Pango's paragraph separators: LF, CR, CR LF and U+2029 (E2 80 A9).
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            var separator = 0
            if byte == 0x0a {
                separator = 1
            } else if byte == 0x0d {
                separator = i + 1 < utf8.count && utf8[i + 1] == 0x0a ? 2 : 1
            } else if byte == 0xe2, i + 2 < utf8.count, utf8[i + 1] == 0x80, utf8[i + 2] == 0xa9 {
                separator = 3
            }
            if separator > 0 {
                add(upTo: i)
                // Every separator here is one UTF-16 unit per character (CR LF two).
                utf16 += separator == 2 ? 2 : 1
                i += separator
                start = i
                utf16Start = utf16
                continue
            }
            // One character: two UTF-16 units for a four-byte UTF-8 sequence, one otherwise.
            let count = byte < 0x80 ? 1 : byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : 4
            utf16 += count == 4 ? 2 : 1
            i += count
        }
        add(upTo: utf8.count)
        return anyStyle ? paragraphs : []
    }
}

extension TextEngine.Paragraph {
    /// The same style taking the alignment the text is laid out with.
    var withoutAlignment: TextEngine.Paragraph {
        var paragraph = self
        paragraph.alignment = nil
        return paragraph
    }
}
