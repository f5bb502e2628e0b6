import SwiftSyntax

/// Target–action pairs written with an Objective-C selector, in Interlude's spelling.
///
/// Interlude takes an unapplied method reference where UIKit takes a selector:
/// `UITapGestureRecognizer(target: self, action: Cover.dismissView)`,
/// `button.addTarget(self, action: Player.play, for: .touchUpInside)`,
/// `CADisplayLink(target: self, selector: Ticker.step)`. The type is the one the selector names, or
/// the type around the call when the target is `self`. When the target is another object and the
/// selector does not name its type, the pair becomes a closure calling the method on the target, held
/// weakly as UIKit holds targets.
enum TargetActionRewriting {
    private enum Kind {
        case control, recognizer, removal, barButtonItem, displayLink
        case recognizerInitializer(className: String)
    }

    /// The rewritten call, or nil when `original` is not a target–action call with a selector.
    /// Reports what it cannot convert and then returns `current` unchanged.
    static func rewrite(
        original: FunctionCallExprSyntax, current: FunctionCallExprSyntax,
        context: PortContext
    ) -> ExprSyntax? {
        let shape = CallShape(original)
        guard let (kind, targetIndex, actionIndex) = match(shape) else { return nil }
        let action = original.argument(at: actionIndex).expression
        guard SelectorReference.isSelector(action) else { return nil }
        let log = context.log
        if case .removal = kind {
            log.report(
                "removeTarget with a selector: Interlude names a pair by the value addTarget returns; "
                    + "this now removes every action of the target for these events", at: original)
            return ExprSyntax(current.replacingArgument(at: actionIndex, with: SourceText.expression("nil")))
        }
        guard let selector = SelectorReference(action) else {
            log.report(
                "selector `\(action.trimmedDescription)` names no method this tool can read; "
                    + "pass a method reference (`Type.method`) or a closure", at: action)
            return ExprSyntax(current)
        }
        let target = original.argument(at: targetIndex).expression
        if target.is(NilLiteralExprSyntax.self) {
            log.report(
                "target nil sends `\(selector.baseName)` up the responder chain, which Interlude does not do; "
                    + "name the object that handles it", at: original)
            return ExprSyntax(current)
        }
        let enclosingType = EnclosingType.name(of: original)

        // A method reference: the target is `self`, or the selector names the method's type.
        if target.isSelf || selector.typeName != nil {
            guard let typeName = selector.typeName ?? enclosingType else {
                log.report("`#selector(\(selector.spelledName))` outside a type: pass a closure instead", at: action)
                return ExprSyntax(current)
            }
            var method = selector
            if method.labels == nil, let arity = method.colonCount {
                method.labels =
                    context.methods.labels(of: method.baseName, in: typeName, arity: arity)
                    ?? Array(repeating: nil, count: arity)
            }
            let reference = SourceText.expression("\(typeName).\(method.spelledName)")
            return ExprSyntax(current.replacingArgument(at: actionIndex, with: reference))
        }

        // A closure calling the method on another target.
        let labels =
            selector.labels
            ?? enclosingType.flatMap {
                context.methods.labels(of: selector.baseName, in: $0, arity: selector.colonCount)
            }
        guard let labels else {
            log.report(
                "cannot tell which arguments `\(selector.baseName)` takes (it is not declared in this file); "
                    + "write the action as a closure", at: action)
            return ExprSyntax(current)
        }
        let targetText = current.argument(at: targetIndex).expression.trimmedDescription
        let capture = "[weak target = \(targetText)]"
        func call(passing value: String) -> String {
            "target?.\(selector.baseName)(\(ArgumentText.of(labels: labels, values: Array(repeating: value, count: labels.count))))"
        }
        let text: String
        switch kind {
        case .control:
            guard labels.isEmpty, let eventsIndex = shape.index(of: "for") else {
                log.report(
                    "the action `\(selector.spelledName)` takes the sender and its target is not `self`: "
                        + "write `\(shape.receiverPrefix)addAction(UIAction { … }, for: …)` by hand", at: original)
                return ExprSyntax(current)
            }
            let events = current.argument(at: eventsIndex).expression.trimmedDescription
            text = "\(shape.receiverPrefix)addAction(UIAction { \(capture) _ in \(call(passing: "")) }, for: \(events))"
        case .recognizer:
            guard labels.count <= 1 else { return tooManyArguments(selector, original, log, current) }
            let parameter = labels.isEmpty ? "_" : "recognizer"
            text = "\(shape.receiverPrefix)addAction { \(capture) \(parameter) in \(call(passing: "recognizer")) }"
        case let .recognizerInitializer(className):
            guard labels.count <= 1, shape.labels.count == 2 else { return tooManyArguments(selector, original, log, current) }
            let parameter = labels.isEmpty ? "_" : "recognizer"
            let value = className == "UIGestureRecognizer" ? "recognizer" : "recognizer as! \(className)"
            text =
                "\(current.calledExpression.trimmedDescription)(handler: { \(capture) \(parameter) in \(call(passing: value)) })"
        case .displayLink:
            guard labels.count <= 1, shape.labels.count == 2 else { return tooManyArguments(selector, original, log, current) }
            let parameter = labels.isEmpty ? "_" : "link"
            text =
                "\(current.calledExpression.trimmedDescription)(handler: { \(capture) \(parameter) in \(call(passing: "link")) })"
        case .barButtonItem, .removal:
            log.report(
                "bar button item whose target is not `self`: pass `target: self` and a method reference, "
                    + "or set the item's action to a closure", at: original)
            return ExprSyntax(current)
        }
        return SourceText.expression(text).withTrivia(of: current)
    }

    private static func tooManyArguments(
        _ selector: SelectorReference, _ original: FunctionCallExprSyntax,
        _ log: FindingLog, _ current: FunctionCallExprSyntax
    ) -> ExprSyntax {
        log.report(
            "the action `\(selector.spelledName)` takes more than the sender and its target is not `self`: "
                + "write the closure by hand", at: original)
        return ExprSyntax(current)
    }

    /// Which target–action call `shape` is, with the positions of its target and its selector.
    private static func match(_ shape: CallShape) -> (Kind, target: Int, action: Int)? {
        guard let name = shape.name else { return nil }
        let labels = shape.labels
        if name == "addTarget" || name == "removeTarget", labels.count >= 2, labels[0] == nil, labels[1] == "action" {
            if name == "removeTarget" { return (.removal, 0, 1) }
            return (labels.contains("for") ? .control : .recognizer, 0, 1)
        }
        guard let target = shape.index(of: "target") else { return nil }
        if name == "CADisplayLink", let selector = shape.index(of: "selector") { return (.displayLink, target, selector) }
        guard let action = shape.index(of: "action") else { return nil }
        if name == "UIBarButtonItem" { return (.barButtonItem, target, action) }
        if name.hasSuffix("GestureRecognizer") || name.hasSuffix("Recognizer") {
            return (.recognizerInitializer(className: name), target, action)
        }
        return nil
    }
}
