import Foundation

/// A color in CIE L*a*b* (D65 white), converted from 8-bit sRGB, and the CIE 1994 color difference
/// between two such colors — the measure Core Image's Lab ΔE filter uses, on which
/// swift-snapshot-testing's perceptual precision rests on iOS (Apple's documentation of
/// `CIFilter.labDeltaE()`: "ΔE 1994 values between 0.0 and 100.0").
struct CIELabColor: Equatable {
    /// Lightness, 0…100.
    var l: Double
    /// Green (−) to red (+).
    var a: Double
    /// Blue (−) to yellow (+).
    var b: Double

    /// The color of 8-bit sRGB components.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)], g = Self.linear[Int(green)], b = Self.linear[Int(blue)]
        // Linear sRGB → XYZ (IEC 61966-2-1 primaries), relative to the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// ΔE*94 from `self` (the reference) to `other`, graphic-arts weights (kL = 1, K1 = 0.045,
    /// K2 = 0.015): 0 for equal colors, about 2 for a just noticeable difference, at most about 100.
    func deltaE94(to other: CIELabColor) -> Double {
        let dl = l - other.l
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dc = c1 - c2
        let da = a - other.a, db = b - other.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// sRGB's transfer function undone, per 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE L*a*b*'s companding function.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
