import SwiftSyntax

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

    /// Whether `decl` is a read-only property requirement whose type is neither optional nor has a
    /// neutral value (`var scrollView: UIScrollView { get }`): read through the protocol on iOS it
    /// was `UIScrollView?`, nil when not implemented, so it becomes exactly that.
    static func becomesOptionalType(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let type = binding.typeAnnotation?.type,
            !NeutralValue.isOptional(type), NeutralValue.of(type) == nil
        else { return false }
        if case let .accessors(accessors)? = binding.accessorBlock?.accessors,
            accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
        {
            return false
        }
        return true
    }

    /// `decl` (a property of a single binding with a type annotation) with its type made optional.
    static func optionalTyped(_ decl: VariableDeclSyntax) -> VariableDeclSyntax {
        guard let binding = decl.bindings.first, let annotation = binding.typeAnnotation else { return decl }
        let type = annotation.type
        let wrapped: TypeSyntax =
            type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            ? TypeSyntax(
                OptionalTypeSyntax(
                    wrappedType: TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: type.trimmed)]),
                    trailingTrivia: type.trailingTrivia))
            : TypeSyntax(OptionalTypeSyntax(wrappedType: type.trimmed, trailingTrivia: type.trailingTrivia))
        let newBinding = binding.with(
            \.typeAnnotation, annotation.with(\.type, wrapped.with(\.leadingTrivia, type.leadingTrivia)))
        return decl.with(\.bindings, PatternBindingListSyntax([newBinding]))
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
            return .implementation(
                signature + (value.isEmpty ? " {}" : " { \(value) }"), changesMeaning: changesMeaning, value: value)
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let type = binding.typeAnnotation?.type
        {
            if case let .accessors(accessors)? = binding.accessorBlock?.accessors,
                accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
            {
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
