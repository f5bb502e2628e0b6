/// How a compositional section scrolls across the layout's axis, UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` with its raw values
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior).
///
/// Any value but ``none`` lays the section's groups out one after another across the layout's
/// axis (a horizontal strip in a vertical list) in a scroll view of their own; the value says
/// where that strip comes to rest after a drag.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section follows the layout's axis and does not scroll on its own. The default.
    case none = 0
    /// The strip scrolls freely and decelerates as a scroll view does.
    case continuous = 1
    /// The strip scrolls freely and comes to rest with a group's leading edge where the first
    /// group starts (the section's leading content inset).
    case continuousGroupLeadingBoundary = 2
    /// The strip pages by its own width, as a scroll view with `isPagingEnabled`.
    case paging = 3
    /// The strip moves one group per drag and rests with that group's leading edge where the
    /// first group starts.
    case groupPaging = 4
    /// The strip moves one group per drag and rests with that group centred; the first and last
    /// groups can be centred too.
    case groupPagingCentered = 5
}
