import Foundation
import Testing

/// Determinism of Auto Layout across processes: the engine hashes nothing it iterates, so two
/// processes with different hash seeds lay out the same views to the same bits — ambiguous
/// layouts included.
@Suite("Auto Layout: the same frames in every process")
struct AutoLayoutDeterminismTests {
    /// The benchmark executable, built beside the test bundle by `swift build --build-tests`.
    static let digestBinary: URL? = {
        let name = "InterludeLayoutBenchmarks"
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let nextToRunner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: nextToRunner.path) ? nextToRunner : nil
    }()

    /// Runs `InterludeLayoutBenchmarks uikit-digest` with SWIFT_DETERMINISTIC_HASHING set or removed.
    static func digest(deterministicHashing: Bool) throws -> [String] {
        let process = Process()
        process.executableURL = digestBinary
        process.arguments = ["uikit-digest"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.split(separator: "\n").map(String.init)
    }

    @Test(
        "two processes with different hash seeds lay out to the same bits",
        .enabled(if: digestBinary != nil, "needs the InterludeLayoutBenchmarks executable (swift build --build-tests)"))
    func acrossProcesses() throws {
        let seeded = try Self.digest(deterministicHashing: false)
        let fixed = try Self.digest(deterministicHashing: true)
        let seededAgain = try Self.digest(deterministicHashing: false)
        #expect(seeded.count == 6)
        let frames = { (lines: [String]) in lines.filter { !$0.hasPrefix("set order") } }
        #expect(frames(seeded) == frames(fixed))
        #expect(frames(seeded) == frames(seededAgain))
        // The control line: Set order did depend on the seed, so hashing really differed.
        let order = { (lines: [String]) in lines.first { $0.hasPrefix("set order") } }
        #expect(order(seeded) != order(seededAgain) || order(seeded) != order(fixed))
    }
}
