import Foundation

/// How `boundingRect(with:options:…)` and `draw(with:options:…)` lay text out, UIKit's
/// `NSStringDrawingOptions` (raw values as UIKit's).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines wrap at the rectangle's width and the rectangle's origin is the text's top left;
    /// without it the text is one line and the origin is its baseline's start.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading (Interlude's lines always include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds (Interlude measures typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How far a string may shrink to fit, and what the last measuring or drawing call of a string
/// found, UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest multiple of the fonts' sizes the text may shrink to when it does not fit the
    /// rectangle; 0, the default, does not shrink
    /// (https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/minimumscalefactor).
    open var minimumScaleFactor: CGFloat = 0
    /// The multiple of the fonts' sizes the last call laid the text out at: 1 unless it shrank
    /// (https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/actualscalefactor).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call's text took, in the coordinates it was given.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

/// UIKit's string drawing (`NSStringDrawing.h`): measuring and drawing strings into the current
/// graphics context with Pango, as `UILabel` does. Without a font attribute text is 12-point
/// Helvetica, without a color black (Apple's `NSAttributedString.Key.font` and `.foregroundColor`).
extension NSAttributedString {
    /// The size of the text with no width limit (one line per paragraph), unrounded: round it up
    /// to size a view (https://developer.apple.com/documentation/foundation/nsattributedstring/size()).
    public func size() -> CGSize { StringDrawing(self).layout(width: nil, options: [.usesLineFragmentOrigin]).size }

    /// Draws the text, unwrapped, with its top left at `point` in the current context.
    public func draw(at point: CGPoint) {
        let drawing = StringDrawing(self)
        drawing.draw(drawing.layout(width: nil, options: [.usesLineFragmentOrigin]), at: point)
    }

    /// Draws the text wrapped at `rect`'s width, the lines that fit its height, top left at its origin.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin], context: nil)
    }

    /// Draws the text as `boundingRect(with:options:context:)` measures it: with
    /// `usesLineFragmentOrigin`, wrapped at `rect`'s width with its top left at `rect`'s origin;
    /// without it, one line whose baseline starts at `rect`'s origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let drawing = StringDrawing(self)
        let scale = drawing.fittingScale(width: rect.width, height: rect.height, options: options, context: context)
        let layout = drawing.layout(width: rect.width, height: rect.height, options: options, scale: scale)
        let origin = drawing.origin(of: layout, options: options)
        drawing.draw(layout, at: CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y))
        context?.totalBounds = CGRect(origin: CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y), size: layout.size)
    }

    /// The rectangle the text takes within `size`, unrounded: with `usesLineFragmentOrigin`,
    /// wrapped at `size.width` and cut to the lines that fit `size.height`, from the origin; without
    /// it, one line, its origin at the baseline's start (the rectangle starts the line's ascent
    /// above it) (https://developer.apple.com/documentation/foundation/nsattributedstring/boundingrect(with:options:context:)).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let drawing = StringDrawing(self)
        let scale = drawing.fittingScale(width: size.width, height: size.height, options: options, context: context)
        let layout = drawing.layout(width: size.width, height: size.height, options: options, scale: scale)
        let rect = CGRect(origin: drawing.origin(of: layout, options: options), size: layout.size)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size of the string in `attrs` with no width limit (one line per paragraph), unrounded.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    /// Draws the string in `attrs`, unwrapped, with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string in `attrs` wrapped at `rect`'s width, the lines that fit its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// `NSAttributedString.draw(with:options:context:)` for the string in `attributes`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// `NSAttributedString.boundingRect(with:options:context:)` for the string in `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// `NSString.size(withAttributes:)` for a Swift string, as Foundation bridges it on Apple platforms.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// `NSString.draw(at:withAttributes:)` for a Swift string.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// `NSString.draw(in:withAttributes:)` for a Swift string.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    /// `NSString.draw(with:options:attributes:context:)` for a Swift string.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// `NSString.boundingRect(with:options:attributes:context:)` for a Swift string.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// One string's measuring and drawing: its text, the font of ranges without one, and its paragraph style.
