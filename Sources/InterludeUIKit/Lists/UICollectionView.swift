import Foundation

/// A scrolling arrangement of items in sections placed by a layout object, UIKit's `UICollectionView`.
///
/// It is a ``UIScrollView``. Its ``collectionViewLayout`` (a ``UICollectionViewFlowLayout`` grid,
/// or your own ``UICollectionViewLayout``) says where every item goes; the ``dataSource`` makes
/// the cells of the items on screen only — cells that scroll off go back to a reuse queue and are
/// handed out again by ``dequeueReusableCell(withReuseIdentifier:for:)``. Changes made in
/// ``performBatchUpdates(_:completion:)`` animate on the window clock (inside the enclosing
/// animation when there is one, otherwise over `UITableView.rowAnimationDuration`).
///
/// A cell's frame in another view — where a zoom or push transition starts — is
/// `collectionView.convert(cell.frame, to: view)`, or from ``layoutAttributesForItem(at:)`` for an
/// item not on screen. Supplementary views (a flow layout's section headers and footers) come
/// from the data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` for the
/// elements on screen and are reused like cells (see `UICollectionView+SupplementaryViews.swift`).
/// The layout's decoration views are made from the classes it registers
/// (`UICollectionView+DecorationViews.swift`). A ``UICollectionViewDiffableDataSource`` drives the
/// batch updates from snapshots; cell and supplementary registrations live in
/// `UICollectionView+Registration.swift`. A ``UICollectionViewCompositionalLayout`` places items
/// like any other layout. Layout changes animate, or follow a gesture
/// (`UICollectionView+LayoutTransitions.swift`). Not implemented: drag and drop, cell prefetching
/// (data prefetching is: `prefetchDataSource`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The axis a layout scrolls along, UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical = 0
        /// Left and right.
        case horizontal = 1
    }

    /// Where an item ends up when scrolled to: one vertical and one horizontal choice, UIKit's bits.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling beyond making the item visible.
        public static let none: ScrollPosition = []
        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items. Setting it is ``setCollectionViewLayout(_:animated:)``
    /// without animation: the items are laid out again at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { installedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    /// The layout in use (see `UICollectionView+LayoutTransitions.swift`).
    var installedLayout: UICollectionViewLayout
    /// The interactive layout transition under way, if any.
    var interactiveLayoutTransition: InteractiveLayoutTransition?
    /// The object that gives the items and their cells, held weakly.
    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsDataReload() } }
    /// The delegate (also the scroll delegate), held weakly; a ``UICollectionViewDelegate`` hears
    /// about cells and selection, a ``UICollectionViewDelegateFlowLayout`` sizes flow layout items.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }
    private(set) weak var collectionDelegate: UICollectionViewDelegate?
    /// The object told ahead of time which items will soon show, held weakly. Defaults to nil.
    /// After every layout pass it is asked for the items within one screen beyond the visible
    /// ones in the scroll direction (toward the end before any scrolling), nearest first, each
    /// once until displayed; items that leave that area undisplayed are cancelled. UIKit does not
    /// document its look-ahead: this rule is Interlude's.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    /// Whether the ``prefetchDataSource`` is asked ahead of time. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled).
    /// Cells themselves are always made when their items appear (UIKit may make them earlier).
    open var isPrefetchingEnabled = true
    /// The items asked of the prefetch data source (see `UICollectionViewDataSourcePrefetching.swift`).
    var prefetcher = ListPrefetcher()
    /// Whether tapping selects items. Defaults to true.
    open var allowsSelection = true
    /// Whether several items can be selected; a tap on a selected item deselects it. Defaults to false.
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode (iOS 14): the cells of the items the
    /// delegate lets edit report an editing configuration state, so a list cell shows its
    /// `.whenEditing` accessories. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/isediting).
    open var isEditing = false { didSet { if isEditing != oldValue { updateCellsEditing() } } }
    /// Whether taps select items while editing (iOS 14). Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsselectionduringediting).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (iOS 14). Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting).
    open var allowsMultipleSelectionDuringEditing = false
    /// A view behind the items, at the collection view's size. Defaults to nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: State

    var itemCounts: [Int] = []
    var needsDataReload = true
    /// Set by `UICollectionViewLayout.invalidateLayout()`: `prepare()` runs before the next query.
    var layoutNeedsPreparing = true
    var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The strip of the data source's index titles, when it gives some (see `+IndexTitles`).
    var indexTitlesView: SectionIndexView?
    var departingCells: [UICollectionViewCell] = []
    /// The item moving interactively (see `UICollectionView+InteractiveMovement.swift`).
    var interactiveMovement: InteractiveItemMovement?
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Registered supplementary view classes, by element kind and reuse identifier.
    var supplementaryClasses: [SupplementaryReuseKey: UICollectionReusableView.Type] = [:]
    /// Supplementary views waiting for reuse, by element kind and reuse identifier.
    var reusableSupplementaryViews: [SupplementaryReuseKey: [UICollectionReusableView]] = [:]
    /// The supplementary views on screen, by element kind and index path.
    var supplementaryViewsByElement: [SupplementaryElement: UICollectionReusableView] = [:]
    /// The decoration views on screen, by element kind and index path.
    var decorationViewsByElement: [SupplementaryElement: UICollectionReusableView] = [:]
    /// Decoration views waiting for reuse, by element kind.
    var reusableDecorationViews: [String: [UICollectionReusableView]] = [:]
    /// Supplementary and decoration views animating away in a batch update, reused when it ends.
    var departingElementViews: [(view: UICollectionReusableView, category: ElementCategory, kind: String)] = []
    var selectedItems: [IndexPath] = []
    var touchedItem: IndexPath?
    var pendingBatch: ListUpdateBatch?
    /// The cells being reconfigured, by index path: dequeuing for one hands its cell back.
    var reconfiguringCells: [IndexPath: UICollectionViewCell] = [:]
    var updateDepth = 0
    /// The invalidation a change of the bounds under way asked for (`+AnimatedBoundsChange`).
    var pendingBoundsChange: PendingBoundsChange?
    var isTiling = false
    /// The scroll views of orthogonally scrolling sections, by section (`+OrthogonalScrolling`).
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    /// The swiped list cell (see `UICollectionView+SwipeActions.swift`).
    lazy var swipeTracker = SwipeActionsTracker(host: self)

    /// A collection view at `frame` placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        installedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        settingDefaults { backgroundColor = .systemBackground }
    }

    /// Storyboard decoding is not supported; collection views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bounds; a change the layout asks about invalidates it (animated inside an animation
    /// block: `UICollectionView+AnimatedBoundsChange.swift`), and scrolling lays out the items
    /// that come into view at once.
    open override var bounds: CGRect {
        willSet { if newValue != bounds { layoutBoundsWillChange(to: newValue) } }
        didSet {
            guard bounds != oldValue else { return }
            layoutBoundsChanged(from: oldValue)
            if bounds.size != oldValue.size { setNeedsLayout() }
            if bounds.origin != oldValue.origin, !needsDataReload { tileVisibleCells() }
        }
    }

    /// The frame; a change of its size changes the bounds, and the layout is asked about it as
    /// for a change of the bounds.
    open override var frame: CGRect {
        willSet {
            if newValue.size != frame.size { layoutBoundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
        }
        didSet {
            guard frame.size != oldValue.size else { return }
            layoutBoundsChanged(from: CGRect(origin: bounds.origin, size: oldValue.size))
        }
    }

    /// A drag's resting offset comes from the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, with the velocity in
    /// points per second as Apple's page says.
    override func adjustedDragTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    }

    // MARK: Touches (selection, see the `+Selection` extension; swipes, `+SwipeActions`)

    /// A finger going down on a item highlights it (when the delegate allows it); on a swiped
    /// list cell, or one being swiped, it is the swipe's.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if swipeTracker.touchesBegan(touches) { return }
        selectionTouchesBegan(touches)
    }

    /// A finger moving swipes a list cell.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        swipeTracker.touchesMoved(touches)
    }

    /// The scroll view took the touch (a drag began): the highlight ends without a selection.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        swipeTracker.touchesCancelled()
        selectionTouchesCancelled()
    }

    /// A finger lifting on the highlighted item selects it (or deselects it with multiple selection).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if swipeTracker.touchesEnded(touches) { return }
        selectionTouchesEnded(touches)
    }

    /// The scroll pan does not begin for a horizontal drag that swipes a list cell open or closed:
    /// the collection view follows those touches itself.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, swipeTracker.takesPan() { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Registering and dequeuing

    /// Registers the class whose cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
    /// `identifier`; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            invalidArgument("must pass a class of kind UICollectionViewCell")
        }
        cellClasses[identifier] = cellType
    }

    /// A cell for the item at `indexPath` from the reuse queue of `identifier` (after its
    /// `prepareForReuse()`) or new; while ``reconfigureItems(at:)`` asks for the item, its own
    /// cell, as it is. Stops with UIKit's message when no class is registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = reusableCell(withReuseIdentifier: identifier, for: indexPath)
        prepareDequeued(cell, at: indexPath)
        return cell
    }

    private func reusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier {
            reconfiguringCells[indexPath] = nil
            return cell
        }
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = cellClasses[identifier],
            let cell = cellType.init(registeredWithReuseIdentifier: identifier) as? UICollectionViewCell
        else {
            programmerError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            UIView.performWithoutAnimation { cell.bounds.size = attributes.size }
        }
        return cell
    }

    /// Registers the class whose views ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// makes for `elementKind` and `identifier`; nil unregisters it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            invalidArgument("must pass a class of kind UICollectionReusableView")
        }
        supplementaryClasses[key] = viewType
    }

    /// A supplementary view of `elementKind` for `indexPath` from the reuse queue of `identifier`
    /// (after its `prepareForReuse()`) or new. Stops with UIKit's message when no class is registered.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Puts `cell` back into its reuse queue.
    func enqueue(_ cell: UICollectionViewCell) {
        if let listCell = cell as? UICollectionViewListCell { swipeTracker.resetUnlessSwiped(listCell, leavesScreen: true) }
        cell.leaveScreenForReuse()
        if cell.isHighlighted { cell.isHighlighted = false }
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    // MARK: Data

    /// Reads everything again from the data source; the visible cells go back to the queue.
    open func reloadData() {
        setNeedsDataReload()
        tileVisibleCells()
    }

    /// The number of sections.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func setNeedsDataReload() {
        needsDataReload = true
        layoutNeedsPreparing = true
        setNeedsLayout()
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.makeInvalidationContext(everything: true, dataSourceCounts: true))
    }

    func loadCountsIfNeeded() {
        guard needsDataReload else { return }
        needsDataReload = false
        UIView.performWithoutAnimation {
            // In index path order: a dictionary's order changes from run to run.
            for indexPath in cellsByIndexPath.keys.sorted() { removeDisplayed(cellsByIndexPath[indexPath]!, at: indexPath) }
            removeDisplayedSupplementaryViews()
            removeDisplayedDecorationViews()
        }
        cellsByIndexPath = [:]
        prefetcher.reset()
        itemCounts = readItemCounts()
        readIndexTitles()
        selectedItems.removeAll { !contains($0) }
        layoutNeedsPreparing = true
    }

    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Runs the layout's `prepare()` if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        guard layoutNeedsPreparing else { return }
        layoutNeedsPreparing = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: Layout

    /// Lays out the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.invalidateIfReferenceInsetsMoved()
        tileVisibleCells()
    }

    /// The layout's cell attributes in `rect`.
    func cellAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter {
            $0.representedElementCategory == .cell && contains($0.indexPath)
        }
    }

    /// Makes the cells of the items on screen, places them by their attributes, and sends the
    /// others to the reuse queue.
    func tileVisibleCells() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        // A new cell's preferred attributes may invalidate the layout: then the cells are placed
        // again by the layout prepared anew (`UICollectionView+SelfSizingInvalidation.swift`).
        while placeVisibleCells() {}
        updatePrefetching()
    }

    /// One pass of ``tileVisibleCells()``: true when a new cell's preferred attributes invalidated
    /// the layout.
    private func placeVisibleCells() -> Bool {
        prepareLayoutIfNeeded()
        var invalidated = false
        UIView.performWithoutAnimation {
            updateOrthogonalScrollViews()
            let visible = cellAttributes(in: bounds)
            let wanted = Set(visible.map(\.indexPath))
            // In index path order: a dictionary's order changes from run to run.
            let moving = interactiveMovement?.cell
            for indexPath in cellsByIndexPath.keys.filter({ !wanted.contains($0) }).sorted()
            where cellsByIndexPath[indexPath] !== moving {
                removeDisplayed(cellsByIndexPath.removeValue(forKey: indexPath)!, at: indexPath)
            }
            for attributes in visible {
                if let cell = cellsByIndexPath[attributes.indexPath] {
                    host(cell, inSection: attributes.indexPath.section)
                    apply(displayedAttributes(attributes), to: cell)
                    continue
                }
                guard let cell = makeCell(for: attributes.indexPath) else { continue }
                apply(attributes, to: cell)
                cellsByIndexPath[attributes.indexPath] = cell
                if invalidateLayoutForPreferredAttributes(of: cell, original: attributes) { invalidated = true }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            }
            tileSupplementaryViews()
            indexTitlesView?.place(in: self)
        }
        return invalidated
    }

    /// The data source's cell for `indexPath`, added to the view with its selection state.
    func makeCell(for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        host(cell, inSection: indexPath.section)
        return cell
    }

    /// Places `cell` by `attributes`: frame (or center, bounds and transform), alpha, hidden.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
        let attributes = (cell.superview as? OrthogonalScrollView)?.local(attributes) ?? attributes
        if CATransform3DIsIdentity(attributes.transform3D) {
            if !CATransform3DIsIdentity(cell.transform3D) { cell.transform3D = CATransform3DIdentity }
            if cell.frame != attributes.frame { cell.frame = attributes.frame }
        } else {
            cell.bounds = attributes.bounds
            cell.center = attributes.center
            cell.transform3D = attributes.transform3D
        }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        cell.layer.zPosition = CGFloat(attributes.zIndex)
        cell.apply(attributes)
        cell.layoutIfNeeded()
    }

    /// Removes a displayed cell, telling the delegate, and reuses it.
    func removeDisplayed(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // MARK: Queries

    /// The layout's attributes of the item at `indexPath` (on screen or not).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard contains(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The cell showing the item at `indexPath`, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if !isTiling { layoutIfNeeded() }
        return cellsByIndexPath[indexPath]
    }

    /// The item whose frame contains `point` (in the collection view's coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return cellAttributes(in: probe).last { $0.frame.contains(point) }?.indexPath
    }

    /// The item `cell` shows, or nil when it is not a visible cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        if !isTiling { layoutIfNeeded() }
        return cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        if !isTiling { layoutIfNeeded() }
        return cellsByIndexPath.keys.sorted()
    }
}

