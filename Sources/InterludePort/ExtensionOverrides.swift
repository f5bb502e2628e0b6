import SwiftSyntax

/// Overrides declared in extensions, which Swift without Objective-C rejects ("declarations in
/// extensions cannot override yet"): moved into the class body when the class is declared in the
/// same file, reported otherwise.
enum ExtensionOverrides {
    /// Reports, on the file as it was, the overrides that cannot be moved.
    static func report(in tree: SourceFileSyntax, log: FindingLog) {
        let classes = classNames(in: tree)
        final class Finder: SyntaxVisitor {
            var extensions: [ExtensionDeclSyntax] = []
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                extensions.append(node)
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for ext in finder.extensions {
            // An array, not a filtered member list: a new list would lose the members' places in the file.
            let overrides = Array(ext.memberBlock.members).filter { isOverride($0.decl) }
            guard !overrides.isEmpty, !isMovable(ext, classes: classes) else { continue }
            let typeName = EnclosingType.extendedName(ext)
            let why =
                ext.genericWhereClause != nil
                ? "the extension has a `where` clause"
                : !(ext.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false) && classes.contains(typeName)
                    ? "the extension is inside `#if`"
                    : "`\(typeName)` is not declared in this file"
            for member in overrides {
                log.report(
                    "override in an extension of `\(typeName)`, which Swift without Objective-C rejects, "
                        + "and \(why): move it into the class body", at: member.decl)
            }
        }
    }

    /// The file with every movable override moved to the end of its class body.
    static func move(in tree: SourceFileSyntax) -> SourceFileSyntax {
        let classes = classNames(in: tree)
        var moved: [String: [MovedMember]] = [:]
        var items: [CodeBlockItemSyntax] = []
        var pendingComments: Trivia?
        for item in tree.statements {
            var item = item
            if let trivia = pendingComments {
                item = item.with(\.leadingTrivia, trivia + item.leadingTrivia.droppingLeadingWhitespace)
                pendingComments = nil
            }
            guard let ext = item.item.as(ExtensionDeclSyntax.self), isMovable(ext, classes: classes) else {
                items.append(item)
                continue
            }
            let access = ext.modifiers.first { accessLevels.contains($0.name.text) }?.name.text
            let indentation = ext.memberBlock.members.first?.leadingTrivia.indentation ?? "    "
            var kept: [MemberBlockItemSyntax] = []
            for member in ext.memberBlock.members {
                if isOverride(member.decl) {
                    moved[EnclosingType.extendedName(ext), default: []]
                        .append(MovedMember(item: member, access: access, indentation: indentation))
                } else {
                    kept.append(member)
                }
            }
            let remaining = ext.with(\.memberBlock.members, MemberBlockItemListSyntax(kept))
            if kept.isEmpty, ext.inheritanceClause == nil, ext.attributes.isEmpty {
                // Nothing left: drop the extension but keep the comments that stood before it.
                if item.leadingTrivia.hasComment { pendingComments = item.leadingTrivia }
                continue
            }
            items.append(item.with(\.item, .decl(DeclSyntax(remaining))))
        }
        var result = tree.with(\.statements, CodeBlockItemListSyntax(items))
        if let trivia = pendingComments {
            result.endOfFileToken = result.endOfFileToken.with(\.leadingTrivia, trivia + result.endOfFileToken.leadingTrivia)
        }
        guard !moved.isEmpty else { return tree }
        return ClassBodyAppender(moved: moved).rewrite(result).cast(SourceFileSyntax.self)
    }

    private static let accessLevels: Set<String> = ["public", "internal", "fileprivate", "private", "package", "open"]
    private static let keywords: [String: Keyword] = ["public": .public, "fileprivate": .fileprivate, "package": .package]

    private static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }

    /// Whether the extension's overrides can move: it stands at file scope, has no `where` clause, and
    /// its class is declared in the same file.
    private static func isMovable(_ ext: ExtensionDeclSyntax, classes: Set<String>) -> Bool {
        ext.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false
            && ext.genericWhereClause == nil
            && classes.contains(EnclosingType.extendedName(ext))
            && ext.memberBlock.members.contains { isOverride($0.decl) }
    }

    private static func classNames(in tree: SourceFileSyntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if let name = EnclosingType.qualifiedName(ofDeclaration: node) { names.insert(name) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    /// A member leaving an extension: its source, the extension's access level, its indentation there.
    private struct MovedMember {
        let item: MemberBlockItemSyntax
        let access: String?
        let indentation: String
    }

    /// Appends moved members to the classes they belong to, re-indented to the class body.
    private final class ClassBodyAppender: SyntaxRewriter {
        let moved: [String: [MovedMember]]

        init(moved: [String: [MovedMember]]) {
            self.moved = moved
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            let name = EnclosingType.qualifiedName(ofDeclaration: node)
            let visited = super.visit(node)
            guard let name, let members = moved[name], var decl = visited.as(ClassDeclSyntax.self) else { return visited }
            let classIndentation = node.leadingTrivia.indentation
            let indentation = node.memberBlock.members.first?.leadingTrivia.indentation ?? classIndentation + "    "
            var list = Array(decl.memberBlock.members)
            for (offset, member) in members.enumerated() {
                let separated = offset == 0 ? !list.isEmpty : member.item.leadingTrivia.leadingNewlineCount > 1
                list.append(reindented(member, to: indentation, separated: separated))
            }
            decl.memberBlock.members = MemberBlockItemListSyntax(list)
            if !decl.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
                decl.memberBlock.rightBrace.leadingTrivia = .newline + Trivia(indentation: classIndentation)
            }
            return DeclSyntax(decl)
        }

        private func reindented(_ member: MovedMember, to indentation: String, separated: Bool) -> MemberBlockItemSyntax {
            var item = member.item
            if let access = member.access, access != "internal",
                let keyword = ExtensionOverrides.keywords[access == "private" ? "fileprivate" : access],
                var modified = item.decl.asProtocol(WithModifiersSyntax.self),
                !modified.modifiers.contains(where: { ExtensionOverrides.accessLevels.contains($0.name.text) })
            {
                // The extension's access level applies to its members; inside the class it must be written.
                var modifiers = Array(modified.modifiers)
                var level = DeclModifierSyntax(name: .keyword(keyword, trailingTrivia: .space))
                let hasAttributes = !(item.decl.asProtocol(WithAttributesSyntax.self)?.attributes.isEmpty ?? true)
                if !hasAttributes, let first = modifiers.first {
                    level = level.with(\.leadingTrivia, first.leadingTrivia)
                    modifiers[0] = first.with(\.leadingTrivia, [])
                }
                modified.modifiers = DeclModifierListSyntax([level] + modifiers)
                item = item.with(\.decl, Syntax(fromProtocol: modified).cast(DeclSyntax.self))
            }
            var lines = item.decl.description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix(member.indentation) ? indentation + line.dropFirst(member.indentation.count) : String(line)
            }
            while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
            let text = (separated ? "\n\n" : "\n") + lines.joined(separator: "\n")
            return SourceText.memberItem(text).with(\.semicolon, item.semicolon)
        }
    }
}
