import SwiftSyntax

/// `@NSManaged` properties of `CALayer` subclasses: on iOS, Core Animation gives them accessors that
/// read and write the layer's key-value storage, so animations of the key (and
/// `needsDisplay(forKey:)`) see them. Without Objective-C the attribute cannot compile; the port
/// writes those accessors out — `value(forKey:)` with the type's zero when nothing is stored, and
/// `setValue(_:forKey:)` — which Interlude's layers animate the same way.
enum LayerDynamicProperties {
    /// The property as a computed one over the layer's key-value storage; nil when it has no plain
    /// `name: Type` form or its type has no zero to read when nothing is stored.
    static func rewrite(_ node: VariableDeclSyntax) -> VariableDeclSyntax? {
        guard node.bindings.count == 1, let binding = node.bindings.first, binding.initializer == nil,
            binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type
        else { return nil }
        let read: String
        if let optional = type.as(OptionalTypeSyntax.self) {
            read = "value(forKey: \"\(name)\") as? \(optional.wrappedType.trimmedDescription)"
        } else if let zero = NeutralValue.of(type) {
            read = "value(forKey: \"\(name)\") as? \(type.trimmedDescription) ?? \(zero)"
        } else {
            return nil
        }
        let indentation = node.leadingTrivia.indentation
        // The other Objective-C-only attributes and modifiers go too, as from every declaration.
        let attributes = node.attributes.filter {
            guard let attribute = ObjCOnlyAttributes.name(of: $0) else { return true }
            return attribute != "NSManaged" && !ObjCOnlyAttributes.attributeNames.contains(attribute)
        }
        let modifiers = node.modifiers.filter {
            guard case .keyword(let keyword) = $0.name.tokenKind else { return true }
            return !ObjCOnlyAttributes.modifierKeywords.contains(keyword)
        }
        let prefix = (attributes.map(\.trimmedDescription) + modifiers.map(\.trimmedDescription)).map { $0 + " " }.joined()
        let text = """
            \(prefix)var \(name): \(type.trimmedDescription) {
            \(indentation)    get { \(read) }
            \(indentation)    set { setValue(newValue, forKey: "\(name)") }
            \(indentation)}
            """
        guard let decl = SourceText.memberItem(text).decl.as(VariableDeclSyntax.self) else { return nil }
        return decl.withTrivia(of: node)
    }
}
