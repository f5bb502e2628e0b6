/// The size of what a compositional layout lays out in, UIKit's `NSCollectionLayoutContainer`
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size before its content insets.
    var contentSize: CGSize { get }
    /// The container's size after its content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets around the container's content.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets around the container's content that apply.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group knows of where it lays out, UIKit's
/// `NSCollectionLayoutEnvironment`: the container's size and the collection view's traits
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// A container of a size with no content insets: the collection view's bounds for a section
/// provider (Interlude has no `contentInsetsReference`), a custom group's size for its provider.
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(size: CGSize) { contentSize = size }
}

/// An environment of a container and traits.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(size: CGSize, traitCollection: UITraitCollection) {
        container = LayoutContainer(size: size)
        self.traitCollection = traitCollection
    }
}
