/// One Swift file to port: the name findings and errors use for it, and its text.
public struct PortSource: Sendable {
    /// The file as the caller named it (reported as is).
    public let path: String
    /// The file's text.
    public let text: String

    /// A file to port: its path (as reported) and its text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// A file read from disk: refused when its name does not end in `.swift` or its bytes are not UTF-8.
    public init(path: String, bytes: [UInt8]) throws(PortInputError) {
        guard path.hasSuffix(".swift") else { throw .notSwift(path: path) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(path: path) }
        self.init(path: path, text: text)
    }
}
