/// Whether and where a bitmap's pixels hold alpha, Core Graphics' `CGImageAlphaInfo` (the low five
/// bits of a `CGBitmapInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last (R, G, B, A), color components multiplied by it.
    case premultipliedLast = 1
    /// Alpha first (A, R, G, B), color components multiplied by it.
    case premultipliedFirst = 2
    /// Alpha last, not multiplied in.
    case last = 3
    /// Alpha first, not multiplied in.
    case first = 4
    /// A pad byte last, ignored (R, G, B, x).
    case noneSkipLast = 5
    /// A pad byte first, ignored (x, R, G, B).
    case noneSkipFirst = 6
    /// Alpha alone.
    case alphaOnly = 7
}

/// How a bitmap's pixels are laid out, Core Graphics' `CGBitmapInfo`: a `CGImageAlphaInfo` in the
/// low bits, the byte order in bits 12–14.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components in the order their names give (for 8-bit components, as `byteOrder32Big`).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit values stored little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit pixels stored little-endian: a pixel's bytes in the reverse of their names' order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit values stored big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit pixels stored big-endian: a pixel's bytes in their names' order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
