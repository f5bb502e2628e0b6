/// Which corners of a layer `cornerRadius` rounds (`CALayer.maskedCorners`).
///
/// Corners are named by the bounds edges that meet there. In UIKit's coordinates (y down) the
/// minimum-y edge is the top, so `.layerMinXMinYCorner` is the top-left corner on screen.
/// The raw values are Core Animation's bits (`kCALayerMinXMinYCorner = 1 << 0` …).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits.
    public let rawValue: UInt
    /// A mask from Core Animation's corner bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner where the minimum-x and minimum-y edges meet (top-left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner where the maximum-x and minimum-y edges meet (top-right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner where the minimum-x and maximum-y edges meet (bottom-left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner where the maximum-x and maximum-y edges meet (bottom-right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners: `CALayer.maskedCorners`' default.
    package static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner,
        .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
