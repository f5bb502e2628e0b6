import Foundation

/// A layer that draws a string, Core Animation's `CATextLayer`: from the top-left corner of its
/// bounds, in `font` at `fontSize` points and `foregroundColor`, on one line per paragraph unless
/// `isWrapped`, aligned by `alignmentMode`, truncated by `truncationMode` when it does not fit.
/// `fontSize` and `foregroundColor` are animatable; each frame of their animations draws the
/// presentation layer. An `NSAttributedString` is drawn as its plain string in the layer's font and
/// colour (its attributes are not read). Defaults from Apple's pages: no string, Helvetica
/// (drawn with Inter, see `UIFont`), 36 points, opaque white, not wrapped, no truncation,
/// natural alignment.
/// https://developer.apple.com/documentation/quartzcore/catextlayer
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`. Defaults to nil.
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// The font: a `UIFont`, or a font name (`"Helvetica-Bold" as CFTypeRef`); its size is not
    /// used (``fontSize`` is). Defaults to nil, Helvetica; an unknown name draws in Helvetica too.
    open var font: CFTypeRef? { didSet { setNeedsDisplay() } }
    /// The text's size in points. Defaults to 36. Animatable.
    open var fontSize: CGFloat {
        get { value(forKey: "fontSize") as? CGFloat ?? 36 }
        set { setValue(newValue, forKey: "fontSize") }
    }
    /// The text's colour. Defaults to opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { value(forKey: "foregroundColor") as? CGColor }
        set { setValue(newValue, forKey: "foregroundColor") }
    }
    /// Whether lines wrap at the bounds' width. Defaults to false.
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    /// Where text that does not fit is cut and marked with an ellipsis. Defaults to `.none`.
    open var truncationMode = CATextLayerTruncationMode.none { didSet { setNeedsDisplay() } }
    /// How lines are aligned within the bounds. Defaults to `.natural` (left).
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { setNeedsDisplay() } }
    /// Whether glyphs may be placed on whole pixels. Defaults to false. Kept; glyphs are always
    /// placed unrounded here.
    open var allowsFontSubpixelQuantization = false

    /// A text layer with Core Animation's defaults (no string, 36-point white Helvetica).
    public required init() { super.init() }

    /// A copy of `layer`'s model values, its text settings included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            (string, font, isWrapped) = (other.string, other.font, other.isWrapped)
            (truncationMode, alignmentMode) = (other.truncationMode, other.alignmentMode)
            allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        }
    }

    /// 36 for `fontSize` and opaque white for `foregroundColor`; the layer's defaults otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return CGFloat(36)
        case "foregroundColor": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        default: return super.defaultValue(forKey: key)
        }
    }

    /// True for `fontSize` and `foregroundColor` (their animations draw the text at each frame's value).
    open override class func needsDisplay(forKey key: String) -> Bool {
        key == "fontSize" || key == "foregroundColor" || super.needsDisplay(forKey: key)
    }

    /// Changes of `fontSize` and `foregroundColor` animate implicitly, as the animatable properties do.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        event == "fontSize" || event == "foregroundColor" ? ImplicitAnimationAction() : super.defaultAction(forKey: event)
    }

    /// Draws the string (the drawing `display()` makes; override to draw something else).
    open override func draw(in ctx: CGContext) {
        guard let text = (string as? String) ?? (string as? NSAttributedString)?.string, !text.isEmpty, fontSize > 0,
            let color = foregroundColor
        else { return }
        let alignment: NSTextAlignment =
            switch alignmentMode {
            case .center: .center
            case .right: .right
            case .justified: .justified
            default: .left
            }
        let lineBreak: NSLineBreakMode =
            switch truncationMode {
            case .start: .byTruncatingHead
            case .middle: .byTruncatingMiddle
            case .end: .byTruncatingTail
            default: isWrapped ? .byWordWrapping : .byClipping
            }
        let truncates = truncationMode != .none
        // Unwrapped lines that are not truncated run on past the bounds (clipped by the content's size).
        let width: CGFloat? = isWrapped || truncates ? bounds.width : nil
        let layout = TextEngine.current.layout(
            text, font: fontFace, width: width, maxLines: isWrapped ? 0 : (truncates ? 1 : 0),
            maxHeight: isWrapped && truncates ? bounds.height : nil, lineBreakMode: lineBreak, alignment: alignment)
        var x = bounds.minX
        if width == nil {
            switch alignment {
            case .center: x = bounds.midX - layout.size.width / 2
            case .right: x = bounds.maxX - layout.size.width
            default: break
            }
        }
        layout.draw(in: ctx, at: CGPoint(x: x, y: bounds.minY), color: color)
    }

    /// The face `font` names, at `fontSize` (Helvetica, drawn with Inter, for no font or an unknown name).
    private var fontFace: FontFace {
        let style: (family: String, openTypeWeight: Int32, isItalic: Bool) =
            switch font {
            case let provider as FontFaceProviding:
                (provider.face.familyName, provider.face.openTypeWeight, provider.face.isItalic)
            case let name as String: FontCatalog.resolve(name) ?? (FontCatalog.system, 400, false)
            default: (FontCatalog.system, 400, false)
            }
        return FontFace(
            familyName: style.family, pointSize: fontSize, openTypeWeight: style.openTypeWeight, isItalic: style.isItalic)
    }
}

/// Where a text layer cuts text that does not fit, Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start: "…end of the text".
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end: "Start of the…".
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle: "Start…end".
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: left here (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (the last line left).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
