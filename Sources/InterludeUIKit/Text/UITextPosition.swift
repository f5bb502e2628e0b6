import Foundation

/// A place in a text input's document, UIKit's `UITextPosition`: a class text inputs subclass;
/// only the input that made a position understands it
/// (https://developer.apple.com/documentation/uikit/uitextposition).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A position in a text view: a UTF-16 offset from the start of its text.
final class IndexedTextPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    /// Positions at the same offset are equal.
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextPosition)?.offset == offset }
    override var hash: Int { offset.hashValue }
    override var description: String { "UITextPosition(\(offset))" }
}
