/// A color in sRGB with alpha (not premultiplied), or a dynamic color that picks one for the
/// traits it is resolved with.
///
/// A dynamic color (``init(dynamicProvider:)``, and the system colors such as ``label`` and
/// ``systemBackground``) becomes a fixed color when it is resolved: ``resolvedColor(with:)`` with
/// given traits, or ``cgColor`` and ``getRed(_:green:blue:alpha:)`` with
/// `UITraitCollection.current`, as in UIKit
/// (https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)).
public final class UIColor: NSObject, @unchecked Sendable {
    /// The fixed color (unused by dynamic colors).
    private let fixedColor: CGColor
    /// The provider of a dynamic color; nil for a fixed one.
    private let provider: ((UITraitCollection) -> UIColor)?
    /// For a dynamic color made by ``withAlphaComponent(_:)``: the color and alpha it came from,
    /// so two such colors compare equal, as UIKit's do.
    private var alphaDerivation: (base: UIColor, alpha: CGFloat)?

    /// The Core Graphics color. A dynamic color is resolved with `UITraitCollection.current`; the
    /// result does not follow later appearance changes
    /// (https://developer.apple.com/documentation/uikit/uicolor/cgcolor).
    public var cgColor: CGColor {
        guard provider != nil else { return fixedColor }
        return resolvedColor(with: UITraitCollection.resolvingCurrent).fixedColor
    }

    /// A color from sRGB components and alpha, each in 0…1. Values outside 0…1 are clamped;
    /// non-finite ones read 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(1, max(0, v)) : 0 }
        fixedColor = CGColor(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
        provider = nil
    }
    /// A gray: `white` from 0 (black) to 1 (white), clamped like the components of `init(red:green:blue:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A color wrapping `cgColor` unchanged.
    public init(cgColor: CGColor) {
        fixedColor = cgColor
        provider = nil
    }

