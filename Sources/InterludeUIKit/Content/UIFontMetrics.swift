import Foundation

/// Scales custom fonts and values with the user's text size as a Dynamic Type text style scales,
/// UIKit's `UIFontMetrics`.
///
/// A value scales by the style's size at the text size asked for over its size at Large (the HIG's
/// Dynamic Type table): body metrics turn 17 into 23 at extra-extra-extra large, where the body
/// font is 23 points. Without a trait collection the text size is the user's, as for
/// `UIFont.preferredFont(forTextStyle:)`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The style whose scaling the metrics follow.
    private let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at its size scaled for the user's text size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the user's text size, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s text size (the user's when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s text size, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let scaling = DynamicTypeScaling(
            style: textStyle, sizeAtLarge: font.pointSize, maximumPointSize: max(0, maximumPointSize))
        return font.scaled(by: scaling, for: traitCollection)
    }

    /// `value` scaled for the user's text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s text size (the user's when nil).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let sizes = DynamicTypeSizes.row(textStyle).sizes
        return value * sizes[DynamicTypeSizes.column(for: traitCollection)] / sizes[DynamicTypeSizes.largeColumn]
    }
}
