/// One side of an item's size in a compositional layout, UIKit's `NSCollectionLayoutDimension`:
/// a fraction of the container's width or height, a number of points, or an estimate the cell
/// corrects by self-sizing
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension).
///
/// The container is the group holding the item (inside the group's content insets), or for a
/// section's group the layout's effective content size inside the section's content insets.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// How ``dimension`` is read.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, the points, or the estimate, by the kind of dimension.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fractionalWidth` times the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// `fractionalHeight` times the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// Exactly `absoluteDimension` points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// `estimatedDimension` points to start from; the cell's `preferredLayoutAttributesFitting(_:)`
    /// gives the final size when the layout is prepared.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimate, self-sized as ``estimated(_:)``, after which every sibling in the group with
    /// this dimension takes the largest size any of them measured (iOS 17)
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/uniformacrosssiblings(estimate:)).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (also true for ``uniformAcrossSiblings(estimate:)``).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is uniform across siblings.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points the dimension gives in a container of `container` size (an estimate gives itself).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }
}
