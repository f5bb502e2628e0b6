/// How a background is drawn: fill color, corner radius, insets and stroke, UIKit's
/// `UIBackgroundConfiguration` (the members a button's background uses).
///
/// A nil ``backgroundColor`` or ``strokeColor`` means the view's tint color, as UIKit documents
/// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor);
/// ``clear()`` gives a clear fill with no stroke. A button configuration's background leaves
/// ``backgroundColor`` nil for its style to pick (see `UIButton.Configuration`).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil means the tint color. `.clear` for ``clear()``.
    public var backgroundColor: UIColor?
    /// Applied to the fill color when it is resolved; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius of the fill and the stroke, in points. Defaults to 0.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's bounds. Defaults to zero.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The stroke color; nil means the tint color. Drawn only when ``strokeWidth`` is positive.
    public var strokeColor: UIColor?
    /// Applied to the stroke color when it is resolved; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width, in points. Defaults to 0 (no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background (inside when negative), in points. Defaults
    /// to 0.
    public var strokeOutset: CGFloat = 0

    init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

    /// A background with a clear fill and no stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    /// The fill color drawn for `tintColor`: ``backgroundColor`` (or the tint when nil) passed
    /// through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke color drawn for `tintColor`: ``strokeColor`` (or the tint when nil) passed
    /// through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
