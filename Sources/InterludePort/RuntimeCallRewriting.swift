import SwiftSyntax

/// Calls into the Objective-C runtime: `responds(to:)` and `perform(_:)` become plain Swift where the
/// selector says enough; the rest are reported.
enum RuntimeCallRewriting {
    /// Runtime functions with no equivalent without Objective-C (swizzling, messaging by name).
    static let unavailableFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "method_getImplementation",
        "class_getInstanceMethod", "class_getClassMethod", "class_addMethod", "class_replaceMethod",
        "class_copyMethodList", "class_copyPropertyList", "class_getInstanceVariable", "objc_getClass",
        "objc_msgSend", "sel_registerName", "sel_getName", "NSSelectorFromString", "NSStringFromSelector",
        "imp_implementationWithBlock", "object_setClass",
    ]

    /// `perform` variants that schedule the call or move it to another thread.
    private static let schedulingLabels: Set<String> = ["afterDelay", "on", "waitUntilDone", "inModes"]

    /// The rewritten call, or nil when `original` is not a runtime call. Reports what it cannot convert
    /// and then returns `current` unchanged.
    static func rewrite(
        original: FunctionCallExprSyntax, current: FunctionCallExprSyntax,
        context: PortContext
    ) -> ExprSyntax? {
        let shape = CallShape(original)
        guard let name = shape.name else { return nil }
        let log = context.log
        if shape.receiver == nil, unavailableFunctions.contains(name) {
            log.report(
                "`\(name)` is an Objective-C runtime function, which Swift on Linux does not have; "
                    + "replace it (swizzling: subclass or wrap the type)", at: original)
            return ExprSyntax(current)
        }
        if name == "responds", shape.labels == ["to"] {
            return respondsTo(original: original, current: current, shape: shape, context: context)
        }
        if name == "perform", shape.labels.first == .some(nil),
            SelectorReference.isSelector(original.argument(at: 0).expression)
        {
            return perform(original: original, current: current, shape: shape, context: context)
        }
        if name == "performSelector" || name == "cancelPreviousPerformRequests" {
            log.report(
                "`\(name)` needs the Objective-C runtime: call the method directly, "
                    + "or schedule a closure on the main queue", at: original)
            return ExprSyntax(current)
        }
        return nil
    }

    /// `x.responds(to: #selector(P.method))` for an optional requirement of a ported protocol: the
    /// protocol's extension now gives every conformer `method`, so the answer is always yes.
    private static func respondsTo(
        original: FunctionCallExprSyntax, current: FunctionCallExprSyntax,
        shape: CallShape, context: PortContext
    ) -> ExprSyntax {
        let argument = original.argument(at: 0).expression
        guard let selector = SelectorReference(argument),
            context.catalog.contains(selector) || namesUIKitMember(selector)
        else {
            context.log.report(
                "responds(to:) needs the Objective-C runtime: test a conformance "
                    + "(`as? SomeProtocol`) or call the method directly", at: original)
            return ExprSyntax(current)
        }
        if context.catalog.contains(selector) {
            context.log.report(
                "responds(to:) for the optional requirement `\(selector.baseName)` is now always true "
                    + "(the protocol's extension implements it); check the branch taken when it was not implemented",
                at: original)
        } else {
            context.log.report(
                "responds(to:) for `\(selector.typeName ?? "").\(selector.spelledName)` is now always true "
                    + "(a required member of UIKit's protocol, which every conformer has)", at: original)
        }
        let replacement: ExprSyntax
        if let member = current.calledExpression.as(MemberAccessExprSyntax.self),
            let chained = member.base?.as(OptionalChainingExprSyntax.self)
        {
            replacement = SourceText.expression("(\(chained.expression.trimmedDescription) != nil)")
        } else {
            replacement = SourceText.expression("true")
        }
        return replacement.withTrivia(of: current)
    }

    /// UIKit's and Core Animation's protocols whose every requirement is required: a value typed by
    /// one of them always responds to its members (code asks to support iOS versions older than the
    /// member; Interlude has all it declares). A class's member proves nothing: the receiver may be
    /// another class.
    private static let protocolsWithRequiredMembers: Set<String> = [
        "UIViewControllerContextTransitioning", "UIViewControllerTransitionCoordinator",
        "UIViewControllerTransitionCoordinatorContext", "UIViewAnimating", "UIContentContainer",
        "UITraitEnvironment", "UICoordinateSpace", "UILayoutSupport", "UITimingCurveProvider", "CAMediaTiming",
    ]

    /// Whether the selector names a member of one of `protocolsWithRequiredMembers`.
    private static func namesUIKitMember(_ selector: SelectorReference) -> Bool {
        guard let type = selector.typeName else { return false }
        return protocolsWithRequiredMembers.contains(type.split(separator: ".").last.map(String.init) ?? type)
    }

    /// `x.perform(#selector(method), with: a)` as the call `x.method(a)`, when its result is unused.
    private static func perform(
        original: FunctionCallExprSyntax, current: FunctionCallExprSyntax,
        shape: CallShape, context: PortContext
    ) -> ExprSyntax {
        let log = context.log
        let argument = original.argument(at: 0).expression
        let extra = shape.labels.dropFirst()
        if extra.contains(where: { $0.map(schedulingLabels.contains) ?? false }) {
            log.report(
                "perform(_:…afterDelay/on thread…) needs the Objective-C runtime: schedule the call "
                    + "on the window clock or a dispatch queue", at: original)
            return ExprSyntax(current)
        }
        guard extra.allSatisfy({ $0 == "with" }), let selector = SelectorReference(argument) else {
            log.report("perform(_:) with `\(argument.trimmedDescription)`: call the method directly", at: original)
            return ExprSyntax(current)
        }
        guard isStatement(original) else {
            log.report(
                "perform(_:) whose result is used: call `\(selector.spelledName)` directly and use its result",
                at: original)
            return ExprSyntax(current)
        }
        let arity = extra.count
        var labels = selector.labels
        if labels == nil {
            if arity == 0 {
                labels = []
            } else if let type = selector.typeName ?? (shape.receiver?.isSelf ?? true ? EnclosingType.name(of: original) : nil) {
                labels = context.methods.labels(of: selector.baseName, in: type, arity: arity)
            }
        }
        guard let labels, labels.count == arity else {
            log.report(
                "perform(_:with:) of `\(selector.spelledName)`: cannot tell its argument labels; "
                    + "call the method directly", at: original)
            return ExprSyntax(current)
        }
        let values = (0..<arity).map { current.argument(at: $0 + 1).expression.trimmedDescription }
        let text = "\(shape.receiverPrefix)\(selector.baseName)(\(ArgumentText.of(labels: labels, values: values)))"
        return SourceText.expression(text).withTrivia(of: current)
    }

    /// Whether the call stands alone (or is assigned to `_`), so its value is not used.
    static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
        guard let parent = call.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self), list.count == 3,
            list.first?.is(DiscardAssignmentExprSyntax.self) == true, list.last?.id == call.id
        {
            return list.parent?.parent?.is(CodeBlockItemSyntax.self) ?? false
        }
        return false
    }

    /// A leftover selector (not part of a call this tool converts): reported, never removed.
    static func reportSelector(_ expression: ExprSyntax, in call: FunctionCallExprSyntax?, context: PortContext) {
        let shape = call.map(CallShape.init)
        let reason: String
        switch shape?.name {
        case "addObserver":
            reason = NotificationObserverRewriting.unconvertedReason
        case "scheduledTimer", "Timer":
            reason = "timer with a selector: use Timer(timeInterval:repeats:block:), or a CADisplayLink for animation"
        default:
            reason =
                "Objective-C selector `\(expression.trimmedDescription)` has no equivalent here: "
                + "pass a method reference (`Type.method`) or a closure"
        }
        context.log.report(reason, at: expression)
    }
}
