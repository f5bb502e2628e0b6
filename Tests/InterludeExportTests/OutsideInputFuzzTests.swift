import ArgumentParser
import Foundation
import InterludeExport
import InterludeFuzz
import Testing

@testable import InterludeCLI

/// The touch-script reader and the `interlude` tool's arguments under seeded mutation (see
/// TouchScriptFuzz and ArgumentFuzz; `interlude-fuzz --inputs touch-scripts|arguments` runs longer).
@Suite("Fuzzed outside input: touch scripts and command-line arguments")
struct OutsideInputFuzzTests {
    @Test("the seed script is valid and survives writing and reading")
    func seedScript() throws {
        #expect(try TouchScript.decode(TouchScriptFuzz.seed.encoded()) == TouchScriptFuzz.seed)
    }

    @Test("4,000 mutated touch scripts: each read as a script that round-trips, or refused in one line")
    func touchScripts() {
        let report = TouchScriptFuzz.run(seed: 2026, iterations: 4_000)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.executions == 4_000)
        // Both outcomes are reached: the mutations get past the JSON syntax into the checks.
        #expect(report.accepted > 100, "\(report)")
        #expect(report.refused > 1_000, "\(report)")
    }

    // Numbers a Double or an Int cannot hold stop Foundation's JSON reader itself, which on Linux
    // says no more than that the data is not valid JSON; the rest reach the script's own checks.
    @Test("edge values in a script are refused: by the JSON reader, or by the checks naming the value")
    func edgeValuesNamed() {
        let text = String(decoding: TouchScriptFuzz.seed.encoded(), as: UTF8.self)
        let cases = [
            ("\"width\": 390", "\"width\": 1e309", "malformed JSON"),
            ("\"framesPerSecond\": 60", "\"framesPerSecond\": 9223372036854775808", "malformed JSON"),
            ("\"width\": 390", "\"width\": 4097", "bad window size 4097.0x844.0"),
            ("\"duration\": 2.5", "\"duration\": 600.0000001", "bad duration 600.0000001"),
            ("\"phase\": \"began\"", "\"phase\": \"lifted\"", "lifted"),
        ]
        for (original, replacement, expected) in cases {
            #expect(text.contains(original))
            do {
                _ = try TouchScript.decode(Data(text.replacingOccurrences(of: original, with: replacement).utf8))
                Issue.record("\(replacement) was accepted")
            } catch let problem as TouchScriptError.Problem {
                #expect(problem.text.contains(expected), "\(problem.text)")
            } catch {
                Issue.record("\(replacement): unexpected error \(error)")
            }
        }
    }

    @Test("the tool's words: every subcommand and the options of render and export")
    func words() {
        let words = ArgumentFuzz.words(of: InterludeCommand.self)
        for word in [
            "list", "render", "export", "play", "gallery", "compare", "port", "--scale", "--size", "--time", "--format", "--fps",
        ] {
            #expect(words.contains(word), "\(word) missing from \(words)")
        }
    }

    @Test("3,000 argument lists of edge values: each parses or is refused with a message, nothing traps")
    @MainActor
    func arguments() {
        let report = ArgumentFuzz.run(
            InterludeCommand.self, words: ArgumentFuzz.words(of: InterludeCommand.self), seed: 2026, iterations: 3_000)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.parsed > 50, "\(report)")
        #expect(report.refused > 1_000, "\(report)")
    }
}
