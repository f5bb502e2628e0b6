import Foundation
import InterludeTestSupport
import Testing
import Interlude
@testable import InterludeCLI
@testable import InterludeCommandLine
@testable import InterludeExport

@Suite("Frame comparison")
struct FrameComparisonTests {
    // 10×10 gray; the copy has 3 pixels off by 3 in green and 1 pixel off by 1 in blue.
    static let base = solidFrame(width: 10, height: 10, argb: 0xFF80_8080)
    static let changed = solidFrame(
        width: 10, height: 10, argb: 0xFF80_8080,
        rects: [(0, 0, 3, 1, 0xFF80_8380), (9, 9, 1, 1, 0xFF80_8081)])

    @Test("counts pixels beyond the per-channel tolerance and the largest difference")
    func counts() throws {
        let comparison = try #require(FrameComparison(Self.base, Self.changed, tolerance: 2))
        #expect(comparison.differingPixels == 3 && comparison.totalPixels == 100 && comparison.maximumDifference == 3)
        #expect(comparison.differingFraction == 0.03)
        #expect(!comparison.passes()) // 3 % > 0.1 %
        #expect(comparison.passes(maximumFraction: 0.03))
        #expect(FrameComparison(Self.base, Self.changed, tolerance: 3)?.differingPixels == 0)
        #expect(FrameComparison(Self.base, solidFrame(width: 9, height: 10, argb: 0)) == nil)
    }

    @Test("the difference image marks exactly the differing pixels red")
    func differenceImage() throws {
        let image = try #require(FrameComparison.differenceImage(Self.base, Self.changed))
        #expect(image.premultipliedWord(x: 0, y: 0) == 0xFFFF_0000 && image.premultipliedWord(x: 2, y: 0) == 0xFFFF_0000)
        #expect(image.premultipliedWord(x: 3, y: 0) != 0xFFFF_0000)
        #expect(image.premultipliedWord(x: 9, y: 9) != 0xFFFF_0000, "off by 1 is within tolerance 2")
    }

    @Test("interlude compare: malformed images, size mismatch, pass and fail")
    @MainActor func command() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        let small = folder.appendingPathComponent("small.png"), bad = folder.appendingPathComponent("bad.png")
        try Data(PNGEncoder().encode(Self.base)).write(to: a)
        try Data(PNGEncoder().encode(Self.changed)).write(to: b)
        try Data(PNGEncoder().encode(solidFrame(width: 4, height: 4, argb: 0xFF00_0000))).write(to: small)
        try Data("not a png".utf8).write(to: bad)

        #expect(
            (runCommand(["compare", a.path, bad.path]) as? CLIError)?.description
                == "malformed image: \(bad.path) is not a readable PNG")
        #expect(
            (runCommand(["compare", a.path, small.path]) as? CLIError)?.description
                == "\(small.path) is 4×4 but \(a.path) is 10×10")
        #expect(runCommand(["compare", a.path, a.path]) == nil)
        #expect(runCommand(["compare", a.path, b.path, "--max-percent", "3"]) == nil)
        let diff = folder.appendingPathComponent("diff.png")
        let error = runCommand(["compare", a.path, b.path, "--diff", diff.path]) as? CLIError
        #expect(error?.description == "images differ: 3.0000 % of pixels over tolerance 2 (allowed 0.1000 %)")
        let diffImage = try #require(DecodedPNG(Array(try Data(contentsOf: diff))))
        #expect(diffImage.pixel(1, 0) == [255, 0, 0, 255])
    }
}
