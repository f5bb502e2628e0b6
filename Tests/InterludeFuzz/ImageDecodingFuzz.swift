import Foundation
import InterludeUIKit

/// Fuzzes the decoders of outside bytes Interlude has: `UIImage(data:)` for PNG (Cairo over
/// libpng) and JPEG (libjpeg), which `UIImage(contentsOfFile:)`, image views and `interlude
/// compare` go through. Each run decodes the seeds, then mutations of them; a crash or a hang is
/// the failure (the process dies or the test times out), a decoded image or nil are both fine.
@MainActor
public enum ImageDecodingFuzz {
    /// The valid inputs mutations start from.
    public static let seeds: [Data] = [
        FuzzSeeds.baselineJPEG, FuzzSeeds.grayJPEG, FuzzSeeds.progressiveJPEG,
        FuzzSeeds.palettePNG, FuzzSeeds.gray16PNG, FuzzSeeds.rgbaPNG,
    ]

    /// What a run did.
    public struct Report: Sendable, CustomStringConvertible {
        /// Inputs decoded or refused.
        public var executions = 0
        /// Inputs that became an image.
        public var decoded = 0
        /// Inputs refused (nil).
        public var refused = 0
        /// The largest image a mutation decoded to, in pixels.
        public var largestDecodedPixels = 0

        public var description: String {
            "\(executions) inputs: \(decoded) decoded, \(refused) refused; largest decoded image \(largestDecodedPixels) pixels"
        }
    }

    /// Decodes `iterations` mutations (seeded by `seed`); `progress` hears the count every 1,000.
    public static func run(seed: UInt64, iterations: Int, progress: ((Int) -> Void)? = nil) -> Report {
        var fuzzer = MutationFuzzer(seed: seed)
        var report = Report()
        let seedBytes = seeds.map { [UInt8]($0) }
        for index in 0..<iterations {
            let input = fuzzer.mutate(seedBytes[index % seedBytes.count])
            report.executions += 1
            if let image = UIImage(data: Data(input)), let cgImage = image.cgImage {
                report.decoded += 1
                report.largestDecodedPixels = max(report.largestDecodedPixels, cgImage.width * cgImage.height)
            } else {
                report.refused += 1
            }
            if (index + 1) % 1_000 == 0 { progress?(index + 1) }
        }
        return report
    }
}
