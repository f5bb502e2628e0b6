import CPangoCairo
import Foundation

/// Where a text's characters, words and sentences begin and end, by Pango's implementation of
/// Unicode's text segmentation rules (UAX #29): what a tokenizer steps by. Offsets are UTF-16, as
/// `NSString` and UIKit's text inputs count. (Foundation on Linux enumerates neither words nor
/// sentences.)
package struct TextBoundaries: Sendable {
    /// The offsets between graphemes, 0 and the length included.
    package let characters: [Int]
    /// Each word's characters, in order (the spaces and punctuation between words are in none).
    package let words: [Range<Int>]
    /// Each sentence's characters, in order, from its first character to its end (Pango ends a
    /// sentence after its closing punctuation: the spaces before the next are in neither).
    package let sentences: [Range<Int>]

    package init(_ text: String) {
        // The UTF-16 offset of each code point, and of the end.
        var offsets: [Int] = []
        offsets.reserveCapacity(text.unicodeScalars.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: offsets.count)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                pango_get_log_attrs(chars.baseAddress, Int32(chars.count), -1, nil, &attributes, Int32(attributes.count))
            }
        }
        if bytes.isEmpty { attributes[0].is_cursor_position = 1 }
        characters = attributes.indices.filter { attributes[$0].is_cursor_position != 0 }.map { offsets[$0] }
        words = Self.spans(
            in: attributes, offsets: offsets, starts: { $0.is_word_start != 0 }, ends: { $0.is_word_end != 0 })
        sentences = Self.spans(
            in: attributes, offsets: offsets, starts: { $0.is_sentence_start != 0 }, ends: { $0.is_sentence_end != 0 })
    }

    /// The ranges from each start to the end that follows it.
    private static func spans(
        in attributes: [PangoLogAttr], offsets: [Int], starts: (PangoLogAttr) -> Bool, ends: (PangoLogAttr) -> Bool
    ) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start: Int?
        for (index, attribute) in attributes.enumerated() {
            if let open = start, ends(attribute), index > open {
                spans.append(offsets[open]..<offsets[index])
                start = nil
            }
            if start == nil, starts(attribute), index < attributes.count - 1 { start = index }
        }
        return spans
    }
}