struct StringDrawing {
    let string: NSAttributedString
    /// The paragraph style at the first character, or the default.
    let style: NSParagraphStyle
    /// TextKit's font for text without one.
    static let defaultFont = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)

    init(_ string: NSAttributedString) {
        self.string = string
        style = string.leadingParagraphStyle ?? NSParagraphStyle()
    }

    /// The text laid out: wrapped at `width` and cut to the lines that fit `height` with
    /// `usesLineFragmentOrigin`, else one line, its fonts at `scale` times their size. Infinite or
    /// non-positive limits are none.
    func layout(
        width: CGFloat?, height: CGFloat? = nil, options: NSStringDrawingOptions, scale: CGFloat = 1
    ) -> TextEngine.Layout {
        let multiline = options.contains(.usesLineFragmentOrigin)
        let wrapWidth = multiline ? width.flatMap { $0 > 0 && $0 < 1e7 ? $0 : nil } : nil
        let heightLimit = multiline ? height.flatMap { $0 > 0 && $0 < 1e7 ? $0 : nil } : nil
        var lineBreakMode = style.lineBreakMode
        if options.contains(.truncatesLastVisibleLine), [.byWordWrapping, .byCharWrapping].contains(lineBreakMode) {
            lineBreakMode = .byTruncatingTail
        }
        let text = string.string
        func laidOut(maxLines: Int) -> TextEngine.Layout {
            TextEngine.current.layout(
                text, font: (scale == 1 ? Self.defaultFont : Self.defaultFont.withSize(12 * scale)).face, width: wrapWidth,
                maxLines: maxLines, maxHeight: heightLimit, lineBreakMode: lineBreakMode, alignment: style.alignment,
                runs: string.textEngineRuns(scale: scale, colors: true), paragraph: style.textEngineParagraph,
                paragraphs: string.textEngineParagraphs(natural: .natural))
        }
        guard multiline else { return laidOut(maxLines: 1) }
        let full = laidOut(maxLines: 0)
        // A text container as tall as `height` holds the lines whose bottom is within it (at least one).
        guard let heightLimit, full.size.height > heightLimit, full.lineCount > 1 else { return full }
        return laidOut(maxLines: full.linesFitting(height: heightLimit))
    }

    /// The largest multiple of the fonts' sizes, down to `context`'s minimum scale factor, at which
    /// the text fits: one line within `width`, or with `usesLineFragmentOrigin` all its lines,
    /// wrapped at `width`, within `height`; 1 without a minimum. Records it as the context's
    /// actual scale factor.
    func fittingScale(width: CGFloat, height: CGFloat, options: NSStringDrawingOptions, context: NSStringDrawingContext?)
        -> CGFloat
    {
        guard let context else { return 1 }
        let minimum = context.minimumScaleFactor
        guard minimum > 0, minimum < 1, string.length > 0 else {
            context.actualScaleFactor = 1
            return 1
        }
        let multiline = options.contains(.usesLineFragmentOrigin)
        let maxWidth = !multiline && width > 0 && width < 1e7 ? width : CGFloat.infinity
        let maxHeight = multiline && height > 0 && height < 1e7 ? height : CGFloat.infinity
        func fits(_ scale: CGFloat) -> Bool {
            // All the lines (no height limit), wrapped at the width when multi-line.
            let size = layout(width: width, options: options, scale: scale).size
            return multiline ? size.height <= maxHeight + 1e-6 : size.width <= maxWidth + 1e-6
        }
        var scale: CGFloat = 1
        if !fits(1) {
            if !fits(minimum) {
                scale = minimum
            } else {
                // Bisect for the largest scale that fits, to within 0.005.
                var low = minimum, high: CGFloat = 1
                while high - low > 0.005 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
                scale = low
            }
        }
        context.actualScaleFactor = scale
        return scale
    }

    /// Where the layout's top left is relative to the origin a call was given: the origin itself
    /// with `usesLineFragmentOrigin`, else the first line's ascent above it (the baseline's start).
    func origin(of layout: TextEngine.Layout, options: NSStringDrawingOptions) -> CGPoint {
        options.contains(.usesLineFragmentOrigin) ? .zero : CGPoint(x: 0, y: -layout.baselines.first)
    }

    /// Draws `layout` with its top left at `point` in the current context (nothing without one).
    func draw(_ layout: TextEngine.Layout, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: context, at: point, color: CGColor(gray: 0, alpha: 1))
    }
}
