/// The edges of the collection view that a compositional layout's content insets are measured
/// from, UIKit's `UIContentInsetsReference` (iOS 14) with its raw values
/// (https://developer.apple.com/documentation/uikit/uicontentinsetsreference).
///
/// A reference insets the layout's container across the scrolling axis only (the leading and
/// trailing edges of a vertical layout, the top and bottom of a horizontal one): along it, the
/// scroll view's adjusted content inset keeps the content clear of bars and the safe area.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's reference: a section follows its layout configuration's reference, and a
    /// configuration's is the safe area
    /// (https://developer.apple.com/documentation/uikit/uicontentinsetsreference/automatic).
    case automatic = 0
    /// No reference: insets are measured from the collection view's edges.
    case none = 1
    /// The collection view's safe area (`safeAreaInsets`).
    case safeArea = 2
    /// The collection view's layout margins (`directionalLayoutMargins`, which include the safe
    /// area while `insetsLayoutMarginsFromSafeArea`).
    case layoutMargins = 3
    /// The collection view's readable content guide: the layout margins, widened to keep the
    /// content at a readable width.
    case readableContent = 4

    /// The reference with `.automatic` resolved: to `fallback`, itself resolved to the safe area
    /// when automatic too.
    func resolved(fallback: UIContentInsetsReference) -> UIContentInsetsReference {
        guard self == .automatic else { return self }
        return fallback == .automatic ? .safeArea : fallback
    }

    /// The insets of `view` this (resolved) reference stands for, leading on the right when the
    /// view lays out right to left.
    @MainActor
    func insets(of view: UIView) -> NSDirectionalEdgeInsets {
        let physical: UIEdgeInsets
        switch self {
        case .automatic, .safeArea: physical = view.safeAreaInsets
        case .none: physical = .zero
        case .layoutMargins: physical = view.layoutMargins
        case .readableContent: physical = ReadableContentGuide.insets(of: view)
        }
        return NSDirectionalEdgeInsets(physical, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
