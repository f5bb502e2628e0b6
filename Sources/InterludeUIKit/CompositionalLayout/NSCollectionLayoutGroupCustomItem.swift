/// Where one item of a custom group goes, UIKit's `NSCollectionLayoutGroupCustomItem`: a frame in
/// the group's coordinates and a stacking order
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The item's stacking order. Defaults to 0.
    public let zIndex: Int

    /// An item at `frame` with z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Makes a custom group's items for the group's environment (its container is the group's size).
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
