import SwiftSyntax

/// The method an Objective-C selector names: `#selector(Type.method(_:))`, `#selector(method)`,
/// `#selector(self.method)` or the older string form `Selector("method:")`.
struct SelectorReference: Equatable {
    /// The type written before the method (`Type` in `#selector(Type.method)`), nil when unqualified.
    var typeName: String?
    /// The method's base name.
    var baseName: String
    /// The argument labels when the selector spells them (`nil` entries are `_`); nil for a bare name.
    var labels: [String?]?
    /// For the string form: how many arguments the selector's colons say the method takes.
    var colonCount: Int?

    /// The method as an unapplied reference's name: `method`, `method(_:)`, `method(_:with:)`.
    var spelledName: String {
        guard let labels, !labels.isEmpty else { return baseName }
        return baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Reads a selector expression; nil when `expression` is not one this tool can convert (a
    /// `getter:`/`setter:` selector, a selector held in a variable, a computed string).
    init?(_ expression: ExprSyntax) {
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
            guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil,
                let reference = Self.methodReference(argument.expression)
            else { return nil }
            self = reference
        } else if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector",
            call.arguments.count == 1, let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            let text = literal.plainText
        {
            let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
            guard let base = pieces.first, !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return nil
            }
            baseName = String(base)
            colonCount = pieces.count - 1
            // `name` is a method without arguments; `name:` and longer leave the labels to the declaration.
            labels = colonCount == 0 ? [] : nil
        } else {
            return nil
        }
    }

    /// Whether `expression` is a selector at all (`#selector(…)` or `Selector(…)`), convertible or not.
    static func isSelector(_ expression: ExprSyntax) -> Bool {
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector"
        }
        return false
    }

    private init(typeName: String?, baseName: String, labels: [String?]?) {
        self.typeName = typeName
        self.baseName = baseName
        self.labels = labels
    }

    private static func methodReference(_ expression: ExprSyntax) -> SelectorReference? {
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return SelectorReference(typeName: nil, baseName: name.baseName.text, labels: labels(of: name))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return SelectorReference(typeName: nil, baseName: name.baseName.text, labels: labels(of: name))
        }
        guard let typeName = TypeNameText.of(base) else { return nil }
        return SelectorReference(typeName: typeName, baseName: name.baseName.text, labels: labels(of: name))
    }

    private static func labels(of name: DeclReferenceExprSyntax) -> [String?]? {
        guard let arguments = name.argumentNames else { return nil }
        return arguments.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text when it has no interpolation or escape.
    var plainText: String? {
        var text = ""
        for segment in segments {
            guard let piece = segment.as(StringSegmentSyntax.self), !piece.content.text.contains("\\") else { return nil }
            text += piece.content.text
        }
        return text
    }
}
