import SwiftSyntax

/// The parts of a call the rewrites match on: `receiver.name(label: …)`.
struct CallShape {
    /// The called name: `addTarget` in `button.addTarget(…)`, `UITapGestureRecognizer` in an
    /// initializer call, written `UITapGestureRecognizer(…)` or `UITapGestureRecognizer.init(…)`.
    let name: String?
    /// What the method is called on (`button` in `button.addTarget(…)`), nil for a bare name.
    let receiver: ExprSyntax?
    /// The argument labels in order (nil for an unlabeled argument).
    let labels: [String?]

    init(_ call: FunctionCallExprSyntax) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.`init`),
            let type = member.base.flatMap(TypeNameText.of)
        {
            name = type.split(separator: ".").last.map(String.init)
            receiver = nil
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            receiver = nil
        } else {
            name = nil
            receiver = nil
        }
        labels = call.arguments.map { $0.label?.text }
    }

    /// The position of the argument labeled `label`.
    func index(of label: String) -> Int? { labels.firstIndex(of: label) }

    /// The receiver as source with its period (`button.`), or nothing for a bare call.
    var receiverPrefix: String {
        guard let receiver else { return "" }
        return receiver.trimmedDescription + "."
    }
}

extension FunctionCallExprSyntax {
    /// The argument at `index` (the call's arguments are a list without integer subscripts).
    func argument(at index: Int) -> LabeledExprSyntax {
        arguments[arguments.index(arguments.startIndex, offsetBy: index)]
    }

    /// The call with the expression of the argument at `index` replaced (its spacing kept).
    func replacingArgument(at index: Int, with expression: ExprSyntax) -> FunctionCallExprSyntax {
        let position = arguments.index(arguments.startIndex, offsetBy: index)
        var arguments = self.arguments
        let old = arguments[position]
        arguments[position] = old.with(\.expression, expression.withTrivia(of: old.expression))
        return with(\.arguments, arguments)
    }
}

extension ExprSyntax {
    /// Whether the expression is `self`.
    var isSelf: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
}

/// The argument list of a call written from labels: `recognizer`, `sender: recognizer`.
enum ArgumentText {
    static func of(labels: [String?], values: [String]) -> String {
        zip(labels, values).map { label, value in label.map { "\($0): \(value)" } ?? value }.joined(separator: ", ")
    }
}
