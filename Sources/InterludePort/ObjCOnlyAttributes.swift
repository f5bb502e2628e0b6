import SwiftSyntax

/// The attributes and modifiers that only the Objective-C runtime or Interface Builder reads.
///
/// Swift without Objective-C rejects them; removing them changes nothing else about the declaration.
enum ObjCOnlyAttributes {
    /// Attribute names (without `@`) that are removed.
    static let attributeNames: Set<String> = [
        "objc", "objcMembers", "nonobjc",
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]
    /// Modifiers that are removed (`optional` is handled with its protocol).
    static let modifierKeywords: Set<Keyword> = [.dynamic]

    /// The attribute's name without `@`, or nil for an `#if` block inside an attribute list.
    static func name(of element: AttributeListSyntax.Element) -> String? {
        guard case let .attribute(attribute) = element else { return nil }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
    }
}

/// What was removed from one declaration, for findings.
struct RemovedAttributes {
    var attributeNames: [String] = []
    var modifierNames: [String] = []
    var isEmpty: Bool { attributeNames.isEmpty && modifierNames.isEmpty }
}

extension WithAttributesSyntax where Self: WithModifiersSyntax {
    /// The declaration without the attributes named in `attributeNames` and the modifiers in
    /// `modifierKeywords`. The comments and indentation that stood before a removed attribute move to
    /// the next token kept, so `@objc func f()` on its own line becomes `func f()` on the same line.
    func removing(attributes attributeNames: Set<String>, modifiers modifierKeywords: Set<Keyword>) -> (Self, RemovedAttributes) {
        var removed = RemovedAttributes()
        // Leading trivia of a removed run, waiting for the next kept element.
        var pending: Trivia?
        func carry(_ trivia: Trivia) {
            if let earlier = pending {
                if trivia.hasComment { pending = earlier + trivia.droppingLeadingWhitespace }
            } else {
                pending = trivia
            }
        }
        func receive<Node: SyntaxProtocol>(_ node: Node) -> Node {
            guard let trivia = pending else { return node }
            pending = nil
            return node.with(\.leadingTrivia, trivia + node.leadingTrivia.droppingLeadingWhitespace)
        }

        var keptAttributes: [AttributeListSyntax.Element] = []
        for element in attributes {
            if let name = ObjCOnlyAttributes.name(of: element), attributeNames.contains(name) {
                removed.attributeNames.append(name)
                carry(element.leadingTrivia)
            } else {
                keptAttributes.append(receive(element))
            }
        }
        var keptModifiers: [DeclModifierSyntax] = []
        for modifier in modifiers {
            if case let .keyword(keyword) = modifier.name.tokenKind, modifierKeywords.contains(keyword) {
                removed.modifierNames.append(modifier.name.text)
                carry(modifier.leadingTrivia)
            } else {
                keptModifiers.append(receive(modifier))
            }
        }
        guard !removed.isEmpty else { return (self, removed) }

        var result = self
        result.attributes = AttributeListSyntax(keptAttributes)
        result.modifiers = DeclModifierListSyntax(keptModifiers)
        // Everything before the declaration's keyword was removed: the keyword is now its first token.
        if let trivia = pending, keptAttributes.isEmpty, keptModifiers.isEmpty {
            result = result.with(\.leadingTrivia, trivia + result.leadingTrivia.droppingLeadingWhitespace)
        }
        return (result, removed)
    }
}
