import InterludeUIKit

extension RenderedFrame {
    /// The frame shrunk by a whole `factor` (≥ 1), each `factor × factor` block of premultiplied
    /// pixels averaged exactly (``BlockAverage``, rounded half up): `width / factor` × `height /
    /// factor` pixels, leftover columns and rows on the right and bottom dropped, so every output
    /// pixel is a whole block's average. A frame narrower or shorter than one block gives one pixel
    /// per side, its block read as though transparent pixels filled it. Factor 1 returns the frame.
    package func shrunk(by factor: Int) -> RenderedFrame {
        guard factor > 1 else { return self }
        let outWidth = max(1, width / factor), outHeight = max(1, height / factor)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        // Whole pixels per row, and at least one block each way; otherwise a padded copy.
        let source =
            bytesPerRow % 4 == 0 && width >= factor && height >= factor
            ? self : padded(toWidth: max(width, factor), height: max(height, factor))
        source.pixels.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { outBytes in
                bytes.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: source.height * source.bytesPerRow / 4) { src in
                    outBytes.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: outWidth * outHeight) { dst in
                        BlockAverage.downscale(
                            src, width: outWidth * factor, height: outHeight * factor,
                            sourceStride: source.bytesPerRow / 4, factor: factor, rounding: .halfUp,
                            into: dst, destinationStride: outWidth)
                    }
                }
            }
        }
        return RenderedFrame(
            width: outWidth, height: outHeight, bytesPerRow: outWidth * 4, pixels: out,
            scale: scale / CGFloat(factor), time: time)
    }

    /// The frame's pixels in a `width × height` frame of tightly packed rows, transparent beyond them.
    private func padded(toWidth paddedWidth: Int, height paddedHeight: Int) -> RenderedFrame {
        var copy = [UInt8](repeating: 0, count: paddedWidth * paddedHeight * 4)
        for y in 0..<height {
            copy.replaceSubrange(
                (y * paddedWidth * 4)..<(y * paddedWidth * 4 + width * 4),
                with: pixels[(y * bytesPerRow)..<(y * bytesPerRow + width * 4)])
        }
        return RenderedFrame(
            width: paddedWidth, height: paddedHeight, bytesPerRow: paddedWidth * 4, pixels: copy,
            scale: scale, time: time)
    }
}