extension UICollectionView {
    /// The size the cell of a self-sizing item wants: the data source's cell, given attributes of
    /// `estimate` size, answers `preferredLayoutAttributesFitting(_:)`; the cell then goes back to
    /// its reuse queue. The axes in `holding` keep the estimate's length while the cell is fitted
    /// (a compositional item's fixed width). The estimate when the data source gives no cell.
    func preferredSize(
        ofItemAt indexPath: IndexPath, estimate: CGSize, layout: UICollectionViewLayout,
        holding: (width: Bool, height: Bool) = (false, false)
    ) -> CGSize {
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return estimate }
        let attributes = layout.makeAttributes(forCellWith: indexPath)
        let preferred = preferredSize(of: cell, attributes: attributes, estimate: estimate, holding: holding)
        if !isHosting(cell) { enqueue(cell) }
        return preferred
    }

    /// The size the supplementary view of `kind` at `indexPath` wants, measured as a cell is by
    /// ``preferredSize(ofItemAt:estimate:layout:holding:)``; the view then goes back to its reuse
    /// queue unless it is on screen.
    func preferredSize(
        ofSupplementaryElementOfKind kind: String, at indexPath: IndexPath, estimate: CGSize,
        layout: UICollectionViewLayout, holding: (width: Bool, height: Bool)
    ) -> CGSize {
        guard let dataSource else { return estimate }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        let attributes = layout.makeAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        let preferred = preferredSize(of: view, attributes: attributes, estimate: estimate, holding: holding)
        if view.superview !== self { enqueueSupplementaryView(view, ofKind: kind) }
        return preferred
    }

    /// `view`'s answer to `preferredLayoutAttributesFitting(_:)` for `attributes` of `estimate` size.
    private func preferredSize(
        of view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes, estimate: CGSize,
        holding: (width: Bool, height: Bool)
    ) -> CGSize {
        attributes.frame = CGRect(origin: .zero, size: estimate)
        attributes.heldSelfSizingAxes = holding
        UIView.performWithoutAnimation { view.bounds.size = estimate }
        view.apply(attributes)
        return view.preferredLayoutAttributesFitting(attributes).size
    }
}
