import SwiftSyntax

/// The string a `#keyPath(…)` stands for: its components after a leading type name.
enum KeyPathText {
    static func of(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else { return nil }
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let part = current {
            if let member = part.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = part.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                return nil
            }
        }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return components.joined(separator: ".")
    }
}
