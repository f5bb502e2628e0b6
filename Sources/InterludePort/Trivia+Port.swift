import SwiftSyntax

extension Trivia {
    /// The trivia without its leading spaces, tabs and line breaks (comments and what follows stay).
    var droppingLeadingWhitespace: Trivia {
        Trivia(pieces: Array(pieces.drop { $0.isWhitespace }))
    }

    /// How many line breaks come before the first comment (2 or more: a blank line).
    var leadingNewlineCount: Int {
        var count = 0
        for piece in pieces {
            guard piece.isWhitespace else { break }
            switch piece {
            case let .newlines(n), let .carriageReturns(n), let .carriageReturnLineFeeds(n): count += n
            default: break
            }
        }
        return count
    }

    /// Whether the trivia holds a comment (which porting must never drop).
    var hasComment: Bool { pieces.contains { $0.isComment } }

    /// The spaces and tabs after the last line break: the indentation of the line the trivia ends on.
    var indentation: String {
        var indentation = ""
        for piece in pieces.reversed() {
            switch piece {
            case let .spaces(count): indentation = String(repeating: " ", count: count) + indentation
            case let .tabs(count): indentation = String(repeating: "\t", count: count) + indentation
            default: return piece.isNewline ? indentation : ""
            }
        }
        return indentation
    }
}

extension Trivia {
    /// Spaces and tabs spelled as `text` (an indentation read with ``indentation``).
    init(indentation text: String) {
        self.init(pieces: text.map { $0 == "\t" ? TriviaPiece.tabs(1) : TriviaPiece.spaces(1) })
    }
}
