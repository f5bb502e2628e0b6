import ArgumentParser
import Foundation
import InterludeFuzz

/// `interlude-fuzz`: the image-decoding fuzzer for longer runs than the tests' budget.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interlude-fuzz",
        abstract: "Decodes seeded mutations of valid PNG and JPEG files; a crash or a hang is a finding.")

    @Option(help: "The mutation seed.") var seed: UInt64 = 1
    @Option(help: "How many mutated inputs to decode.") var iterations: Int = 100_000

    func validate() throws {
        guard iterations > 0 else { throw ValidationError("--iterations must be at least 1") }
    }

    func run() throws {
        // ArgumentParser runs synchronous commands on the main thread.
        let report = MainActor.assumeIsolated {
            ImageDecodingFuzz.run(seed: seed, iterations: iterations) { done in
                guard done % max(1_000, iterations / 20 / 1_000 * 1_000) == 0 else { return }
                FileHandle.standardError.write(Data("seed \(seed): \(done)/\(iterations) inputs\n".utf8))
            }
        }
        print("seed \(seed): \(report)")
    }
}
