import SwiftSyntax

/// Reads a type name written as an expression (`Foo`, `Outer.Inner`): names starting with an
/// upper-case letter, which Swift style reserves for types.
enum TypeNameText {
    static func of(_ expression: ExprSyntax) -> String? {
        if let name = expression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
            name.baseName.text.first?.isUppercase == true
        {
            return name.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = of(base),
            member.declName.argumentNames == nil, member.declName.baseName.text.first?.isUppercase == true
        {
            return outer + "." + member.declName.baseName.text
        }
        return nil
    }
}
