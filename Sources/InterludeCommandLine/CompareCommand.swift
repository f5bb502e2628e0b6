import ArgumentParser
import Foundation
import Interlude
import InterludeExport

/// `compare A.png B.png`: golden-frame check with a per-channel tolerance.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG frames: exit 0 when at most --max-percent of pixels differ by more than --tolerance.")

    @Argument(help: "The expected image (e.g. a golden frame).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(help: "Largest per-channel difference (0…255) still counted as equal.")
    var tolerance: Int = 2

    @Option(name: .customLong("max-percent"), help: "Largest share of differing pixels that passes, in percent.")
    var maxPercent: Double = 0.1

    @Option(help: "Write an image marking the differing pixels in red here.")
    var diff: String?

    func run() throws {
        guard (0...255).contains(tolerance) else { throw CLIError("bad tolerance \(tolerance): use 0…255") }
        guard maxPercent.isFinite, (0...100).contains(maxPercent) else {
            throw CLIError("bad --max-percent \(maxPercent): use 0…100")
        }
        let a = try Self.load(expected), b = try Self.load(actual)
        guard let comparison = FrameComparison(a, b, tolerance: tolerance) else {
            throw CLIError("\(actual) is \(b.width)×\(b.height) but \(expected) is \(a.width)×\(a.height)")
        }
        if let diff, let image = FrameComparison.differenceImage(a, b, tolerance: tolerance) {
            let url = URL(fileURLWithPath: diff)
            try prepareOutputFolder(url.deletingLastPathComponent())
            let file = try AtomicOutputFile(destination: url)
            try file.write(PNGEncoder().encode(image))
            try file.commit()
        }
        let percent = comparison.differingFraction * 100
        print(
            String(
                format: "%d of %d pixels differ by more than %d (%.4f %%); largest difference %d",
                comparison.differingPixels, comparison.totalPixels, tolerance, percent, comparison.maximumDifference))
        if !comparison.passes(maximumFraction: maxPercent / 100) {
            throw CLIError(
                String(
                    format: "images differ: %.4f %% of pixels over tolerance %d (allowed %.4f %%)", percent, tolerance, maxPercent
                ))
        }
    }

    /// Decodes a PNG file, or says why it cannot.
    static func load(_ path: String) throws -> RenderedFrame {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("no such file: \(path)") }
        guard let frame = RenderedFrame(contentsOfFile: path), frame.width > 0, frame.height > 0 else {
            throw CLIError("malformed image: \(path) is not a readable PNG")
        }
        return frame
    }
}
