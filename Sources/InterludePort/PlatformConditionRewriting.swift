import SwiftParser
import SwiftSyntax

/// `#if os(iOS)`: libraries guard whole files with it, which makes them empty on Linux although
/// Interlude provides `UIKit` there. Each `os(iOS)` in a compilation condition becomes
/// `(os(iOS) || canImport(UIKit))` — the same on iOS, true with Interlude, false elsewhere.
/// A condition that already mentions `canImport(UIKit)` is left alone, so porting twice changes nothing.
enum PlatformConditionRewriting {
    /// The condition with its `os(iOS)` tests widened; nil when there is nothing to change.
    static func rewrite(_ condition: ExprSyntax) -> ExprSyntax? {
        guard !condition.trimmedDescription.contains("canImport(UIKit)") else { return nil }
        let rewriter = Widening()
        let rewritten = rewriter.rewrite(condition).cast(ExprSyntax.self)
        return rewriter.changed ? rewritten : nil
    }

    private final class Widening: SyntaxRewriter {
        var changed = false

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard node.calledExpression.trimmedDescription == "os",
                node.arguments.count == 1, node.arguments.first?.expression.trimmedDescription == "iOS"
            else { return super.visit(node) }
            changed = true
            var parser = Parser("(os(iOS) || canImport(UIKit))")
            return ExprSyntax.parse(from: &parser)
                .with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
    }
}
