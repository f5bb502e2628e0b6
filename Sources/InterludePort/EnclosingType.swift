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
