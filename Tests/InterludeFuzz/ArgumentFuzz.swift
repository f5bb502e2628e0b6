import ArgumentParser

/// Fuzzes a command-line tool's argument handling: seeded argument lists built from its
/// subcommands, option names and edge values (non-finite and out-of-range numbers, malformed
/// sizes, empty and huge strings, unwritable paths) are parsed and validated as the tool does
/// before it runs. Each must parse or be refused with a message; a crash (a trap converting a
/// huge number, an index out of range) or a hang is the finding. Nothing is run.
public enum ArgumentFuzz {
    /// Values that sit on the edges of the tools' checks.
    public static let edgeValues = [
        "0", "-1", "-0", "0.25", "0.2499", "4", "4.0001", "1", "240", "241", "nan", "inf", "-inf", "1e308", "1e999",
        "99999999999999999999", "0x10", "1_000", "", " ", "390x844", "0x0", "-1x5", "1e400x1", "x", "390X844",
        "4097x1", "nanxnan", "3x", "x3", "png", "png,gif,apng,mp4,html,filmstrip", ",", "png,,png", "bogus",
        "/nonexistent/folder/out.png", "/dev/null", "/", "slide", "spring", "no-such-scene", "--", "-",
        String(repeating: "9", count: 400), String(repeating: "é", count: 300),
    ]

    /// What a run did.
    public struct Report: Sendable, CustomStringConvertible {
        /// Argument lists tried.
        public var executions = 0
        /// Lists that parsed and validated.
        public var parsed = 0
        /// Lists refused with a message.
        public var refused = 0
        /// Refusals whose message was empty. Empty when all is well.
        public var findings: [String] = []

        public var description: String {
            "\(executions) argument lists: \(parsed) parsed, \(refused) refused, \(findings.count) findings"
                + findings.prefix(5).map { "\n  " + $0 }.joined()
        }
    }

    /// Parses `iterations` argument lists for `tool`, made of `words` (its subcommand and option
    /// names) and ``edgeValues``; `progress` hears the count every 1,000.
    public static func run(
        _ tool: any ParsableCommand.Type, words: [String], seed: UInt64, iterations: Int, progress: ((Int) -> Void)? = nil
    ) -> Report {
        var fuzzer = MutationFuzzer(seed: seed)
        var report = Report()
        let vocabulary = words + edgeValues
        for index in 0..<iterations {
            let count = fuzzer.integer(in: 0...7)
            // Mostly a subcommand first, so the options behind it are reached.
            var arguments = fuzzer.integer(in: 0...9) < 9 ? [words[fuzzer.integer(in: 0...(words.count - 1))]] : []
            for _ in 0..<count { arguments.append(vocabulary[fuzzer.integer(in: 0...(vocabulary.count - 1))]) }
            report.executions += 1
            do {
                _ = try tool.parseAsRoot(arguments)
                report.parsed += 1
            } catch {
                report.refused += 1
                if tool.fullMessage(for: error).isEmpty && !(tool.exitCode(for: error) == .success) {
                    report.findings.append("\(arguments): refused without a message")
                }
            }
            if (index + 1) % 1_000 == 0 { progress?(index + 1) }
        }
        return report
    }

    /// The subcommand names and the option and flag names (with their dashes) of `tool` and its
    /// subcommands, as their help shows them.
    public static func words(of tool: any ParsableCommand.Type) -> [String] {
        var words: Set<String> = []
        func collect(_ command: any ParsableCommand.Type) {
            let configuration = command.configuration
            if let name = configuration.commandName, command != tool { words.insert(name) }
            let help = tool.helpMessage(for: command, columns: 200)
            for token in help.split(whereSeparator: { " ,=<>[]()\n".contains($0) }) where token.hasPrefix("-") {
                let name = token.prefix { $0 == "-" || $0.isLetter || $0.isNumber }
                if name.count > 1, name != "--" { words.insert(String(name)) }
            }
            for subcommand in configuration.subcommands { collect(subcommand) }
        }
        collect(tool)
        // Sorted, so a seed makes the same lists on every machine.
        return words.sorted()
    }
}
