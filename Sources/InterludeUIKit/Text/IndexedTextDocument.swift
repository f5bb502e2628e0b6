import Foundation

/// UITextInput's arithmetic over a document whose positions are offsets `0...length`
/// (``IndexedTextPosition``), shared by text views and text fields. Positions and ranges another
/// text input made mean nothing here: nil, 0 or `.orderedSame`, as UIKit's inputs answer for
/// objects they did not make.
@MainActor
struct IndexedTextDocument {
    /// The offset of the end of the document.
    let length: Int

    /// The position `offset` places from `position`; nil before the start or past the end ("Return
    /// nil if the computed text position is less than 0 or greater than the length of the backing
    /// string", https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = (position as? IndexedTextPosition)?.offset else { return nil }
        let (result, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, result >= 0, result <= length else { return nil }
        return IndexedTextPosition(result)
    }

    /// How many places `to` is after `from` (negative when before).
    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let a = (from as? IndexedTextPosition)?.offset, let b = (to as? IndexedTextPosition)?.offset else { return 0 }
        return b - a
    }

    /// The range between two positions, whichever comes first; nil for a position outside.
    func range(from: UITextPosition, to: UITextPosition) -> NSRange? {
        guard let a = (from as? IndexedTextPosition)?.offset, let b = (to as? IndexedTextPosition)?.offset,
            min(a, b) >= 0, max(a, b) <= length
        else { return nil }
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    /// Whether `position` comes before, at or after `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let difference = offset(from: other, to: position)
        return difference < 0 ? .orderedAscending : difference > 0 ? .orderedDescending : .orderedSame
    }

    /// The offsets of `range`, when another input did not make it and it lies inside the document.
    func offsets(of range: UITextRange?) -> NSRange? {
        guard let range = (range as? IndexedTextRange)?.range, range.location >= 0, range.location + range.length <= length
        else { return nil }
        return range
    }
}
