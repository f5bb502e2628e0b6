import Foundation

/// A range of a text input's document between two positions, UIKit's `UITextRange`: a class text
/// inputs subclass, providing ``start`` and ``end``
/// (https://developer.apple.com/documentation/uikit/uitextrange).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }

    /// Whether the range holds no text (its start is its end).
    open var isEmpty: Bool { start.isEqual(end) }
    /// Where the range starts. A subclass provides it.
    open var start: UITextPosition { preconditionFailure("UITextRange.start: a subclass of UITextRange provides start") }
    /// Where the range ends. A subclass provides it.
    open var end: UITextPosition { preconditionFailure("UITextRange.end: a subclass of UITextRange provides end") }
}

/// A range of a text view's text: UTF-16 offsets.
final class IndexedTextRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextRange)?.range == range }
    override var hash: Int { range.location.hashValue ^ range.length.hashValue }
    override var description: String { "UITextRange(\(range.location)..<\(range.location + range.length))" }
}
