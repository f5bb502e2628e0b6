import SwiftSyntax

/// Applies ``UIKitRenames`` to names, member accesses, calls and overriding declarations.
enum RenameRewriting {
    /// A type or value name from the table, as its replacement token (same trivia).
    static func renamed(_ token: TokenSyntax) -> TokenSyntax? {
        guard let replacement = UIKitRenames.names[token.text] else { return nil }
        return token.with(\.tokenKind, .identifier(replacement))
    }

    /// `.UIKeyboardWillShow` and `NSNotification.Name.UIKeyboardWillShow` as today's notification name;
    /// a renamed property (`vc.childViewControllers`) under its new name.
    static func rewrite(member: MemberAccessExprSyntax) -> ExprSyntax? {
        let name = member.declName.baseName.text
        if let replacement = UIKitRenames.notificationNames[name],
            member.base == nil || ["NSNotification.Name", "Notification.Name"].contains(member.base?.trimmedDescription ?? "")
        {
            return SourceText.expression(replacement).withTrivia(of: member)
        }
        if let replacement = UIKitRenames.properties[name], member.declName.argumentNames == nil {
            let token = member.declName.baseName.with(\.tokenKind, .identifier(replacement))
            return ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, token)))
        }
        return nil
    }

    /// A call of a renamed method with its old labels, under the new name and labels.
    static func rewrite(methodCall call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let labels = call.arguments.map { $0.label?.text }
        guard call.trailingClosure == nil,
            let rename = UIKitRenames.methods.first(where: { $0.labels == labels && $0.name == CallShape(call).name })
        else { return call }
        var result = call
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let token = member.declName.baseName.with(\.tokenKind, .identifier(rename.newName))
            result.calledExpression = ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, token)))
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            result.calledExpression = ExprSyntax(
                reference.with(\.baseName, reference.baseName.with(\.tokenKind, .identifier(rename.newName))))
        }
        var arguments: [LabeledExprSyntax] = []
        for (argument, label) in zip(call.arguments, rename.newLabels) {
            if let label {
                arguments.append(argument.with(\.label, .identifier(label)).with(\.colon, .colonToken(trailingTrivia: .space)))
            } else {
                arguments.append(argument.with(\.label, nil).with(\.colon, nil))
            }
        }
        result.arguments = LabeledExprListSyntax(arguments)
        return result
    }

    /// An override of a renamed method (`override func didMove(toParentViewController parent:)`)
    /// under the new name and labels, keeping the parameter names the body uses.
    static func rewrite(declaration function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        let parameters = function.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        guard let rename = UIKitRenames.methods.first(where: { $0.name == function.name.text && $0.labels == labels }) else {
            return function
        }
        var renamed: [FunctionParameterSyntax] = []
        for (parameter, label) in zip(parameters, rename.newLabels) {
            // The old label doubled as the parameter name when there was no second name.
            let internalName = parameter.secondName ?? parameter.firstName.with(\.leadingTrivia, .space)
            renamed.append(
                parameter
                    .with(\.firstName, .identifier(label ?? "_", leadingTrivia: parameter.firstName.leadingTrivia))
                    .with(\.secondName, internalName.with(\.leadingTrivia, .space).with(\.trailingTrivia, [])))
        }
        var signature = function.signature
        signature.parameterClause.parameters = FunctionParameterListSyntax(renamed)
        return function.with(\.name, function.name.with(\.tokenKind, .identifier(rename.newName))).with(\.signature, signature)
    }

    /// `UIEdgeInsetsMake(…)` and the other free functions of ``UIKitRenames/functions`` in today's spelling.
    static func rewrite(
        functionCall call: FunctionCallExprSyntax, original: FunctionCallExprSyntax,
        log: FindingLog
    ) -> ExprSyntax? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let template = UIKitRenames.functions[reference.baseName.text]
        else { return nil }
        let values = call.arguments.map(\.expression)
        let placeholders = (0..<10).filter { template.contains("$\($0)") }.count
        guard values.count == placeholders, call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }) else {
            log.report(
                "`\(reference.baseName.text)` called with \(values.count) arguments: "
                    + "expected the \(placeholders) of its C form; rewrite it by hand", at: original)
            return nil
        }
        var text = template
        for (index, value) in values.enumerated().reversed() {
            let isReceiver = template.hasPrefix("$\(index).")
            text = text.replacing("$\(index)", with: isReceiver ? receiverText(value) : value.trimmedDescription)
        }
        return SourceText.expression(text).withTrivia(of: call)
    }

    /// `constraint.priority = 750`: since Swift 4 a priority is a `UILayoutPriority`, not a number.
    static func rewrite(sequence: SequenceExprSyntax) -> SequenceExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            (elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text) == "priority",
            elements[2].is(IntegerLiteralExprSyntax.self) || elements[2].is(FloatLiteralExprSyntax.self)
        else { return nil }
        let priority = SourceText.expression("UILayoutPriority(rawValue: \(elements[2].trimmedDescription))")
        return sequence.with(\.elements, ExprListSyntax([elements[0], elements[1], priority.withTrivia(of: elements[2])]))
    }

    /// `UIApplicationMain(…)` and `@UIApplicationMain` start an iOS app, which Interlude does not.
    static let applicationMainReason =
        "`UIApplicationMain` starts an iOS application; Interlude has none: "
        + "create a UIWindow and its root view controller yourself (see the README)"

    /// An expression placed before `.member`: parenthesized unless it is already a postfix expression.
    private static func receiverText(_ expression: ExprSyntax) -> String {
        let postfix =
            expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(TupleExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self)
        return postfix ? expression.trimmedDescription : "(\(expression.trimmedDescription))"
    }
}
