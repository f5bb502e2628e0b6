/// Space between items in a compositional layout, UIKit's `NSCollectionLayoutSpacing`: fixed, or
/// flexible — at least its value, and an equal share of the space the group has left
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points (the least points when flexible).
    public let spacing: CGFloat
    /// Whether the spacing takes a share of the space left.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, and a share of the space left.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}
