import ArgumentParser
import Foundation
import InterludeSoak

/// `interlude-soak`: the random-use soak of the transition system, long and in release mode
/// (the test suite runs a shorter one).
@main
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interlude-soak",
        abstract: "Runs seeded random navigation, tab and presentation operations and checks UIKit's rules.")

    @Option(help: "The first seed.") var seed: UInt64 = 1
    @Option(help: "How many seeds to run, one after another from --seed.") var seeds: Int = 1
    @Option(help: "Operations per seed.") var operations: Int = 100_000

    func validate() throws {
        guard operations > 0, seeds > 0 else { throw ValidationError("--operations and --seeds must be at least 1") }
    }

    func run() throws {
        // ArgumentParser runs synchronous commands on the main thread.
        try MainActor.assumeIsolated { try runSeeds() }
    }

    @MainActor
    private func runSeeds() throws {
        for seed in seed..<(seed + UInt64(seeds)) {
            var lastShown = 0
            let result = RandomUseSoak(seed: seed).run(operations: operations) { done in
                guard done - lastShown >= operations / 20 || done == operations else { return }
                lastShown = done
                FileHandle.standardError.write(Data("seed \(seed): \(done)/\(operations) operations\n".utf8))
            }
            switch result {
            case .success(let summary):
                let warnings = summary.expectedDiagnostics.sorted { $0.key < $1.key }.map { "\($0.value)× \"\($0.key)…\"" }
                print(
                    "seed \(seed): passed, \(summary.controllersCreated) controllers made; expected warnings: \(warnings.joined(separator: ", "))"
                )
            case .failure(let failure):
                print("\n\(failure)")
                throw ExitCode.failure
            }
        }
    }
}
