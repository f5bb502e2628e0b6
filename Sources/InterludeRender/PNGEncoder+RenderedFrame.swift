import InterludePNG

extension PNGEncoder {
    /// The PNG file bytes of `frame`.
    public func encode(_ frame: RenderedFrame) -> [UInt8] {
        encode(pixels: frame.pixels, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow)
    }
}
