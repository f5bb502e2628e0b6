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

/// A container of a size and content insets: the collection view's bounds with the insets of the
/// configuration's `contentInsetsReference` across the scrolling axis for a section provider, a
/// custom group's size and its content insets for its item provider.
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(size: CGSize, insets: NSDirectionalEdgeInsets = .zero) {
        contentSize = size
        contentInsets = insets
    }
}

/// An environment of a container and traits.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(size: CGSize, insets: NSDirectionalEdgeInsets = .zero, traitCollection: UITraitCollection) {
        container = LayoutContainer(size: size, insets: insets)
        self.traitCollection = traitCollection
    }
}
