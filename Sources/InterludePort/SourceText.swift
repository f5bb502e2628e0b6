import SwiftParser
import SwiftSyntax

/// Builds syntax from source text (the rewrites write their results as Swift, then parse it).
///
/// A text that does not parse whole is a bug of the rewrite that wrote it; stopping (before any file
/// is written) is better than dropping the part the parser left.
enum SourceText {
    static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return checked(ExprSyntax.parse(from: &parser), text)
    }

    static func memberItem(_ text: String) -> MemberBlockItemSyntax {
        var parser = Parser(text)
        return MemberBlockItemSyntax(decl: checked(DeclSyntax.parse(from: &parser), text))
    }

    private static func checked<Node: SyntaxProtocol>(_ node: Node, _ text: String) -> Node {
        precondition(
            node.description == text && !node.hasError, "interlude port: internal error: generated code does not parse: \(text)")
        return node
    }

    static func statements(_ text: String) -> CodeBlockItemListSyntax {
        Parser.parse(source: text).statements
    }
}

extension SyntaxProtocol {
    /// The node with the leading and trailing trivia of `other` (a replacement keeps its place's spacing).
    func withTrivia(of other: some SyntaxProtocol) -> Self {
        with(\.leadingTrivia, other.leadingTrivia).with(\.trailingTrivia, other.trailingTrivia)
    }
}
