import ArgumentParser
import Foundation
import InterludeCommandLine
import InterludeExport
import InterludeFuzz

/// `interlude-fuzz`: the fuzzers of outside input, for longer runs than the tests' budget.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interlude-fuzz",
        abstract: "Feeds seeded mutations of valid inputs to Interlude's readers; a crash, a hang or a finding is reported.")

    /// The readers there are fuzzers for.
    enum Inputs: String, ExpressibleByArgument, CaseIterable {
        case images, touchScripts = "touch-scripts", arguments
    }

    @Option(help: "What to fuzz: \(Inputs.allCases.map(\.rawValue).joined(separator: ", ")).") var inputs = Inputs.images
    @Option(help: "The mutation seed.") var seed: UInt64 = 1
    @Option(help: "How many inputs to try.") var iterations: Int = 100_000

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be at least 1") }
    }

    func run() throws {
        let step = max(1_000, iterations / 20 / 1_000 * 1_000)
        let progress: (Int) -> Void = { done in
            guard done % step == 0 else { return }
            FileHandle.standardError.write(Data("seed \(seed): \(done)/\(iterations) inputs\n".utf8))
        }
        // ArgumentParser runs synchronous commands on the main thread.
        let (report, findings): (String, Int) = MainActor.assumeIsolated {
            switch inputs {
            case .images:
                return ("\(ImageDecodingFuzz.run(seed: seed, iterations: iterations, progress: progress))", 0)
            case .touchScripts:
                let report = TouchScriptFuzz.run(seed: seed, iterations: iterations, progress: progress)
                return ("\(report)", report.findings.count)
            case .arguments:
                let report = ArgumentFuzz.run(
                    FuzzedTool.self, words: ArgumentFuzz.words(of: FuzzedTool.self), seed: seed, iterations: iterations,
                    progress: progress)
                return ("\(report)", report.findings.count)
            }
        }
        print("seed \(seed): \(report)")
        if findings > 0 { throw ExitCode.failure }
    }
}

/// The standard command set over the built-in scenes, whose arguments `--inputs arguments` fuzzes.
struct FuzzedTool: InterludeTool {
    static var catalog: SceneCatalog { .builtIn }
    static var toolName: String { "interlude" }
}
