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

/// One optional requirement and the default implementation that replaces its optionality.
enum OptionalRequirement {
    /// Whether the member is declared with the `optional` modifier.
    static func isOptional(_ decl: DeclSyntax) -> Bool {
        guard let modified = decl.asProtocol(WithModifiersSyntax.self) else { return false }
        return modified.modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }

    /// The name of a property requirement (`var title: String { get }`).
    static func propertyName(_ decl: DeclSyntax) -> String? {
        decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// What the default implementation of a requirement returns.
    enum Default {
        /// The member's source (one line), and whether the reader must check callers because "not
        /// implemented" and the default value no longer read the same.
        case implementation(String, changesMeaning: Bool, value: String)
        /// No default can be written; the reason says why.
        case none(String)
    }

    /// The default implementation of `decl` (already without `optional` and Objective-C attributes).
    static func defaultImplementation(of decl: DeclSyntax) -> Default {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let returnType = function.signature.returnClause?.type
            let value: String
            var changesMeaning = false
            if NeutralValue.isVoid(returnType) {
                value = ""
            } else if let returnType, NeutralValue.isOptional(returnType) {
                value = "nil"
            } else if let returnType, let neutral = NeutralValue.of(returnType) {
                value = neutral
                changesMeaning = true
            } else {
                return .none("returns `\(returnType?.trimmedDescription ?? "")`, which has no neutral value")
            }
            let signature = function.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
            return .implementation(signature + (value.isEmpty ? " {}" : " { \(value) }"), changesMeaning: changesMeaning, value: value)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type {
            if case let .accessors(accessors)? = binding.accessorBlock?.accessors,
               accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
                return .none("is settable, and a default implementation cannot store a value")
            }
            let value: String
            var changesMeaning = false
            if NeutralValue.isOptional(type) {
                value = "nil"
            } else if let neutral = NeutralValue.of(type) {
                value = neutral
                changesMeaning = true
            } else {
                return .none("is a `\(type.trimmedDescription)`, which has no neutral value")
            }
            let declaration = variable.with(\.leadingTrivia, [])
                .with(\.bindings, [binding.with(\.accessorBlock, nil)]).trimmedDescription
            return .implementation(declaration + " { \(value) }", changesMeaning: changesMeaning, value: value)
        }
        return .none("is not a method or a read-only property")
    }
}

extension OptionalRequirementCatalog {
    /// `delegate?.method?(x)` and `delegate!.method!(x)` as plain calls (`delegate?.method(x)`) when
    /// `method` is an optional requirement of a ported protocol; other calls unchanged.
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
        let name = inner.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? inner.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, methodNames.contains(name) else { return call }
        return call.with(\.calledExpression, inner.with(\.trailingTrivia, trailing))
    }
}
