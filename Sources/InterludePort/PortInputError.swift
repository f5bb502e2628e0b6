/// Input `interlude port` refuses: nothing is written when any input is refused.
public enum PortInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names nothing on disk.
    case missing(path: String)
    /// The file's name does not end in `.swift`.
    case notSwift(path: String)
    /// The file's bytes are not UTF-8 text.
    case notUTF8(path: String)
    /// The parser found an error; the file is not ported.
    case syntaxError(path: String, line: Int, column: Int, message: String)
    /// A folder holds no `.swift` file.
    case noSwiftFiles(path: String)
    /// The file could not be read, or its new text could not be written.
    case fileSystem(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missing(path): "\(path): no such file or folder"
        case let .notSwift(path): "\(path): not a Swift file (the name must end in .swift)"
        case let .notUTF8(path): "\(path): not UTF-8 text"
        case let .syntaxError(path, line, column, message):
            "\(path):\(line):\(column): syntax error, file not ported: \(message)"
        case let .noSwiftFiles(path): "\(path): the folder holds no .swift file"
        case let .fileSystem(path, reason): "\(path): \(reason)"
        }
    }
}
