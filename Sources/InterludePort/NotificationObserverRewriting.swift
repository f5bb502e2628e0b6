import SwiftSyntax

/// `center.addObserver(observer, selector: #selector(method), name: n, object: o)` as the closure
/// form Foundation has on Linux:
/// `_ = center.addObserver(forName: n, object: o, queue: nil) { [weak observer] notification in … }`.
///
/// The closure holds the observer weakly and calls the method on the posting (main) thread, as the
/// selector form did. What changes is removal: `removeObserver(observer)` no longer removes it (it
/// stops calling once the observer is freed), which the finding says.
enum NotificationObserverRewriting {
    /// The finding for an observer registration left as written.
    static let unconvertedReason =
        "notification observer with a selector: use addObserver(forName:object:queue:using:) and keep the token it returns"

    /// The rewritten call, or nil when `original` is not a selector-based observer registration.
    /// Reports what it cannot convert and then returns `current` unchanged.
    static func rewrite(
        original: FunctionCallExprSyntax, current: FunctionCallExprSyntax,
        context: PortContext
    ) -> ExprSyntax? {
        let shape = CallShape(original)
        guard shape.name == "addObserver", shape.labels == [nil, "selector", "name", "object"],
            SelectorReference.isSelector(original.argument(at: 1).expression)
        else { return nil }
        let log = context.log
        let observer = original.argument(at: 0).expression
        guard let selector = SelectorReference(original.argument(at: 1).expression), selector.colonCount ?? 0 <= 1,
            RuntimeCallRewriting.isStatement(original)
        else {
            log.report(unconvertedReason, at: original)
            return ExprSyntax(current)
        }
        let type = selector.typeName ?? (observer.isSelf ? EnclosingType.name(of: original) : nil)
        let labels =
            selector.labels
            ?? type.flatMap { type in
                context.methods.labels(of: selector.baseName, in: type, arity: selector.colonCount)
                    ?? context.methods.labels(of: selector.baseName, in: type)
            }
        guard let labels, labels.count <= 1 else {
            log.report(
                "notification observer with a selector: cannot tell which arguments `\(selector.baseName)` takes "
                    + "(it is not declared in this file); use addObserver(forName:object:queue:using:)", at: original)
            return ExprSyntax(current)
        }
        let observerText = current.argument(at: 0).expression.trimmedDescription
        let (capture, receiver) = observer.isSelf ? ("[weak self]", "self") : ("[weak observer = \(observerText)]", "observer")
        let parameter = labels.isEmpty ? "_" : "notification"
        let arguments = ArgumentText.of(labels: labels, values: labels.map { _ in "notification" })
        let name = current.argument(at: 2).expression.trimmedDescription
        let object = current.argument(at: 3).expression.trimmedDescription
        let text =
            "_ = \(shape.receiverPrefix)addObserver(forName: \(name), object: \(object), queue: nil) { "
            + "\(capture) \(parameter) in MainActor.assumeIsolated { \(receiver)?.\(selector.baseName)(\(arguments)) } }"
        log.report(
            "notification observer with a selector is now a closure holding `\(observerText)` weakly: "
                + "removeObserver(\(observerText)) no longer removes it (it stops when the observer is freed)",
            at: original)
        return SourceText.expression(text).withTrivia(of: current)
    }
}
