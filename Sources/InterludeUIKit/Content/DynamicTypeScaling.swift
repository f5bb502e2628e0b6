import Foundation

/// How a font follows the user's text size: as text style `style` scales a font that is
/// `sizeAtLarge` points at Large, up to `maximumPointSize` (0: no limit). Fonts from
/// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` carry one, and views that adjust
/// their fonts for the content size category re-scale it when the category changes.
struct DynamicTypeScaling: Equatable, Sendable {
    var style: UIFont.TextStyle
    var sizeAtLarge: CGFloat
    var maximumPointSize: CGFloat = 0

    /// The size for `traitCollection`'s text size (the user's when nil).
    func size(for traitCollection: UITraitCollection?) -> CGFloat {
        let sizes = DynamicTypeSizes.row(style).sizes
        let size = sizeAtLarge * sizes[DynamicTypeSizes.column(for: traitCollection)] / sizes[DynamicTypeSizes.largeColumn]
        return maximumPointSize > 0 ? min(size, maximumPointSize) : size
    }
}

extension UIFont {
    /// The font at the size its Dynamic Type scaling gives for `traitCollection`, keeping the
    /// scaling; itself when it has none.
    func rescaled(for traitCollection: UITraitCollection?) -> UIFont {
        guard let dynamicType else { return self }
        return UIFont(
            familyName: familyName, pointSize: dynamicType.size(for: traitCollection), weight: weight, isItalic: isItalic,
            dynamicType: dynamicType)
    }

    /// The font with `scaling`, at the size it gives for `traitCollection`.
    func scaled(by scaling: DynamicTypeScaling, for traitCollection: UITraitCollection?) -> UIFont {
        UIFont(
            familyName: familyName, pointSize: scaling.size(for: traitCollection), weight: weight, isItalic: isItalic,
            dynamicType: scaling)
    }
}

/// An element that can update its font when the content size category changes, UIKit's
/// `UIContentSizeCategoryAdjusting`: with ``adjustsFontForContentSizeCategory`` on, a font from
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled for the new category
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory).
/// Other fonts stay as they are.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the element updates its font when the content size category changes. Defaults to false.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
