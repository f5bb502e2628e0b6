import Testing
@testable import InterludeUIKit

/// The position `offset` places into `input`'s document.
@MainActor
func textPosition(_ input: any UITextInput, _ offset: Int) throws -> UITextPosition {
    try #require(input.position(from: input.beginningOfDocument, offset: offset))
}

/// How many places `position` is into `input`'s document; nil for no position.
@MainActor
func textOffset(_ input: any UITextInput, _ position: UITextPosition?) -> Int? {
    position.map { input.offset(from: input.beginningOfDocument, to: $0) }
}
