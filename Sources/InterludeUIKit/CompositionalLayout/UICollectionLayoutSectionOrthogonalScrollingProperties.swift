/// How an orthogonally scrolling section decelerates and bounces, UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17)
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties).
/// A section's ``NSCollectionLayoutSection/orthogonalScrollingProperties`` is changed in place.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// The rate at which the strip slows after a drag, UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`: the fraction
    /// of its speed kept per millisecond, as `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept per millisecond; 0 for ``automatic``.
        public let rawValue: CGFloat
        /// A rate from its fraction.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The collection view's own `decelerationRate`; the paging behaviours slow at `.fast`,
        /// as a paging scroll view does.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// `UIScrollView.DecelerationRate.normal` (0.998).
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// `UIScrollView.DecelerationRate.fast` (0.99).
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether the strip bounces past its ends, UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bounce-swift.enum).
    public enum Bounce: Int, Sendable {
        /// Bounces at an end when the content is longer than the strip.
        case automatic = 0
        /// Bounces even when the content is no longer than the strip.
        case always = 1
        /// Stops at the ends without bouncing.
        case never = 2
    }

    /// How fast the strip slows after a drag. Defaults to ``DecelerationRate-swift.struct/automatic``.
    open var decelerationRate = DecelerationRate.automatic
    /// Whether the strip bounces at its ends. Defaults to ``Bounce-swift.enum/automatic``.
    open var bounce = Bounce.automatic

    /// UIKit's defaults.
    public override init() {}
}
