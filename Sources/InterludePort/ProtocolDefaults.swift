/// The default implementations one protocol needs, added in an extension right after it.
struct ProtocolDefaults {
    /// The protocol's qualified name.
    let protocolName: String
    /// Whether the members must be `public` (the protocol is).
    let isPublic: Bool
    /// Each member's source, one line.
    let members: [String]
    /// One level of indentation as the protocol's body uses it.
    let indentationUnit: String

    /// The extension's source.
    var extensionText: String {
        "extension \(protocolName) {\n" + members.map { indentationUnit + $0 + "\n" }.joined() + "}"
    }
}
