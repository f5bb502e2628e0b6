import Foundation

/// A color, Core Graphics' `CGColor`, as a value: sRGB red, green, blue and alpha, not
/// premultiplied.
///
/// On Apple platforms `CGColor` is a reference type that can live in any color space; Interlude's
/// layers only need sRGB, so this is a plain struct with Core Graphics' names. Components are
/// stored as given (values outside 0…1 are kept, as in extended sRGB; renderers clamp). Equality
/// is exact, component by component.
///
/// Interpolation (`Interpolatable`) blends premultiplied components, see
/// `interpolate(from:to:fraction:)`.
public struct CGColor: Sendable, Hashable {
    /// The red component, 0…1 in sRGB. Not premultiplied by alpha.
    public var red: CGFloat
    /// The green component, 0…1 in sRGB. Not premultiplied by alpha.
    public var green: CGFloat
    /// The blue component, 0…1 in sRGB. Not premultiplied by alpha.
    public var blue: CGFloat
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: CGFloat

    /// Creates an sRGB color from components in 0…1 (not premultiplied).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an sRGB color, as Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray: `gray` (0 black … 1 white) in all three color components.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components (red, green, blue, alpha), as Core Graphics returns them for an RGB color.
    /// Never nil here; optional to match Core Graphics' signature.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components including alpha: always 4.
    public var numberOfComponents: Int { 4 }

    /// A copy with a different `alpha` (0…1). Never nil here; optional to match Core Graphics.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black (0, 0, 0, 1).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (1, 1, 1, 1).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black (0, 0, 0, 0).
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension CGColor: CustomStringConvertible {
    /// A one-line description, `CGColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
    public var description: String {
        "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}

extension CGColor: Interpolatable {
    /// Interpolates in premultiplied RGBA, then un-premultiplies, as compositors blend colors.
    ///
    /// Alpha is interpolated linearly; each color component is interpolated as component·alpha and
    /// divided by the resulting alpha, so a transparent end contributes no color: `clear` → red
    /// stays pure red while fading in, instead of passing through a dark red. When the interpolated
    /// alpha is exactly 0 the color components are interpolated without premultiplying. Exact at
    /// 0 and 1; extrapolation outside 0…1 is not clamped.
    public static func interpolate(from: CGColor, to: CGColor, fraction: Double) -> CGColor {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        let alpha = lerp(Double(from.alpha), Double(to.alpha), fraction)
        func component(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
            guard alpha != 0 else { return lerp(a, b, fraction) }
            let premultiplied = lerp(Double(a * from.alpha), Double(b * to.alpha), fraction)
            return CGFloat(premultiplied / alpha)
        }
        return CGColor(
            red: component(from.red, to.red), green: component(from.green, to.green),
            blue: component(from.blue, to.blue), alpha: CGFloat(alpha))
    }
}
