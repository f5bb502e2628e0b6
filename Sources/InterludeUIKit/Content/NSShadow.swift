import Foundation

/// A drop shadow for drawing text, the value of `NSAttributedString.Key.shadow` (UIKit's
/// `NSShadow`).
///
/// The offset is in points of the context's default user space, positive values down and to the
/// right; transforms do not change it (https://developer.apple.com/documentation/uikit/nsshadow).
/// The blur radius is read as a context shadow's blur (`CGContext.setShadow(offset:blur:color:)`).
open class NSShadow: NSObject, NSCopying {
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
