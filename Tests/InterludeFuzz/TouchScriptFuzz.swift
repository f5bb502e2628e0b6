import Foundation
import InterludeExport

/// Fuzzes the reader of touch scripts (`interlude play --record` files, read back by `play
/// --script` and `export --script`): mutations of a valid script, at the byte level and on its
/// JSON values. Every input must be accepted as a script that survives writing and reading again,
/// or refused with one line saying what is wrong; a crash, a hang or any other error is a finding.
public enum TouchScriptFuzz {
    /// A valid script: a press, a drag and a lift in a 390 × 844 window.
    public static let seed = TouchScript(
        scene: "slide-push-interactive-pop", size: CGSize(width: 390, height: 844), duration: 2.5,
        touches: [
            .init(time: 0.5, phase: .began, x: 4, y: 420), .init(time: 0.55, phase: .moved, x: 40, y: 421),
            .init(time: 0.6, phase: .stationary, x: 40, y: 421), .init(time: 0.9, phase: .ended, x: 114, y: 420),
            .init(time: 1.2, phase: .began, x: 195, y: 328), .init(time: 1.25, phase: .cancelled, x: 195, y: 328),
        ])

    /// JSON values that sit on the reader's edges: out-of-range and non-finite numbers, wrong
    /// types, huge and empty strings, nesting.
    static let replacementValues = [
        "0", "-1", "-0", "1e308", "1e309", "-1e309", "4096", "4097", "240", "241", "600.0000001", "9223372036854775808",
        "1.5", "\"60\"", "null", "true", "[]", "{}", "\"\"", "\"began\"", "\"ended\"", "\"lifted\"",
        "\"\(String(repeating: "x", count: 10_000))\"", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    ]

    /// What a run did.
    public struct Report: Sendable, CustomStringConvertible {
        /// Inputs read.
        public var executions = 0
        /// Inputs accepted as scripts.
        public var accepted = 0
        /// Inputs refused with a one-line problem.
        public var refused = 0
        /// What went wrong otherwise: an error of another kind, a message that is empty or not one
        /// line, or an accepted script that changes when written and read again. Empty when all is well.
        public var findings: [String] = []

        public var description: String {
            "\(executions) inputs: \(accepted) accepted, \(refused) refused, \(findings.count) findings"
                + findings.prefix(5).map { "\n  " + $0 }.joined()
        }
    }

    /// Reads `iterations` mutations of ``seed`` (seeded by `seed`); `progress` hears the count every 1,000.
    public static func run(seed: UInt64, iterations: Int, progress: ((Int) -> Void)? = nil) -> Report {
        var fuzzer = MutationFuzzer(seed: seed)
        var report = Report()
        let text = String(decoding: Self.seed.encoded(), as: UTF8.self)
        let valueRanges = Self.valueRanges(in: text)
        for index in 0..<iterations {
            let input: [UInt8]
            if index % 2 == 0 {
                input = fuzzer.mutate(Array(text.utf8))
            } else {
                // Swap one to three values for edge values, keeping the JSON well formed.
                var mutated = text
                for _ in 0..<fuzzer.integer(in: 1...3) {
                    let range = valueRanges[fuzzer.integer(in: 0...(valueRanges.count - 1))]
                    let replacement = replacementValues[fuzzer.integer(in: 0...(replacementValues.count - 1))]
                    mutated = Self.replacing(range, in: text, keeping: mutated, with: replacement)
                }
                input = Array(mutated.utf8)
            }
            check(Data(input), into: &report)
            if (index + 1) % 1_000 == 0 { progress?(index + 1) }
        }
        return report
    }

    /// Reads `data` and records the outcome.
    static func check(_ data: Data, into report: inout Report) {
        report.executions += 1
        do {
            let script = try TouchScript.decode(data)
            report.accepted += 1
            if (try? TouchScript.decode(script.encoded())) != script {
                report.findings.append(
                    "accepted, but not read back equal after writing: \(String(decoding: data.prefix(200), as: UTF8.self))")
            }
        } catch let problem as TouchScriptError.Problem {
            report.refused += 1
            if problem.text.isEmpty || problem.text.contains("\n") {
                report.findings.append("refused with an empty or multi-line message: \(problem.text.debugDescription)")
            }
        } catch {
            report.findings.append("refused with an unexpected error \(type(of: error)): \(error)")
        }
    }

    /// The character offsets of the values (after each `": "`) of the seed's text.
    private static func valueRanges(in text: String) -> [Range<Int>] {
        let characters = Array(text)
        var ranges: [Range<Int>] = []
        var index = 0
        while index + 1 < characters.count {
            if characters[index] == ":" && characters[index + 1] == " " {
                let start = index + 2
                var end = start
                if characters[start] == "\"" {
                    end += 1
                    while characters[end] != "\"" { end += 1 }
                    end += 1
                } else if characters[start] != "[" {
                    while !",}\n ".contains(characters[end]) { end += 1 }
                }
                if end > start { ranges.append(start..<end) }
            }
            index += 1
        }
        return ranges
    }

    /// `current` with the value at `range` of `original` replaced, when `current` still has that
    /// value at that place (an earlier replacement may have moved it); else `current` unchanged.
    private static func replacing(_ range: Range<Int>, in original: String, keeping current: String, with value: String)
        -> String
    {
        let originalCharacters = Array(original), currentCharacters = Array(current)
        guard range.upperBound <= currentCharacters.count,
            currentCharacters[range] == originalCharacters[range]
        else { return current }
        return String(currentCharacters[..<range.lowerBound]) + value + String(currentCharacters[range.upperBound...])
    }
}
