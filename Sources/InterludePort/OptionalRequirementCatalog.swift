import SwiftSyntax

/// The `@objc optional` requirements declared in the protocols of the files being ported.
///
/// Swift without Objective-C has no optional requirements: each becomes a plain requirement with a
/// default implementation in an extension, and its call sites `delegate?.method?(x)` become plain
/// calls. Only names collected here are rewritten at call sites, so a method of the same name on an
/// unrelated type is left alone unless a ported protocol declares it optional.
struct OptionalRequirementCatalog {
    /// Requirement names by protocol name (unqualified, as `#selector(Protocol.method)` writes it).
    private(set) var namesByProtocol: [String: Set<String>] = [:]
    /// Every optional method requirement's name.
    private(set) var methodNames: Set<String> = []
    /// By protocol name, the optional property requirements that become optional-typed
    /// (``OptionalRequirement/becomesOptionalType(_:)``): their conformers' declarations follow.
    private(set) var optionalTypedProperties: [String: Set<String>] = [:]

    init(_ trees: [SourceFileSyntax]) {
        final class Collector: SyntaxVisitor {
            var catalog = OptionalRequirementCatalog()
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                for member in node.memberBlock.members where OptionalRequirement.isOptional(member.decl) {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        catalog.methodNames.insert(function.name.text)
                        catalog.namesByProtocol[node.name.text, default: []].insert(function.name.text)
                    } else if let name = OptionalRequirement.propertyName(member.decl) {
                        catalog.namesByProtocol[node.name.text, default: []].insert(name)
                        if OptionalRequirement.becomesOptionalType(member.decl) {
                            catalog.optionalTypedProperties[node.name.text, default: []].insert(name)
                        }
                    }
                }
                return .skipChildren
            }
        }
        for tree in trees {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for (name, members) in collector.catalog.namesByProtocol { namesByProtocol[name, default: []].formUnion(members) }
            methodNames.formUnion(collector.catalog.methodNames)
            for (name, members) in collector.catalog.optionalTypedProperties {
                optionalTypedProperties[name, default: []].formUnion(members)
            }
        }
    }

    private init() {}

    /// Whether `selector` names an optional requirement (of its protocol, when it names one).
    func contains(_ selector: SelectorReference) -> Bool {
        if let type = selector.typeName {
            let protocolName = type.split(separator: ".").last.map(String.init) ?? type
            return namesByProtocol[protocolName]?.contains(selector.baseName) ?? false
        }
        return methodNames.contains(selector.baseName)
    }
}

extension OptionalRequirementCatalog {
    /// `delegate?.method?(x)` and `delegate!.method!(x)` as plain calls (`delegate?.method(x)`) when
    /// `method` is an optional requirement of a ported protocol or of UIKit's; other calls unchanged.
    func plainCall(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let inner: ExprSyntax
        let trailing: Trivia
        if let chain = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            (inner, trailing) = (chain.expression, chain.questionMark.trailingTrivia)
        } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            (inner, trailing) = (forced.expression, forced.exclamationMark.trailingTrivia)
        } else {
            return call
        }
        let name =
            inner.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? inner.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, methodNames.contains(name) || UIKitOptionalRequirements.methodNames.contains(name) else { return call }
        return call.with(\.calledExpression, inner.with(\.trailingTrivia, trailing))
    }
}
