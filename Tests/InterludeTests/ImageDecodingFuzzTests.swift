import Foundation
import InterludeFuzz
import Interlude
import Testing
@testable import InterludeUIKit

/// Decoders of outside bytes under seeded mutation (see ImageDecodingFuzz; `interlude-fuzz` runs
/// longer), and the crafted inputs mutation rarely reaches: sizes far past the decode budget.
@MainActor
@Suite("Decoding outside bytes: PNG and JPEG never crash, hang or allocate without bound")
struct ImageDecodingFuzzTests {
    @Test(
        "the seeds decode to their sizes",
        arguments: [
            (FuzzSeeds.baselineJPEG, 16, 12), (FuzzSeeds.grayJPEG, 9, 7), (FuzzSeeds.progressiveJPEG, 16, 12),
            (FuzzSeeds.palettePNG, 16, 12), (FuzzSeeds.gray16PNG, 16, 12), (FuzzSeeds.rgbaPNG, 16, 12),
        ])
    func seeds(data: Data, width: Int, height: Int) throws {
        let image = try #require(UIImage(data: data)?.cgImage)
        #expect(image.width == width && image.height == height)
    }

    @Test("6,000 seeded mutations: every one decodes or is refused")
    func mutations() {
        let report = ImageDecodingFuzz.run(seed: 2026, iterations: 6_000)
        #expect(report.executions == 6_000)
        // Both outcomes are reached, so the mutations exercise the decoders past their signature checks.
        #expect(report.decoded > 100)
        #expect(report.refused > 100)
    }

    @Test("every truncation of every seed is refused or decodes, without a crash")
    func truncations() {
        for seed in ImageDecodingFuzz.seeds {
            for length in 0..<seed.count { _ = UIImage(data: seed.prefix(length)) }
        }
    }

    @Test("a PNG header claiming 30,000 × 30,000 pixels is refused before anything is allocated")
    func hugePNG() {
        var bytes = [UInt8](FuzzSeeds.rgbaPNG)
        // IHDR's width and height are the first 8 bytes of the first chunk's data (offset 16).
        for (offset, value) in [(16, UInt32(30_000)), (20, UInt32(30_000))] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        MutationFuzzer.fixPNGChecksums(&bytes)
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test("a JPEG frame header claiming 30,000 × 30,000 pixels is refused")
    func hugeJPEG() throws {
        var bytes = [UInt8](FuzzSeeds.baselineJPEG)
        // The baseline frame header: FF C0, length (2), precision (1), height (2), width (2).
        let frame = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for offset in [frame + 5, frame + 7] {
            bytes[offset] = UInt8(30_000 >> 8)
            bytes[offset + 1] = UInt8(30_000 & 0xFF)
        }
        #expect(UIImage(data: Data(bytes)) == nil)
    }
}

@Suite("Reading frames to compare: the same PNG limits")
struct FrameDecodingLimitTests {
    @Test("RenderedFrame(pngData:) refuses a header claiming 30,000 × 30,000 pixels")
    func hugeFrame() {
        var bytes = [UInt8](FuzzSeeds.rgbaPNG)
        for (offset, value) in [(16, UInt32(30_000)), (20, UInt32(30_000))] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        MutationFuzzer.fixPNGChecksums(&bytes)
        #expect(RenderedFrame(pngData: Data(bytes)) == nil)
        #expect(RenderedFrame(pngData: FuzzSeeds.rgbaPNG)?.width == 16)
    }
}
