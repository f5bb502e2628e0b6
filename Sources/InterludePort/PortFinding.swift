/// Something `interlude port` could not convert, or converted with a change the reader must check.
///
/// Printed as `file:line: reason`, one line each, so editors and terminals link it to the source.
public struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public let file: String
    /// The line in the file as it was before porting (1-based).
    public let line: Int
    /// One sentence: what is there and what to do about it.
    public let reason: String

    /// A finding at `line` of `file`.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file):\(line): \(reason)" }
}
