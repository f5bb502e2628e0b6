/// A view controller whose view is a collection view it feeds, UIKit's `UICollectionViewController`.
///
/// It is the collection view's data source and delegate: subclasses override the methods they
/// need (and add `UICollectionViewDelegateFlowLayout` to size flow layout items). With
/// ``clearsSelectionOnViewWillAppear`` the selection is cleared each time the view is about to appear.
/// With ``useLayoutToLayoutNavigationTransitions`` it shares the collection view of the collection
/// view controller below it on a navigation stack (see `LayoutToLayoutNavigation.swift`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// Whether the selection is cleared when the view is about to appear. Defaults to true; no
    /// effect while ``useLayoutToLayoutNavigationTransitions`` is true (UIKit's header says so).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a navigation controller pushing this controller over a collection view controller
    /// animates that controller's collection view to this controller's layout instead of sliding
    /// (and animates back when popping). Defaults to false. Set it before the push and leave it
    /// while the controller is on the stack
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions).
    /// The collection view's data source and delegate stay the lower controller's.
    open var useLayoutToLayoutNavigationTransitions = false
    /// The controller whose collection view this one shows, while pushed with
    /// ``useLayoutToLayoutNavigationTransitions`` over it.
    weak var layoutNavigationSource: UICollectionViewController?
    /// The shared collection view's layout before this controller was pushed: where its pop goes back to.
    var layoutBeforeLayoutNavigation: UICollectionViewLayout?
    /// The layout given at init, for the collection view ``loadView()`` makes.
    let initialLayout: UICollectionViewLayout

    /// A controller whose collection view places its items with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboard decoding is not supported; controllers are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view: the controller's view, or the shared one of the controller below
    /// after a push with ``useLayoutToLayoutNavigationTransitions``.
    open var collectionView: UICollectionView! {
        get { layoutNavigationSource?.collectionView ?? view as? UICollectionView }
        set { view = newValue }
    }

    /// The shared collection view while pushed with ``useLayoutToLayoutNavigationTransitions``.
    override var containedView: UIView { layoutNavigationSource?.collectionView ?? view }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Makes the collection view, with this controller as its data source and delegate; a plain
    /// view, never shown, while sharing another controller's collection view.
    open override func loadView() {
        guard layoutNavigationSource == nil else {
            view = UIView(frame: UIScreen.main.bounds)
            return
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (and not
    /// ``useLayoutToLayoutNavigationTransitions``).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, !useLayoutToLayoutNavigationTransitions, let collection = collectionView
        else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Sets the controller's editing state and its collection view's ``UICollectionView/isEditing``
    /// (iOS 14; as the table view controller forwards to its table).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource (UIKit's defaults; override)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A new empty cell; override to configure dequeued cells.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// A new empty view; override to configure dequeued headers and footers.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// True (see ``UICollectionViewDataSource``'s default).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate (UIKit's defaults; override)

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// True: every item can be edited.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// The proposal.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// The answer of `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// A plain transition layout between the two.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// The proposal.
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // MARK: UIScrollViewDelegate (override)

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// True: a tap on the status bar may scroll the list to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
