import Foundation

/// How the separators of a list section's rows look, UIKit's `UIListSeparatorConfiguration`
/// (iOS 14.5; https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct).
///
/// A list section starts from its configuration's ``UICollectionLayoutListConfiguration/separatorConfiguration``;
/// its `itemSeparatorHandler` may change it for each row. Automatic values are resolved by the
/// list: see ``Visibility/automatic`` and ``automaticInsets``.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, UIKit's `UIListSeparatorVisibility` raw values.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides: a row's bottom separator shows in plain and grouped lists, on every
        /// row of an inset-grouped section but its last, never in sidebars; a top separator
        /// never shows (the inset-grouped rule is the table's; the others are Interlude's reading).
        case automatic = 0
        /// Shown.
        case visible = 1
        /// Hidden.
        case hidden = 2
    }

    /// Insets whose leading and trailing edges the list replaces with its own: leading at the
    /// list content's text, trailing at the row's edge. UIKit's value: top and bottom 0,
    /// leading and trailing `CGFloat.greatestFiniteMagnitude` (`CGFLOAT_MAX`, as dumped from
    /// UIKit in public header-constant tables).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: 0, leading: .greatestFiniteMagnitude, bottom: 0, trailing: .greatestFiniteMagnitude)

    /// Whether the row shows a separator along its top edge. Defaults to `.automatic`.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the row shows a separator along its bottom edge. Defaults to `.automatic`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the top separator from the row's edges (top and
    /// bottom do not count). Defaults to ``automaticInsets``.
    public var topSeparatorInsets = Self.automaticInsets
    /// The leading and trailing insets of the bottom separator. Defaults to ``automaticInsets``.
    public var bottomSeparatorInsets = Self.automaticInsets
    /// The separators' color. Defaults to `.separator` (UIKit's table constants give every list
    /// appearance the table's separator color).
    public var color: UIColor = .separator
    /// The color of a selected row's separators while several rows can be selected. Defaults
    /// to `.separator`: UIKit asks its table constants for a sidebar multiselection color that
    /// the iOS constants do not define, so it falls back to the separator color.
    public var multipleSelectionColor: UIColor = .separator

    /// The defaults for a list of `listAppearance` (every appearance has the same ones).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// `insets` with the automatic edges replaced by `automatic`'s.
    static func resolved(_ insets: NSDirectionalEdgeInsets, automatic: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        var result = insets
        if result.leading == .greatestFiniteMagnitude { result.leading = automatic.leading }
        if result.trailing == .greatestFiniteMagnitude { result.trailing = automatic.trailing }
        return result
    }
}
