/// How a background is drawn — fill color, image, custom view, corner radius, insets and stroke —
/// UIKit's `UIBackgroundConfiguration`, for cells, headers and footers (the list styles in
/// `UIBackgroundConfiguration+ListStyles.swift`) and for a button's background.
///
/// A nil ``backgroundColor`` or ``strokeColor`` means the view's tint color, as UIKit documents
/// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor);
/// ``clear()`` gives a clear fill with no stroke. A button configuration's background leaves
/// ``backgroundColor`` nil for its style to pick (see `UIButton.Configuration`). Drawn back to
/// front: the fill, the image, the custom view, the stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil means the tint color. A list style's color for the state until set: a color
    /// set here stays when ``updated(for:)`` restyles (so a selected cell no longer turns gray).
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            customizedBackgroundColor = true
        }
    }
    /// Applied to the fill color when it is resolved; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view drawn over the fill and the image, sized to the background's frame. Defaults to nil.
    public var customView: UIView?
    /// An image drawn over the fill, placed by ``imageContentMode``. Defaults to nil.
    public var image: UIImage?
    /// How ``image`` fills the background. Defaults to `.scaleToFill`.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The corner radius of the fill, image, custom view and stroke, in points. Defaults to 0.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's bounds. Defaults to zero.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also includes the view's layout margins. Defaults to none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The stroke color; nil means the tint color. Drawn only when ``strokeWidth`` is positive.
    public var strokeColor: UIColor?
    /// Applied to the stroke color when it is resolved; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width, in points. Defaults to 0 (no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background (inside when negative), in points. Defaults
    /// to 0.
    public var strokeOutset: CGFloat = 0

    private var storedBackgroundColor: UIColor?
    private var customizedBackgroundColor = false
    /// The list style the background came from; ``updated(for:)`` restyles with it.
    let listStyle: ListBackgroundStyle

    init(backgroundColor: UIColor?, listStyle: ListBackgroundStyle = .none) {
        storedBackgroundColor = backgroundColor
        self.listStyle = listStyle
    }

    /// A background with a clear fill and no stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    /// The fill color drawn for `tintColor`: ``backgroundColor`` (or the tint when nil) passed
    /// through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = storedBackgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke color drawn for `tintColor`: ``strokeColor`` (or the tint when nil) passed
    /// through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// A copy styled for `state`: a list style's fill for the state (see
    /// `UIBackgroundConfiguration+ListStyles.swift`) unless ``backgroundColor`` was set by hand.
    /// Other backgrounds come back unchanged.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        if !customizedBackgroundColor, listStyle != .none {
            copy.storedBackgroundColor = listStyle.fill(for: state.cellState)
        }
        return copy
    }
}
