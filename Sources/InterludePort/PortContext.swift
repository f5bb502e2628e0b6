import SwiftParser
import SwiftSyntax

/// What the rewrites of one file share: its findings, the protocols' optional requirements of every
/// ported file, the file's methods by type, and the default implementations to add after protocols.
final class PortContext {
    let log: FindingLog
    let catalog: OptionalRequirementCatalog
    let methods: MethodIndex
    /// Default implementations of former optional requirements, by the protocol's qualified name.
    var protocolDefaults: [ProtocolDefaults] = []

    init(log: FindingLog, catalog: OptionalRequirementCatalog, methods: MethodIndex) {
        self.log = log
        self.catalog = catalog
        self.methods = methods
    }
}

/// The default implementations one protocol needs, added in an extension right after it.
struct ProtocolDefaults {
    /// The protocol's qualified name.
    let protocolName: String
    /// Whether the members must be `public` (the protocol is).
    let isPublic: Bool
    /// Each member's source, one line.
    let members: [String]
    /// One level of indentation as the protocol's body uses it.
    let indentationUnit: String

    /// The extension's source.
    var extensionText: String {
        "extension \(protocolName) {\n" + members.map { indentationUnit + $0 + "\n" }.joined() + "}"
    }
}

/// Builds syntax from source text (the rewrites write their results as Swift, then parse it).
enum SourceText {
    static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    static func memberItem(_ text: String) -> MemberBlockItemSyntax {
        var parser = Parser(text)
        return MemberBlockItemSyntax(decl: DeclSyntax.parse(from: &parser))
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
