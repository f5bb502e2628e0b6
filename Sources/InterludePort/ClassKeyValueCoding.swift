import SwiftSyntax

/// Key-value coding sent to a class: `UIApplication.value(forKeyPath: "shared")`. Objective-C finds
/// the key among the class's methods at run time (code does this to reach `UIApplication.shared`
/// where app extensions may not name it); Swift on Linux has no such lookup and no extensions, so
/// the call becomes the class property it names, `UIApplication.shared`, reported for review. A
/// cast right after it (`as? UIApplication`) becomes the plain cast of the typed value
/// (`as UIApplication?`), so it neither warns nor hides a wrong type.
enum ClassKeyValueCoding {
    /// Objective-C accessor names of common singletons, by their Swift names.
    static let swiftNames = [
        "sharedApplication": "shared", "mainScreen": "main", "currentDevice": "current",
        "defaultCenter": "default", "standardUserDefaults": "standard", "mainBundle": "main",
    ]

    /// A class-level `value(forKey:)` / `value(forKeyPath:)` with a literal key: the class and the
    /// properties the key names, in Swift.
    struct Access {
        let typeName: String
        let properties: [String]

        var swiftText: String { ([typeName] + properties).joined(separator: ".") }
    }

    /// The access `call` makes, or nil when it is not class-level key-value coding with a literal key.
    static func access(of call: FunctionCallExprSyntax) -> Access? {
        let shape = CallShape(call)
        guard shape.name == "value", shape.labels == ["forKeyPath"] || shape.labels == ["forKey"],
            call.trailingClosure == nil, let receiver = shape.receiver, let typeName = TypeNameText.of(receiver),
            let key = literalKey(call.argument(at: 0).expression)
        else { return nil }
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard shape.labels == ["forKeyPath"] || components.count == 1, components.allSatisfy(isIdentifier) else { return nil }
        return Access(typeName: typeName, properties: components.map { swiftNames[$0] ?? $0 })
    }

    /// The call as the property access it stands for, reported; nil when `original` is not one.
    static func rewrite(original: FunctionCallExprSyntax, current: FunctionCallExprSyntax, context: PortContext) -> ExprSyntax? {
        guard let access = access(of: original) else { return nil }
        context.log.report(
            "key-value coding on the class `\(access.typeName)` needs the Objective-C runtime: now "
                + "`\(access.swiftText)`, a typed value instead of `Any?`", at: original)
        return SourceText.expression(access.swiftText).withTrivia(of: current)
    }

    /// `UIApplication.value(forKeyPath: "shared") as? UIApplication` → `… as UIApplication?` (and
    /// `as!` → `as`), matched on the original sequence; nil when it holds no such cast.
    static func rewrite(sequence current: SequenceExprSyntax, original: SequenceExprSyntax) -> SequenceExprSyntax? {
        let originals = Array(original.elements)
        var elements = Array(current.elements)
        guard originals.count == elements.count else { return nil }
        var changed = false
        for index in originals.indices.dropLast(2) {
            guard let call = originals[index].as(FunctionCallExprSyntax.self), access(of: call) != nil,
                let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self), let mark = cast.questionOrExclamationMark,
                let typeExpression = elements[index + 2].as(TypeExprSyntax.self),
                typeExpression.type.is(IdentifierTypeSyntax.self) || typeExpression.type.is(MemberTypeSyntax.self)
            else { continue }
            let plainCast = cast.with(\.questionOrExclamationMark, nil).with(\.asKeyword.trailingTrivia, mark.trailingTrivia)
            elements[index + 1] = ExprSyntax(plainCast)
            if mark.tokenKind == .postfixQuestionMark {
                let type = typeExpression.type
                let optional = OptionalTypeSyntax(
                    wrappedType: type.with(\.trailingTrivia, []),
                    questionMark: .postfixQuestionMarkToken(trailingTrivia: type.trailingTrivia))
                elements[index + 2] = ExprSyntax(typeExpression.with(\.type, TypeSyntax(optional)))
            }
            changed = true
        }
        return changed ? current.with(\.elements, ExprListSyntax(elements)) : nil
    }

    /// The text of a plain string literal or of a `#keyPath(…)`.
    private static func literalKey(_ expression: ExprSyntax) -> String? {
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath" {
            return KeyPathText.of(macro)
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
