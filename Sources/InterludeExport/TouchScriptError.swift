/// Why a touch script cannot be replayed: one line naming the file and the problem, e.g.
/// `rec.json: touch 4 (moved at 1.2 s): times out of order (the touch before is at 1.3 s)`.
public struct TouchScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The script's file, as given.
    public let file: String
    /// What is wrong with it.
    public let problem: String

    /// An error for `file` saying `problem`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`.
    public var description: String { "\(file): \(problem)" }

    /// A problem found in a script's contents, before the file is known; ``TouchScriptError``
    /// adds the file's name.
    public struct Problem: Error, CustomStringConvertible, Equatable, Sendable {
        /// What is wrong.
        public let text: String

        /// A problem saying `text`.
        public init(_ text: String) { self.text = text }

        /// The problem's text.
        public var description: String { text }

        /// This problem in `file`.
        public func error(inFile file: String) -> TouchScriptError { TouchScriptError(file: file, problem: text) }
    }
}
