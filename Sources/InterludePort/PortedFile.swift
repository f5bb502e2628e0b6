/// The result of porting one file: its new text and what could not be converted.
public struct PortedFile: Sendable {
    /// The file as the caller named it.
    public let path: String
    /// The text before porting.
    public let originalText: String
    /// The text after porting (equal to `originalText` when nothing applied).
    public let text: String
    /// What was left for a person, in line order.
    public let findings: [PortFinding]

    /// Whether porting changed the text.
    public var isChanged: Bool { text != originalText }
}
