/// The object that tells a collection view what to show, UIKit's `UICollectionViewDataSource`.
/// The first two methods are required; the section count (default 1) and the supplementary views
/// are optional.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, usually from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a section header or footer) for `indexPath`, usually from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Asked for the elements the layout places on screen. Default: a new empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` may move interactively
    /// (``UICollectionView/beginInteractiveMovementForItem(at:)``). Default true.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item at `sourceIndexPath` at `destinationIndexPath`:
    /// the data should follow (the collection view moves the item). Does nothing by default.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the index shown along the collection view's trailing edge (e.g. "A" to
    /// "Z"), or nil for none (iOS 14). Default nil.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// Where the index title `title`, at `index` in ``indexTitles(for:)``, leads: an item, or a
    /// one-index path for a whole section (iOS 14). Default: the section at `index`.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A new empty view (UIKit requires an implementation when the layout has supplementary views).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    /// True (UIKit: true when the data source implements `collectionView(_:moveItemAt:to:)`,
    /// which Swift cannot see; a collection view asked to move an item is taken to want it).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The section at the title's position (Interlude's answer: Apple requires an implementation
    /// alongside ``indexTitles(for:)``).
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(index: index) }
}
