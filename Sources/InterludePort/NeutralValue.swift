import SwiftSyntax

/// The value a default implementation returns when a protocol requirement used to be optional.
enum NeutralValue {
    /// Whether a function returning `type` returns nothing (`Void`, `()`, or no return clause).
    static func isVoid(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
    }

    /// Whether `type` is optional, so that "not implemented" and the default `nil` read the same.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// The empty, zero or identity value of a common non-optional type, nil when there is no obvious one.
    static func of(_ type: TypeSyntax) -> String? {
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text else {
            return nil
        }
        return values[name]
    }

    private static let values: [String: String] = {
        var values: [String: String] = [
            "Bool": "false", "String": "\"\"", "Array": "[]", "Set": "[]", "Dictionary": "[:]",
            "CGAffineTransform": ".identity", "CATransform3D": "CATransform3DIdentity",
        ]
        for number in [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "CGFloat", "TimeInterval", "NSTimeInterval", "CFTimeInterval",
            "NSInteger", "NSUInteger",
        ] {
            values[number] = "0"
        }
        for geometry in ["CGRect", "CGSize", "CGPoint", "CGVector", "UIEdgeInsets", "UIOffset", "NSDirectionalEdgeInsets"] {
            values[geometry] = ".zero"
        }
        return values
    }()
}
