import Foundation

/// One rectangle of a selection on screen, UIKit's `UITextSelectionRect`: what
/// `selectionRects(for:)` answers, one per line a range covers. A class text inputs subclass; this
/// base class answers a zero rectangle, natural direction and false
/// (https://developer.apple.com/documentation/uikit/uitextselectionrect).
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() { super.init() }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { .zero }
    /// The direction the selected text is written in.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether the text runs vertically.
    open var isVertical: Bool { false }
}

/// A selection rectangle of a text view or field: the values it was made with. Its writing
/// direction stays `.natural` (Interlude does not report the direction Pango resolves per line).
final class LineSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var containsStart: Bool { storedContainsStart }
    override var containsEnd: Bool { storedContainsEnd }
    override var description: String {
        "UITextSelectionRect(\(storedRect), start: \(storedContainsStart), end: \(storedContainsEnd))"
    }
}
