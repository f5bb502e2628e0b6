import Foundation

/// What the graphics renderers share, UIKit's `UIGraphicsRendererFormat`: the base of
/// ``UIGraphicsImageRendererFormat`` and ``UIGraphicsPDFRendererFormat``.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// A format with the defaults.
    public required override init() {}

    /// The bounds drawn into by the renderer (and its contexts) this format belongs to; zero for
    /// a format of none. A renderer keeps its own copy of the format it is given (formats are
    /// `NSCopying`), with the renderer's bounds (UIGraphicsRenderer.h: "returns the bounds for
    /// drawing into the owning UIGraphicsRendererContext").
    open internal(set) var bounds: CGRect = .zero

    /// A format with the defaults.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }

    /// The format best for the main screen: the defaults here.
    open class func preferred() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }

    /// A format of the same class with the same settings and bounds.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        return copy
    }
}

/// The drawing environment a renderer hands its actions, UIKit's `UIGraphicsRendererContext`:
/// the Core Graphics context (also current, `UIGraphicsGetCurrentContext()`, while the actions
/// run) and rectangle conveniences.
open class UIGraphicsRendererContext: NSObject {
    /// The context to draw into.
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
    }

    /// The format being drawn with.
    open var format: UIGraphicsRendererFormat { UIGraphicsRendererFormat() }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill color under `blendMode` (the context's own blend mode is
    /// left as it was).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { cgContext.fill(rect) } }
    /// Strokes `rect` with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect` with the current stroke color under `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { withBlendMode(blendMode) { cgContext.stroke(rect) } }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }
}

/// What the graphics renderers share, UIKit's `UIGraphicsRenderer`: the base of
/// ``UIGraphicsImageRenderer`` and ``UIGraphicsPDFRenderer``.
open class UIGraphicsRenderer: NSObject {
    /// The drawing area in points.
    public let bounds: CGRect
    private let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` with a copy of `format` (changing `format` later changes nothing
    /// here); the copy's `bounds` are the renderer's.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        rendererFormat = format.copy() as! UIGraphicsRendererFormat
        rendererFormat.bounds = bounds
    }

    /// The format drawn with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer makes images (an image renderer) rather than documents.
    open var allowsImageOutput: Bool { false }
}
