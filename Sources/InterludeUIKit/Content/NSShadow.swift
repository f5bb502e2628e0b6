import Foundation

/// A drop shadow for drawing text, the value of `NSAttributedString.Key.shadow` (UIKit's
/// `NSShadow`).
///
/// The offset is in points of the context's default user space, positive values down and to the
/// right; transforms do not change it (https://developer.apple.com/documentation/uikit/nsshadow).
/// The blur radius is read as a context shadow's blur (`CGContext.setShadow(offset:blur:color:)`).
///
/// Shadows archive (`NSSecureCoding`) their offset, blur radius and a color that was set, as its
/// red, green, blue and alpha resolved with the current traits (Interlude's colors do not archive).
open class NSShadow: NSObject, NSCopying, NSSecureCoding {
    /// How far the shadow lies from the characters. Zero by default (`init()`'s page).
    open var shadowOffset: CGSize = .zero
    /// How much the shadow is blurred, in points. Zero by default (`init()`'s page).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color, a `UIColor`: black at alpha 1/3 by default (NSShadow.h); setting nil
    /// restores it.
    open var shadowColor: Any? {
        get { storedColor ?? Self.defaultColor }
        set { storedColor = newValue }
    }

    private var storedColor: Any?

    private static var defaultColor: UIColor { UIColor(white: 0, alpha: 1.0 / 3.0) }

    /// A shadow with zero offset, zero blur and the default color.
    public override init() {
        super.init()
    }

    /// Shadows decode only values, so any archive can decode them securely.
    public class var supportsSecureCoding: Bool { true }

    /// Writes the offset, the blur radius and a color that was set.
    open func encode(with coder: NSCoder) {
        coder.encode(Double(shadowOffset.width), forKey: Key.horizontal)
        coder.encode(Double(shadowOffset.height), forKey: Key.vertical)
        coder.encode(Double(shadowBlurRadius), forKey: Key.blurRadius)
        if let color = storedColor as? UIColor {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            coder.encode(
                [Double(red), Double(green), Double(blue), Double(alpha)].map(NSNumber.init(value:)) as NSArray, forKey: Key.color
            )
        }
    }

    /// A shadow from an archive `encode(with:)` wrote: missing values keep their defaults.
    public required init?(coder: NSCoder) {
        super.init()
        shadowOffset = CGSize(
            width: coder.decodeDouble(forKey: Key.horizontal), height: coder.decodeDouble(forKey: Key.vertical))
        shadowBlurRadius = max(0, coder.decodeDouble(forKey: Key.blurRadius))
        if coder.containsValue(forKey: Key.color),
            let channels = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: Key.color) as? [NSNumber],
            channels.count == 4
        {
            let c = channels.map { CGFloat($0.doubleValue) }
            storedColor = UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    /// The archive's keys.
    private enum Key {
        static let horizontal = "NSShadowHoriz"
        static let vertical = "NSShadowVert"
        static let blurRadius = "NSShadowBlurRadius"
        static let color = "NSShadowColorComponents"
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.storedColor = storedColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    open override var hash: Int { shadowBlurRadius.hashValue ^ shadowOffset.width.hashValue }

    /// The color the shadow is drawn in, resolved with the current traits (a color that is not a
    /// `UIColor` draws the default).
    var resolvedColor: CGColor { ((shadowColor as? UIColor) ?? Self.defaultColor).cgColor }
}