    /// A color from Display P3 components (0…1, alpha 0…1), converted to extended sRGB: P3's
    /// saturated colors lie outside sRGB and keep components below 0 or above 1 (P3 red is
    /// about (1.093, −0.227, −0.150)); drawing clamps them. The conversion decodes the sRGB
    /// transfer function (which P3 shares), maps the linear values from P3's primaries to
    /// sRGB's (both with the D65 white point) and encodes again, mirroring the curve for negative
    /// values as extended sRGB does. Alpha is clamped to 0…1; non-finite values read 0.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let sRGB = DisplayP3.extendedSRGB(red: red, green: green, blue: blue)
        fixedColor = CGColor(
            red: sRGB.red, green: sRGB.green, blue: sRGB.blue, alpha: alpha.isFinite ? min(1, max(0, alpha)) : 0)
        provider = nil
    }

    /// A dynamic color: `dynamicProvider` picks the color for the traits it is resolved with
    /// (it may return another dynamic color, which is resolved in turn). UIKit calls it when a
    /// view draws with the color or its traits change, so it should be quick and free of side
    /// effects.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = .clear
        provider = dynamicProvider
    }

    /// The fixed color this color shows with `traitCollection`: itself when it is not dynamic.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        while let provider = color.provider { color = provider(traitCollection) }
        return color
    }

    /// Whether the color is dynamic (``init(dynamicProvider:)`` or a system color).
    var isDynamic: Bool { provider != nil }

    /// A light and a dark variant: the dark one for the dark interface style, the light one
    /// otherwise (light and unspecified), as UIKit's system colors choose.
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// Hue, saturation, brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [
            (brightness, t, p), (q, brightness, p), (p, brightness, t),
            (p, q, brightness), (t, p, brightness), (brightness, p, q),
        ][sector]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// The same color with `alpha` replaced; a dynamic color's copy stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            let derived = UIColor { provider($0).withAlphaComponent(alpha) }
            derived.alphaDerivation = (self, alpha)
            return derived
        }
        let unit = alpha.isFinite ? min(1, max(0, alpha)) : 0
        return UIColor(cgColor: CGColor(red: fixedColor.red, green: fixedColor.green, blue: fixedColor.blue, alpha: unit))
    }

    /// Reads the components (a dynamic color resolved with `UITraitCollection.current`);
    /// returns true (every UIColor here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = cgColor
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    /// Fixed colors are equal when their components are; a dynamic color only to itself, or to
    /// the same dynamic color with the same alpha applied.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let mine = alphaDerivation, let theirs = other.alphaDerivation {
            return mine.alpha == theirs.alpha && mine.base.isEqual(theirs.base)
        }
        if provider != nil || other.provider != nil { return other === self }
        return other.fixedColor == fixedColor
    }
    public override var hash: Int {
        if let alphaDerivation { return alphaDerivation.base.hash &+ alphaDerivation.alpha.hashValue }
        return provider == nil ? fixedColor.hashValue : ObjectIdentifier(self).hashValue
    }
    public override var description: String {
        if provider != nil { return "UIColor(dynamicProvider:)" }
        let c = fixedColor
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    /// Black: white 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray: white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light gray: white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White: white 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray: white 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red: (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent: black with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    // System colors: the light and dark sRGB values (0…255) Apple publishes in the Human
    // Interface Guidelines' color page
    // (https://developer.apple.com/design/human-interface-guidelines/color#Specifications) and
    // showed in WWDC19's "Implementing Dark Mode on iOS" (systemBlue 0, 122, 255 light and
    // 10, 132, 255 dark; label black and white). They resolve with the traits they are drawn with.
    static func rgb(light: (CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat), alpha: CGFloat = 1) -> UIColor {
        dynamic(
            light: UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: alpha),
            dark: UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: alpha))
    }
    /// System red: 255, 59, 48 (dark: 255, 69, 58).
    public static let systemRed = rgb(light: (255, 59, 48), dark: (255, 69, 58))
    /// System orange: 255, 149, 0 (dark: 255, 159, 10).
    public static let systemOrange = rgb(light: (255, 149, 0), dark: (255, 159, 10))
    /// System yellow: 255, 204, 0 (dark: 255, 214, 10).
    public static let systemYellow = rgb(light: (255, 204, 0), dark: (255, 214, 10))
    /// System green: 52, 199, 89 (dark: 48, 209, 88).
    public static let systemGreen = rgb(light: (52, 199, 89), dark: (48, 209, 88))
    /// System teal: 48, 176, 199 (dark: 64, 200, 224).
    public static let systemTeal = rgb(light: (48, 176, 199), dark: (64, 200, 224))
    /// System blue: 0, 122, 255 (dark: 10, 132, 255). The default `tintColor`.
    public static let systemBlue = rgb(light: (0, 122, 255), dark: (10, 132, 255))
    /// System indigo: 88, 86, 214 (dark: 94, 92, 230).
    public static let systemIndigo = rgb(light: (88, 86, 214), dark: (94, 92, 230))
    /// System purple: 175, 82, 222 (dark: 191, 90, 242).
    public static let systemPurple = rgb(light: (175, 82, 222), dark: (191, 90, 242))
    /// System pink: 255, 45, 85 (dark: 255, 55, 95).
    public static let systemPink = rgb(light: (255, 45, 85), dark: (255, 55, 95))
    /// System gray: 142, 142, 147 in both appearances.
    public static let systemGray = rgb(light: (142, 142, 147), dark: (142, 142, 147))
    /// The background of a screen: white (dark: black).
    public static let systemBackground = rgb(light: (255, 255, 255), dark: (0, 0, 0))
    /// The color of primary text: black (dark: white).
    public static let label = rgb(light: (0, 0, 0), dark: (255, 255, 255))
    /// The color of secondary text: 60, 60, 67 at 60 % alpha (dark: 235, 235, 245 at 60 %).
    public static let secondaryLabel = rgb(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.6)
}

/// Display P3 to sRGB: both spaces share the sRGB transfer function and the D65 white point.
enum DisplayP3 {
    /// Linear P3 to linear sRGB, derived from the primaries (P3: red 0.680, 0.320; green 0.265,
    /// 0.690; blue 0.150, 0.060. sRGB: 0.64, 0.33; 0.30, 0.60; 0.15, 0.06) and D65 (0.3127, 0.3290).
    static let toLinearSRGB: [[CGFloat]] = [
        [1.224_940_176_3, -0.224_940_176_3, 0],
        [-0.042_056_954_7, 1.042_056_954_7, 0],
        [-0.019_637_554_6, -0.078_636_045_6, 1.098_273_600_1],
    ]

    /// The extended sRGB components of a P3 color (non-finite components read 0).
    static func extendedSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let linear = [red, green, blue].map { decode($0.isFinite ? $0 : 0) }
        let out = toLinearSRGB.map { row in encode(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }) }
        return (out[0], out[1], out[2])
    }

    /// The sRGB transfer function's inverse (encoded → linear), odd-symmetric for negatives.
    static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.040_45 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// The sRGB transfer function (linear → encoded), odd-symmetric for negatives.
    static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.003_130_8 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
}
