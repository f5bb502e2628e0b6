import SwiftSyntax

/// The second pass over one file: edits that move or add declarations, applied to the first pass's
/// result. Overrides leave their extensions for the class body (``ExtensionOverrides``), and each
/// protocol that had optional requirements is followed by an extension with their defaults.
enum StructuralEdits {
    static func apply(to tree: SourceFileSyntax, defaults: [ProtocolDefaults]) -> SourceFileSyntax {
        let moved = ExtensionOverrides.move(in: tree)
        guard !defaults.isEmpty else { return moved }
        return ExtensionInserter(defaults: defaults, in: moved).rewrite(moved).cast(SourceFileSyntax.self)
    }

    /// Adds each protocol's default-implementation extension right after the statement holding the
    /// protocol (the protocol itself, or the type it is nested in), inside the same `#if` branch.
    private final class ExtensionInserter: SyntaxRewriter {
        private var extensionsByItem: [SyntaxIdentifier: [String]] = [:]

        init(defaults: [ProtocolDefaults], in tree: SourceFileSyntax) {
            final class Finder: SyntaxVisitor {
                var protocols: [ProtocolDeclSyntax] = []
                override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                    protocols.append(node)
                    return .skipChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for protocolDecl in finder.protocols {
                guard let name = EnclosingType.qualifiedName(ofProtocol: protocolDecl),
                    let entry = defaults.first(where: { $0.protocolName == name })
                else { continue }
                var ancestor = protocolDecl.parent
                while let node = ancestor, !node.is(CodeBlockItemSyntax.self) { ancestor = node.parent }
                if let item = ancestor { extensionsByItem[item.id, default: []].append(entry.extensionText) }
            }
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            let visited = super.visit(node)
            guard node.contains(where: { extensionsByItem[$0.id] != nil }) else { return visited }
            var items: [CodeBlockItemSyntax] = []
            for (original, item) in zip(node, visited) {
                items.append(item)
                let indentation = original.leadingTrivia.indentation
                for text in extensionsByItem[original.id] ?? [] {
                    let indented = text.split(separator: "\n").map { indentation + $0 }.joined(separator: "\n")
                    items.append(contentsOf: SourceText.statements("\n\n" + indented))
                }
            }
            return CodeBlockItemListSyntax(items)
        }
    }
}
