/// An error a tool reports as one line and exit status 1 (`NAME: error: description`).
public struct CLIError: Error, CustomStringConvertible {
    /// The line: what went wrong and, where it helps, what to do.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
