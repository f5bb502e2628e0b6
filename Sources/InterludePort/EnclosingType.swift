import SwiftSyntax

/// The type whose code a node is part of.
enum EnclosingType {
    /// The qualified name (`Outer.Inner`) of the nearest type or extension around `node`, nil at file
    /// scope. Generic arguments of an extended type are left out.
    static func name(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = declaredName(of: ancestor) { names.insert(name, at: 0) }
            if let ext = ancestor.as(ExtensionDeclSyntax.self) {
                names.insert(extendedName(ext), at: 0)
                break
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The qualified name of a type declaration itself (its own name included).
    static func qualifiedName(ofDeclaration decl: some SyntaxProtocol) -> String? {
        guard let own = declaredName(of: Syntax(decl)) else { return nil }
        return name(of: decl).map { $0 + "." + own } ?? own
    }

    /// The qualified name of a protocol declaration (`Outer.Delegate` for a protocol nested in a type).
    static func qualifiedName(ofProtocol decl: ProtocolDeclSyntax) -> String? {
        name(of: decl).map { $0 + "." + decl.name.text } ?? decl.name.text
    }

    /// The extended type as written, without generic arguments: `Outer.Inner` for `extension Outer.Inner`.
    static func extendedName(_ ext: ExtensionDeclSyntax) -> String {
        var type = ext.extendedType
        var parts: [String] = []
        while true {
            if let member = type.as(MemberTypeSyntax.self) {
                parts.insert(member.name.text, at: 0)
                type = member.baseType
            } else if let identifier = type.as(IdentifierTypeSyntax.self) {
                parts.insert(identifier.name.text, at: 0)
                break
            } else {
                return ext.extendedType.trimmedDescription
            }
        }
        return parts.joined(separator: ".")
    }

    private static func declaredName(of node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        return nil
    }
}

/// The methods each type of one file declares (in its body and in its extensions), by qualified type name.
struct MethodIndex {
    private var methods: [String: [(baseName: String, labels: [String?])]] = [:]

    init(_ tree: SourceFileSyntax) {
        final class Collector: SyntaxVisitor {
            var methods: [String: [(baseName: String, labels: [String?])]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let type = EnclosingType.name(of: node) {
                    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
                    methods[type, default: []].append((node.name.text, labels))
                }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        methods = collector.methods
    }

    /// The labels of the method `baseName` of `type` when every declaration with that name (and
    /// `arity` arguments, when given) agrees on them; nil when there is none or they differ.
    func labels(of baseName: String, in type: String, arity: Int? = nil) -> [String?]? {
        let candidates = (methods[type] ?? []).filter { $0.baseName == baseName && (arity == nil || $0.labels.count == arity) }
        guard let first = candidates.first, candidates.allSatisfy({ $0.labels == first.labels }) else { return nil }
        return first.labels
    }
}
