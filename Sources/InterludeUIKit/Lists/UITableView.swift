import Foundation

/// A scrolling list of rows in sections, UIKit's `UITableView`.
///
/// It is a ``UIScrollView``: dragging, deceleration and bounce work as there, and the content
/// size follows the rows' heights. The ``dataSource`` says how many rows there are and makes
/// their cells; only the cells of the rows on screen exist — a cell that scrolls off goes back
/// to a reuse queue and is handed out again by ``dequeueReusableCell(withIdentifier:for:)``, so
/// a table of 10,000 rows holds about a screenful of cells.
///
/// Heights come from ``rowHeight`` or the delegate; ``automaticDimension`` (the default) sizes a
/// row to its cell when the cell first appears (the rows not yet seen count at their estimate).
/// Changes made with ``performBatchUpdates(_:completion:)`` (or ``beginUpdates()``/``endUpdates()``)
/// animate on the window clock — rows inserted, deleted and moved, heights changed — inside the
/// enclosing animation when there is one (a property animator, `UIView.animate`), otherwise over
/// ``rowAnimationDuration``.
///
/// Editing — deletion, insertion and reordering controls, swipe actions — is in
/// `UITableView+Editing.swift`; ``UITableViewDiffableDataSource`` drives the batch updates from
/// snapshots; the section index is in `UITableView+SectionIndex.swift`. Not implemented: cell
/// prefetching (the prefetch data source is asked; see `UITableViewDataSourcePrefetching.swift`),
/// floating footers.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections look, UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section shows.
        case plain = 0
        /// Sections apart on the grouped background; headers scroll with their rows.
        case grouped = 1
        /// Grouped, with sections inset from the sides and rounded corners.
        case insetGrouped = 2
    }

    /// Where a row ends up when scrolled to, UIKit's raw values.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row fully visible.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted and deleted rows come and go, UIKit's raw values.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade = 0
        /// Slides in from, or out to, the right.
        case right = 1
        /// Slides in from, or out to, the left.
        case left = 2
        /// Slides in from, or out to, the top (behind the row above).
        case top = 3
        /// Slides in from, or out to, the bottom.
        case bottom = 4
        /// Appears or disappears at once; the other rows still move.
        case none = 5
        /// Grows from, or shrinks to, its middle.
        case middle = 6
        /// The table's choice: a fade.
        case automatic = 100
    }

    /// "Size this to its content": a row's height from its cell, a header's from its title.
    public static let automaticDimension: CGFloat = -1
    /// How long row animations last outside an enclosing animation, in seconds (Interlude's
    /// choice; UIKit does not document it).
    public static let rowAnimationDuration: TimeInterval = 0.3
    /// The estimate of a self-sizing row when neither `estimatedRowHeight` nor the delegate gives one.
    static let defaultEstimatedRowHeight: CGFloat = 44
    /// The horizontal inset of an inset-grouped table's sections (iOS's 20-point margin on phones).
    static let insetGroupedMargin: CGFloat = 20
    /// The corner radius of an inset-grouped section (Interlude's value).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The table's style, fixed at creation.
    public let style: Style
    /// The object that gives the rows and their cells, held weakly.
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsDataReload() } }
    /// The delegate (also the scroll delegate), held weakly; a ``UITableViewDelegate`` hears about
    /// rows and sizes them.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            setNeedsDataReload()
        }
    }
    /// The delegate as a table delegate.
    private(set) weak var tableDelegate: UITableViewDelegate?
    /// The object told ahead of time which rows will soon show, held weakly. Defaults to nil.
    /// After every layout pass it is asked for the rows within one screen-height beyond the
    /// visible ones in the scroll direction (toward the end before any scrolling), nearest first,
    /// each once until displayed; rows that leave that area undisplayed are cancelled. UIKit does
    /// not document its look-ahead: this rule is Interlude's.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    /// Whether the ``prefetchDataSource`` is asked ahead of time. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled). Cells
    /// themselves are always made when their rows appear (UIKit may make them earlier).
    open var isPrefetchingEnabled = true

    /// The height of rows the delegate does not size. Defaults to ``automaticDimension``
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowheight): the cell's own height.
    open var rowHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// The height self-sizing rows count at until measured; 0 measures every row at once.
    /// Defaults to ``automaticDimension`` (the table's estimate, 44 points).
    open var estimatedRowHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// The height of section headers the delegate does not size. Defaults to ``automaticDimension``:
    /// the title's height, or none (plain) / the grouped spacing without a title.
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// The height of section footers the delegate does not size. Defaults to ``automaticDimension``.
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// Padding, in points, above each section header (a section with a header of some height).
    /// Defaults to ``automaticDimension``
    /// (https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding),
    /// which in Interlude adds none: its header metrics are those measured before iOS 15 added
    /// padding, so `0` (what iOS code sets to remove the padding) looks the same. The padding
    /// scrolls with the section; a plain table's header sticks to the top without it.
    open var sectionHeaderTopPadding: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// The height self-sizing section headers count at until they appear and are measured.
    /// Defaults to ``automaticDimension``, which in Interlude measures every header at once (as
    /// does 0, which turns estimation off in UIKit); a positive value defers measuring to when the
    /// header first comes into view, as for rows
    /// (https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight).
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// The height self-sizing section footers count at until they appear and are measured; as
    /// ``estimatedSectionHeaderHeight``. Defaults to ``automaticDimension``.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsGeometryReload() } }
    /// Whether rows have separators. Defaults to `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsGeometryReload() } }
    /// The separators' color. Defaults to `.separator`.
    open var separatorColor: UIColor? = .separator { didSet { restyleVisibleCells() } }
    /// The default inset of row separators from the left and right. Defaults to 16 points on the left.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { restyleVisibleCells() } }
    /// The height of the empty rows a plain table shows below its last row when the rows do not
    /// fill it: 0 (the default since iOS 15) shows none, ``automaticDimension`` the last row's
    /// height (see `UITableView+FillerRows.swift`).
    open var fillerRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the content views of cells, headers and footers stay inside the safe area at their
    /// leading and trailing sides. Defaults to true
    /// (https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea).
    open var insetsContentViewsToSafeArea = true { didSet { setNeedsGeometryReload() } }
    /// Whether cells place their content within the readable width (see
    /// `UITableView+ReadableWidth.swift`). Defaults to false, as since iOS 12.
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsGeometryReload() } }
    /// The color of the section index's titles; nil (the default) uses the tint color
    /// (https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor).
    open var sectionIndexColor: UIColor? { didSet { styleSectionIndex() } }
    /// The section index's background when not touched; nil (the default) draws none.
    open var sectionIndexBackgroundColor: UIColor? { didSet { styleSectionIndex() } }
    /// The section index's background while a finger is on it; nil (the default) draws none.
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { styleSectionIndex() } }
    /// The number of rows from which the table shows its section index. Defaults to 0
    /// (https://developer.apple.com/documentation/uikit/uitableview/sectionindexminimumdisplayrowcount).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { updateSectionIndex(rowCount: nil) } }
    /// How ``separatorInset`` is read: from the cells' edges (the default) or from the table's
    /// automatic insets (https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-swift.property).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { restyleVisibleCells() } }
    /// Whether tapping selects rows. Defaults to true.
    open var allowsSelection = true
    /// Whether several rows can be selected; a tap on a selected row deselects it. Defaults to false.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode: rows show their deletion or insertion controls and,
    /// where they can move, their reordering controls. Defaults to false; setting it calls
    /// ``setEditing(_:animated:)`` without animation (see `UITableView+Editing.swift`).
    open var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether tapping selects rows in editing mode. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode. Defaults to false.
    open var allowsMultipleSelectionDuringEditing = false
    /// A view above the first section, at its own height and the table's width.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            setNeedsGeometryReload()
        }
    }
    /// A view below the last section, at its own height and the table's width.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            setNeedsGeometryReload()
        }
    }
    /// A view behind the rows, at the table's size. Defaults to nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: State

    /// The geometry of the current data.
    var layout = TableLayout()
    /// The ``sectionHeaderTopPadding`` at the top of each section's header slot in ``layout``.
    var headerTopPaddings: [CGFloat] = []
    /// Whether the data must be read again from the data source.
    var needsDataReload = true
    /// Whether the data is current but heights must be asked again.
    var needsGeometryReload = false
    /// Rows whose heights are estimates, to measure from their cells when they appear.
    var unmeasuredRows = Set<IndexPath>()
    /// Sections whose header or footer height is an estimate, to measure when it appears.
    var unmeasuredHeaders = Set<Int>()
    var unmeasuredFooters = Set<Int>()
    /// The cells on screen by row.
    var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Cells leaving in a row animation; they go back to the reuse queue when it ends.
    var departingViews: [UIView] = []
    /// Header and footer views on screen by section.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// Registered cell classes and header-footer classes by reuse identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells and header-footer views waiting to be reused, by identifier.
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row a finger is on (highlighted), if any.
    var touchedRow: IndexPath?
    /// The row whose detail button a finger is on, if any.
    var touchedAccessoryRow: IndexPath?
    /// The batch being recorded by `beginUpdates`/`performBatchUpdates`, and how deep.
    var pendingBatch: ListUpdateBatch?
    var pendingRowAnimations: [IndexPath: RowAnimation] = [:]
    var pendingSectionAnimations: [Int: RowAnimation] = [:]
    var pendingDeletionAnimations: [IndexPath: RowAnimation] = [:]
    var pendingDeletedSectionAnimations: [Int: RowAnimation] = [:]
    var pendingReloadAnimations: [(IndexPath, RowAnimation)] = []
    /// The cells being reconfigured, by index path: dequeuing for one hands its cell back.
    var reconfiguringCells: [IndexPath: UITableViewCell] = [:]
    var updateDepth = 0
    /// Whether the visible rows are being laid out (guards re-entrant layout from delegate calls).
    var isTiling = false
    /// The width the row heights were measured at.
    var measuredWidth: CGFloat = -1

    /// The data source's section index titles, read with the data, and the index showing them.
    var sectionIndexTitles: [String]?
    var sectionIndexView: SectionIndexView?
    /// The separators of the filler rows, when shown.
    var fillerRowsView: TableFillerRowsView?
    /// The rows asked of the prefetch data source (see `UITableViewDataSourcePrefetching.swift`).
    var prefetcher = ListPrefetcher()
    /// Editing mode and the row being reordered.
    var editing = TableEditingState()
    /// The swiped row (see `UITableView+SwipeActions.swift`).
    lazy var swipeTracker = SwipeActionsTracker(host: self)
    /// Set by the default implementations of optional data source and delegate requirements
    /// whose absence UIKit notices (see ``answer(_:)``).
    var answeredByDefault = false

    /// Reuse identifier of the table's own title headers and footers.
    static let titleViewIdentifier = "_UITableViewTitleView"

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        settingDefaults { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        alwaysBounceVertical = true
        register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.titleViewIdentifier)
    }

    /// A plain table at `frame`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Storyboard decoding is not supported; tables are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The bounds; scrolling (a new origin) lays out the rows that come into view at once.
    open override var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size { setNeedsLayout() }
            if bounds.origin != oldValue.origin, !needsDataReload { tileVisibleContent() }
        }
    }

    // MARK: Touches (selection; see the `+Selection` extension)

    /// A finger going down on a row highlights it (when the delegate allows it); on an editing
    /// control, a revealed swipe action or a row being swiped it is editing's (see `+Editing`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if editingTouchesBegan(touches) || accessoryButtonTouchesBegan(touches) { return }
        selectionTouchesBegan(touches)
    }

    /// A finger moving swipes a row or drags one being reordered.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        editingTouchesMoved(touches)
    }

    /// The scroll view took the touch (a drag began): the highlight ends without a selection.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editingTouchesCancelled()
        touchedAccessoryRow = nil
        selectionTouchesCancelled()
    }

    /// A finger lifting on the highlighted row selects it (or deselects it with multiple selection).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if editingTouchesEnded(touches) || accessoryButtonTouchesEnded(touches) { return }
        selectionTouchesEnded(touches)
    }

    /// The scroll pan does not begin for a horizontal drag that swipes a row open or closed, nor
    /// for a drag on a reordering control: the table follows those touches itself.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, editingTakesPan() { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Enters or leaves editing mode, showing or hiding every visible row's editing controls
    /// (sliding when `animated`); see `UITableView+Editing.swift`.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(to: editing, animated: animated) }

    // MARK: Registering and dequeuing

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier`; nil unregisters it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            invalidArgument("must pass a class of kind UITableViewCell")
        }
        cellClasses[identifier] = cellType
    }

    /// Registers the class of reusable header and footer views for `identifier`; nil unregisters it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            invalidArgument("must pass a class of kind UITableViewHeaderFooterView")
        }
        headerFooterClasses[identifier] = viewType
    }

    /// A cell from the reuse queue of `identifier` (after its ``UITableViewCell/prepareForReuse()``),
    /// a new one of the registered class, or nil when nothing is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return cellClasses[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath` from the reuse queue of `identifier` or new, sized to the
    /// row; while ``reconfigureRows(at:)`` asks for the row, its own cell, as it is. Stops with
    /// UIKit's message when no class is registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier {
            reconfiguringCells[indexPath] = nil
            return cell
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            programmerError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        if layout.contains(indexPath) {
            let (_, height) = layout.rowSpan(indexPath)
            UIView.performWithoutAnimation {
                cell.bounds.size = CGSize(width: cellWidth, height: height)
            }
        }
        return cell
    }

    /// A header or footer view from the reuse queue of `identifier` or new of the registered
    /// class; nil when nothing is registered for it.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooterViews[identifier], let view = queue.popLast() {
            reusableHeaderFooterViews[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }

    /// Puts `view` (a cell or header-footer view leaving the screen) back into its reuse queue.
    func enqueue(_ view: UIView) {
        view.removeFromSuperview()
        view.layer.removeAllAnimations()
        if let cell = view as? UITableViewCell {
            if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        } else if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            reusableHeaderFooterViews[identifier, default: []].append(headerFooter)
        }
    }

    // MARK: Loading data

    /// Reads everything again from the data source and the delegate: sections, rows, heights and
    /// the visible cells (which go back to the reuse queue). Keeps the content offset and clears
    /// the selection of rows that no longer exist.
    open func reloadData() {
        needsDataReload = true
        setNeedsLayout()
        loadDataIfNeeded()
        tileVisibleContent()
    }

    /// The number of sections (read from the data source when needed).
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return layout.numberOfSections
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return layout.numberOfRows(inSection: section)
    }

    func setNeedsDataReload() {
        needsDataReload = true
        setNeedsLayout()
    }

    func setNeedsGeometryReload() {
        needsGeometryReload = true
        setNeedsLayout()
    }

    /// Reads the data or the heights again if they are out of date.
    func loadDataIfNeeded() {
        guard needsDataReload || needsGeometryReload, !isTiling else { return }
        if needsDataReload {
            needsDataReload = false
            needsGeometryReload = false
            UIView.performWithoutAnimation {
                // In index path order: a dictionary's order changes from run to run.
                for indexPath in cellsByIndexPath.keys.sorted() { removeDisplayed(cellsByIndexPath[indexPath]!, at: indexPath) }
                cellsByIndexPath = [:]
                removeAllHeaderFooterViews()
            }
            prefetcher.reset()
            let counts = readRowCounts()
            readSectionIndexTitles(rowCount: counts.reduce(0, +))
            rebuildLayout(rowCounts: counts, carrying: nil)
            selectedRows.removeAll { !layout.contains($0) }
        } else {
            needsGeometryReload = false
            let counts = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
            rebuildLayout(rowCounts: counts, carrying: nil)
            restyleVisibleCells()
        }
    }

    /// The data source's counts: rows per section.
    func readRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        return (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Builds the geometry for `rowCounts`, asking every height again; self-sizing rows keep the
    /// height measured before (`carrying` maps new rows to old ones across a batch update).
    func rebuildLayout(rowCounts: [Int], carrying: ((IndexPath) -> CGFloat?)?) {
        let width = bounds.width
        measuredWidth = width
        unmeasuredRows = []
        unmeasuredHeaders = []
        unmeasuredFooters = []
        var sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)] = []
        sections.reserveCapacity(rowCounts.count)
        var eagerlyMeasured: [IndexPath] = []
        var paddings: [CGFloat] = []
        defer { headerTopPaddings = paddings }
        for (section, count) in rowCounts.enumerated() {
            var rows: [CGFloat] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height >= 0 {
                    rows.append(height)
                } else if let carried = carrying?(indexPath) {
                    rows.append(carried)
                } else {
                    let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                    rows.append(estimate > 0 ? estimate : Self.defaultEstimatedRowHeight)
                    unmeasuredRows.insert(indexPath)
                    if estimate == 0 { eagerlyMeasured.append(indexPath) }
                }
            }
            let header = initialHeaderFooterHeight(section, isHeader: true)
            let padding = header > 0 ? max(0, sectionHeaderTopPadding) : 0
            paddings.append(padding)
            sections.append((header + padding, rows, initialHeaderFooterHeight(section, isHeader: false)))
        }
        layout = TableLayout(
            sections: sections, top: tableHeaderView?.bounds.height ?? 0, bottom: tableFooterView?.bounds.height ?? 0)
        // An estimate of 0 turns estimation off: every self-sizing row is measured now.
        for indexPath in eagerlyMeasured { measureRowEagerly(at: indexPath) }
        updateContentSize()
    }

    private func measureRowEagerly(at indexPath: IndexPath) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        prepare(cell, for: indexPath)
        layout.setHeight(fittingHeight(of: cell, width: cellWidth), ofRowAt: indexPath)
        unmeasuredRows.remove(indexPath)
        enqueue(cell)
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: layout.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Section headers and footers

    /// The width of the rows: the table's, less the side insets of an inset-grouped table.
    var cellWidth: CGFloat {
        style == .insetGrouped ? max(0, bounds.width - 2 * Self.insetGroupedMargin) : bounds.width
    }

    /// The x of the rows.
    var cellMinX: CGFloat { style == .insetGrouped ? Self.insetGroupedMargin : 0 }

    func headerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0 { return height }
        if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
            let kind: UITableViewHeaderFooterView.TitleKind = style == .plain ? .plainHeader : .groupedHeader
            return UITableViewHeaderFooterView.titleHeight(title, kind: kind, width: titleWidth, margin: titleMargin)
        }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        // Grouped sections stand apart without a title (Interlude's spacing: 35 points above the
        // first, 18 between sections with the footer's 18).
        guard style != .plain else { return 0 }
        return section == 0 ? 35 : 18
    }

    func footerHeight(_ section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0 { return height }
        if let title = dataSource?.tableView(self, titleForFooterInSection: section) {
            let kind: UITableViewHeaderFooterView.TitleKind = style == .plain ? .plainFooter : .groupedFooter
            return UITableViewHeaderFooterView.titleHeight(title, kind: kind, width: titleWidth, margin: titleMargin)
        }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        }
        return style == .plain ? 0 : 18
    }

    var titleMargin: CGFloat { style == .insetGrouped ? Self.insetGroupedMargin + 16 : 16 }

    /// The width a header or footer title has: the table's, less its content view insets.
    private var titleWidth: CGFloat {
        let insets = contentViewInsets(forWidth: bounds.width, minX: 0)
        return max(0, bounds.width - insets.left - insets.right)
    }

    /// The header view for `section`: the delegate's, or a title view, or nil.
    func makeHeaderFooterView(section: Int, isHeader: Bool) -> UIView? {
        if let view =
            isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            return view
        }
        guard
            let title =
                isHeader
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section),
            let view = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
        else { return nil }
        switch (style == .plain, isHeader) {
        case (true, true): view.titleKind = .plainHeader
        case (true, false): view.titleKind = .plainFooter
        case (false, true): view.titleKind = .groupedHeader
        case (false, false): view.titleKind = .groupedFooter
        }
        view.titleMargin = titleMargin
        view.textLabel?.text = view.titleKind == .groupedHeader ? title.uppercased() : title
        return view
    }

    // MARK: Layout

    /// Lays out the table header and footer views, the visible rows, headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != measuredWidth, !needsDataReload { needsGeometryReload = true }
        loadDataIfNeeded()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        tileVisibleContent()
    }

    /// Makes the cells, headers and footers of what is on screen, places them, and sends the
    /// rest to the reuse queues. Self-sizing rows that appear are measured; if that moves rows,
    /// the pass repeats (at most three times).
    func tileVisibleContent() {
        guard !isTiling, !needsDataReload else { return }
        isTiling = true
        defer { isTiling = false }
        UIView.performWithoutAnimation {
            placeTableHeaderAndFooter()
            placeFillerRows()
            // Measuring rows or headers that appear may move what is visible: tile again.
            for _ in 0..<3 {
                let rowsMoved = tileRows()
                if !measureAppearingHeadersAndFooters(), !rowsMoved { break }
            }
            tileHeadersAndFooters()
            placeSectionIndex()
        }
        updatePrefetching()
    }

    private func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            footer.frame = CGRect(
                x: 0, y: layout.contentHeight - layout.bottom, width: bounds.width, height: footer.bounds.height)
        }
    }

    /// The rows overlapping the visible area, in order.
    func visibleRowIndexPaths() -> [IndexPath] {
        guard let slots = layout.slots(overlapping: bounds.minY, bounds.maxY) else { return [] }
        var result: [IndexPath] = []
        for slot in slots {
            if case .row(let indexPath) = layout.content(ofSlot: slot), layout.span(ofSlot: slot).height > 0 {
                result.append(indexPath)
            }
        }
        return result
    }

    /// One pass over the visible rows; true when measuring changed the geometry (tile again).
    private func tileRows() -> Bool {
        let visible = visibleRowIndexPaths()
        let wanted = Set(visible)
        // In index path order: a dictionary's order changes from run to run.
        for indexPath in cellsByIndexPath.keys.filter({ !wanted.contains($0) }).sorted() {
            removeDisplayed(cellsByIndexPath.removeValue(forKey: indexPath)!, at: indexPath)
        }
        var geometryChanged = false
        for indexPath in visible {
            if let cell = cellsByIndexPath[indexPath] {
                let frame = rectForRowInLayout(indexPath)
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            prepare(cell, for: indexPath)
            if unmeasuredRows.remove(indexPath) != nil {
                let height = fittingHeight(of: cell, width: cellWidth)
                if height != layout.height(ofRowAt: indexPath) {
                    layout.setHeight(height, ofRowAt: indexPath)
                    geometryChanged = true
                }
            }
            cell.frame = rectForRowInLayout(indexPath)
            insertCell(cell)
            cellsByIndexPath[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        if geometryChanged { updateContentSize() }
        return geometryChanged
    }

    /// Adds `cell` below the headers and footers (above the background view).
    func insertCell(_ cell: UITableViewCell) {
        if cell.superview === self { return }
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// Styles `cell` for the row at `indexPath`: separator, corners, selection.
    func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
        cell.separatorHeight = showsSeparator(below: indexPath) ? 1 / UIScreen.main.scale : 0
        cell.separatorView.backgroundColor = separatorColor
        cell.tableSeparatorInset = resolvedSeparatorInset(forWidth: cellWidth, minX: cellMinX)
        cell.tableContentInsets = contentViewInsets(forWidth: cellWidth, minX: cellMinX)
        cell.contentMargin = cellContentMargin(forWidth: cellWidth, minX: cellMinX, contentInsets: cell.tableContentInsets)
        applyCorners(to: cell, at: indexPath)
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        applyEditingState(to: cell, at: indexPath, animated: false)
        cell.layoutIfNeeded()
    }

    /// Whether the row at `indexPath` has a separator below it: every row in plain and grouped
    /// tables; all but each section's last in inset-grouped ones.
    private func showsSeparator(below indexPath: IndexPath) -> Bool {
        guard separatorStyle != .none else { return false }
        guard style == .insetGrouped else { return true }
        return indexPath.row < layout.numberOfRows(inSection: indexPath.section) - 1
    }

    /// Rounds the outer corners of an inset-grouped section's first and last rows.
    private func applyCorners(to cell: UITableViewCell, at indexPath: IndexPath) {
        guard style == .insetGrouped else { return }
        let count = layout.numberOfRows(inSection: indexPath.section)
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    /// Applies separator settings to the cells on screen.
    func restyleVisibleCells() {
        for (indexPath, cell) in cellsByIndexPath where layout.contains(indexPath) { prepare(cell, for: indexPath) }
    }

    /// Removes a cell that was displayed for `indexPath`, telling the delegate, and reuses it.
    func removeDisplayed(_ cell: UITableViewCell, at indexPath: IndexPath? = nil) {
        let row = indexPath ?? cellsByIndexPath.first { $0.value === cell }?.key
        enqueue(cell)
        if let row { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row) }
    }

    /// The frame of the row at `indexPath` in the current geometry.
    func rectForRowInLayout(_ indexPath: IndexPath) -> CGRect {
        let (minY, height) = layout.rowSpan(indexPath)
        return CGRect(x: cellMinX, y: minY, width: cellWidth, height: height)
    }

    /// Where `section`'s header or footer shows: in plain tables a header sticks to the top of the
    /// visible area while its section's rows pass under it.
    func headerFooterFrame(section: Int, isHeader: Bool) -> CGRect {
        let span = isHeader ? headerViewSpan(section) : layout.footerSpan(section)
        var y = span.minY
        if isHeader, style == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            let limit = layout.footerSpan(section).minY - span.height
            y = max(span.minY, min(pinned, limit))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: span.height)
    }
}

extension UITableView {
    /// Where `section`'s header view sits in its slot: below the slot's top padding.
    func headerViewSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        let slot = layout.headerSpan(section)
        let padding = headerTopPaddings.indices.contains(section) ? min(headerTopPaddings[section], slot.height) : 0
        return (slot.minY + padding, slot.height - padding)
    }
}

extension UITableViewCell {
    /// Whether a table draws lines between rows, UIKit's raw values.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline below each row.
        case singleLine = 1
        /// As `.singleLine` (the etched look is gone since iOS 7).
        case singleLineEtched = 2
    }
}
