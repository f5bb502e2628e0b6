/// A color space, Core Graphics' `CGColorSpace`: how color components are read.
///
/// Interlude draws in sRGB only: every RGB space is treated as sRGB and every gray space as sRGB
/// gray. A space still says how many color components a value has, which `CGGradient`'s
/// component initializer needs.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`, …).
    public let name: CFString?
    /// Color components per color, alpha excluded: 3 for RGB spaces, 1 for gray ones.
    public let numberOfComponents: Int

    /// A named space; nil for names Interlude does not know.
    public init?(name: CFString) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB, Self.displayP3, Self.genericRGBLinear:
            numberOfComponents = 3
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            numberOfComponents = 1
        default:
            return nil
        }
        self.name = name
    }

    private init(deviceComponents: Int) {
        name = nil
        numberOfComponents = deviceComponents
    }

    /// The standard RGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0…1 allowed.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with linear components.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with components outside 0…1 allowed.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3 (drawn as sRGB here).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Generic linear RGB.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Gray with values outside 0…1 allowed.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    static let deviceRGB = CGColorSpace(deviceComponents: 3)
    static let deviceGray = CGColorSpace(deviceComponents: 1)
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
