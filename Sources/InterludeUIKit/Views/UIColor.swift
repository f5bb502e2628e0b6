/// A color in sRGB with alpha (not premultiplied).
public final class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics color.
    public let cgColor: CGColor

    /// A color from sRGB components and alpha, each in 0…1. Values outside 0…1 are clamped;
    /// non-finite ones read 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(1, max(0, v)) : 0 }
        cgColor = CGColor(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }
    /// A gray: `white` from 0 (black) to 1 (white), clamped like the components of `init(red:green:blue:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A color wrapping `cgColor` unchanged.
    public init(cgColor: CGColor) { self.cgColor = cgColor }
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

    /// The same color with `alpha` replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    /// Reads the components; returns true (every UIColor here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = cgColor.red
        green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Colors are equal when their components are.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.cgColor == cgColor }
    public override var hash: Int { cgColor.hashValue }
    public override var description: String {
        "UIColor(red: \(cgColor.red), green: \(cgColor.green), blue: \(cgColor.blue), alpha: \(cgColor.alpha))"
    }

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)
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
    // System colors: UIKit's published sRGB values (0…255) for the light appearance. They are fixed
    // colors here; UIKit's change with the dark appearance, which Interlude does not have.
    /// System red: 255, 59, 48.
    public static let systemRed = rgb(255, 59, 48)
    /// System orange: 255, 149, 0.
    public static let systemOrange = rgb(255, 149, 0)
    /// System yellow: 255, 204, 0.
    public static let systemYellow = rgb(255, 204, 0)
    /// System green: 52, 199, 89.
    public static let systemGreen = rgb(52, 199, 89)
    /// System teal: 48, 176, 199.
    public static let systemTeal = rgb(48, 176, 199)
    /// System blue: 0, 122, 255. The default `tintColor`.
    public static let systemBlue = rgb(0, 122, 255)
    /// System indigo: 88, 86, 214.
    public static let systemIndigo = rgb(88, 86, 214)
    /// System purple: 175, 82, 222.
    public static let systemPurple = rgb(175, 82, 222)
    /// System pink: 255, 45, 85.
    public static let systemPink = rgb(255, 45, 85)
    /// System gray: 142, 142, 147.
    public static let systemGray = rgb(142, 142, 147)
    /// The background of a screen: white.
    public static let systemBackground = UIColor.white
    /// The color of primary text: black.
    public static let label = UIColor.black
    /// The color of secondary text: 60, 60, 67 at 60 % alpha.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
}

extension UIColor: CGColorConvertible {}
