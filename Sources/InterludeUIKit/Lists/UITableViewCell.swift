/// One row of a table view, UIKit's `UITableViewCell`.
///
/// Its ``contentView`` holds the content (the built-in ``textLabel``, ``detailTextLabel`` and
/// ``imageView``, placed by ``CellStyle``, or your own subviews); an accessory sits at the
/// trailing edge (``accessoryType`` drawn, or your ``accessoryView``); behind the content the
/// ``backgroundView`` and, while selected or highlighted, the ``selectedBackgroundView``. The
/// table puts a hairline separator along the bottom: the content view is the row's height less
/// the separator (on a 3× screen, 44 − ⅓ points for a standard row).
///
/// Cells are made by their table from registered classes (``UITableView/register(_:forCellReuseIdentifier:)``)
/// and reused: ``prepareForReuse()`` runs before a cell is handed out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels, UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// One left-aligned label (``textLabel``) and an optional image; no detail label.
        case `default` = 0
        /// A left-aligned label and a right-aligned detail label in the secondary color (Settings).
        case value1 = 1
        /// A right-aligned label in the tint color, then a left-aligned detail label (Contacts).
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }

    /// The standard accessories, UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint color.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks, UIKit's raw values.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none = 0
        /// The gray highlight (as `.default` since iOS 7).
        case blue = 1
        /// The gray highlight (as `.default` since iOS 7).
        case gray = 2
        /// The gray highlight, `systemGray4`.
        case `default` = 3
    }

    /// The minimum height of a cell with the built-in labels: UIKit's standard 44-point row.
    static let standardHeight: CGFloat = 44
    /// Space above and below the built-in labels of a self-sizing cell (Interlude's value).
    static let verticalPadding: CGFloat = 11
    /// The leading and trailing margin of the built-in content (iOS's 16-point layout margin on phones).
    static let horizontalMargin: CGFloat = 16

    /// The cell's layout style.
    public let style: CellStyle
    /// The identifier the cell is reused under, or nil.
    public private(set) var reuseIdentifier: String?
    /// The view to add custom content to; the built-in labels live in it. A content
    /// configuration replaces it with the view the configuration makes (see
    /// ``contentConfiguration``).
    public private(set) var contentView = UIView(frame: .zero)

    // MARK: Configurations (the steps are in `UITableViewCell+Configurations.swift`)

    /// The state the cell's configurations are updated for: selected, highlighted, editing and
    /// swiped from the cell, its traits. Override the getter (calling super) to add custom states.
    open var configurationState: UICellConfigurationState { cellConfigurationState }
    /// Closure type run on each configuration update, with the cell and its state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Run after ``updateConfiguration(using:)`` on each configuration update; nil by default.
    /// Setting one asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The cell's content description; nil (the default) keeps the content view and the built-in
    /// labels. Setting one replaces the content view with the configuration's view (or shows it
    /// in the current one, if that supports it); ``textLabel``, ``detailTextLabel`` and
    /// ``imageView`` are then nil, as UITableViewCell.h says. Setting nil again puts a new empty
    /// content view in place.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set { showContentConfiguration(newValue) }
    }
    /// Whether state changes restyle ``contentConfiguration`` (`updated(for:)`). Defaults to true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }
    /// The cell's background description; nil by default. While set, ``backgroundView`` and
    /// ``selectedBackgroundView`` are nil and the configuration draws the selection.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set { showBackgroundConfiguration(newValue) }
    }
    /// Whether state changes restyle ``backgroundConfiguration``. Defaults to true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.updatesBackground }
        set { configurations.updatesBackground = newValue }
    }

    /// Asks for a configuration update: the automatic restyling, ``updateConfiguration(using:)``
    /// and the handler run once before the next layout, however many requests came before it.
    /// Selection, highlighting, editing and trait changes ask for one.
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Override point: set the cell's configurations for `state`. Runs during a configuration
    /// update, after the automatic restyling and before ``configurationUpdateHandler``; do not call
    /// it directly (UITableViewCell.h). Does nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A list content configuration for the cell's style, with no content: `.subtitle` cells get
    /// ``UIListContentConfiguration/subtitleCell()``, `.value1` cells
    /// ``UIListContentConfiguration/valueCell()``, others ``UIListContentConfiguration/cell()``
    /// (Interlude's mapping of the styles; UIKit documents only "for the cell's style"), each
    /// updated for the cell's state.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let configuration: UIListContentConfiguration
        switch style {
        case .subtitle: configuration = .subtitleCell()
        case .value1: configuration = .valueCell()
        case .default, .value2: configuration = .cell()
        }
        return configuration.updated(for: configurationState)
    }

    /// A background configuration for the cell's table, updated for the cell's state (iOS 16):
    /// ``UIBackgroundConfiguration/listGroupedCell()`` in a grouped or inset-grouped table,
    /// ``UIBackgroundConfiguration/listPlainCell()`` otherwise (also outside a table).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let table = sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UITableView }.first
        let background: UIBackgroundConfiguration =
            table.map { $0.style != .plain } == true ? .listGroupedCell() : .listPlainCell()
        return background.updated(for: configurationState)
    }

    /// The configurations, their views and whether an update is pending.
    let configurations = ViewConfigurations()

    /// Takes `view` as the content view (the swap itself is in `UITableViewCell+Configurations.swift`).
    func replaceContentView(with view: UIView) { contentView = view }

    /// A trait change (Dynamic Type, light or dark) asks for a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// The background configuration's nil colors follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        configurations.tintDidChange(host: self)
    }

    /// Whether the table shows the cell as selected (see ``setSelected(_:animated:)``).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a touch highlights the cell (see ``setHighlighted(_:animated:)``).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// How the cell looks when selected. Defaults to `.default` (gray).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance(animated: false) } }
    /// The standard accessory. Defaults to `.none`; ``accessoryView`` wins when set.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A custom accessory view, shown instead of ``accessoryType``.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { updateAccessory() } }
    }
    /// A view behind the content. Defaults to nil; always nil while a ``backgroundConfiguration``
    /// is set (setting one takes this view away).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view behind the content while the cell is selected or highlighted: a `systemGray4`
    /// view unless set. Ignored with selection style `.none`; nil while a
    /// ``backgroundConfiguration`` is set.
    open var selectedBackgroundView: UIView? {
        get { configurations.background == nil ? customSelectedBackgroundView ?? defaultSelectedBackgroundView : nil }
        set {
            selectedBackgroundViewInUse.removeFromSuperview()
            customSelectedBackgroundView = newValue
            updateSelectionAppearance(animated: false)
        }
    }
    /// Insets of the separator below the cell from the cell's edges; only left and right count.
    /// Defaults to the table's ``UITableView/separatorInset``.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    // MARK: Editing (drawn and laid out in `UITableViewCell+Editing.swift`)

    /// Whether the cell shows its editing controls. Defaults to false; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing control shown while editing: set by the table from its delegate's
    /// `tableView(_:editingStyleForRowAt:)`. Defaults to `.none`
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.property).
    open internal(set) var editingStyle: EditingStyle {
        get { editingState.style }
        set {
            guard editingState.style != newValue else { return }
            editingState.style = newValue
            updateEditingControls(animated: false)
        }
    }
    /// Whether the reordering control shows while editing (when the table's data source lets the
    /// row move). Defaults to false; it takes the accessory's place.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { updateEditingControls(animated: false) } }
    }
    /// Whether the content moves right to make room for the editing control. Defaults to true.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// How many ``indentationWidth``s the built-in content is indented by. Defaults to 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level, in points. Defaults to 10
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// The standard accessory shown while editing instead of ``accessoryType``. Defaults to `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { updateAccessory() } }
    }
    /// A custom accessory view shown while editing; wins over ``editingAccessoryType``.
    open var editingAccessoryView: UIView? {
        didSet {
            if editingAccessoryView !== oldValue {
                oldValue?.removeFromSuperview()
                updateAccessory()
            }
        }
    }

    /// Enters or leaves editing mode: the editing control (for an ``editingStyle`` other than
    /// `.none`) and the reordering control (with ``showsReorderControl``) come in or go, the
    /// content moves, and the editing accessory replaces the accessory — sliding over 0.3 s when
    /// `animated` (Interlude's duration, as its row animations).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editingState.isEditing != editing else { return }
        editingState.isEditing = editing
        setNeedsUpdateConfiguration()
        updateAccessory()
        updateEditingControls(animated: animated)
    }

    /// The editing controls, the revealed swipe actions and where the content is swiped to.
    var editingState = CellEditingState()

    private var selectedState = false
    private var highlightedState = false
    private var customSelectedBackgroundView: UIView?
    private lazy var defaultSelectedBackgroundView: UIView = {
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemGray4
        return view
    }()
    private var selectedBackgroundViewInUse: UIView { customSelectedBackgroundView ?? defaultSelectedBackgroundView }
    private var customSeparatorInset: UIEdgeInsets?
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    private var standardAccessory: TableCellAccessoryView?

    /// The separator the table shows along the bottom, its thickness (0: none) and color.
    let separatorView = UIView(frame: .zero)
    var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { setNeedsLayout() } } }
    /// The table's separator inset, used unless ``separatorInset`` is set.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue { setNeedsLayout() } }
    }

    /// The room the table keeps clear at the cell's left and right edges, for the safe area and
    /// the section index (set by the table): the content view and the accessory stay inside it.
    var tableContentInsets = UIEdgeInsets.zero { didSet { if tableContentInsets != oldValue { setNeedsLayout() } } }

    /// The side margin of the content inside the content view (set by the table): 16 points, or
    /// more to keep within the readable width (``UITableView/cellLayoutMarginsFollowReadableWidth``).
    var contentMargin = UITableViewCell.horizontalMargin { didSet { if contentMargin != oldValue { setNeedsLayout() } } }

    /// A cell of `style` to be reused under `reuseIdentifier`, 320 × 44 points as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
        settingDefaults { backgroundColor = .white }
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// A `.default` cell with no reuse identifier, placed at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell of this class made by a table for a registered reuse identifier: calls
    /// `init(style: .default, reuseIdentifier:)`, which subclasses override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Storyboard decoding is not supported; cells are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Built-in content

    /// The main label (made on first use, in the content view); nil while a
    /// ``contentConfiguration`` is set.
    open var textLabel: UILabel? {
        if configurations.content != nil { return nil }
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.font = style == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
        if style == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The detail label (made on first use), or nil in the `.default` style and while a
    /// ``contentConfiguration`` is set, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default, configurations.content == nil else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1: label.textColor = .secondaryLabel
        case .value2: label.font = .systemFont(ofSize: 15)
        case .default: break
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made on first use), or nil in the `.value2` style and while
    /// a ``contentConfiguration`` is set, as in UIKit.
    open var imageView: UIImageView? {
        guard style != .value2, configurations.content == nil else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Reuse and state

    /// Called before the table hands the cell out again from its reuse queue. Does nothing by
    /// default; override to reset state that is not content (call super).
    open func prepareForReuse() {}

    /// Shows or hides the selection look, fading it over 0.25 s (Interlude's duration) when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Shows or hides the highlight (the selection look), fading it when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// The selection look's fade, in seconds (Interlude's choice; UIKit does not document it).
    static let selectionFadeDuration: TimeInterval = 0.25

    func updateSelectionAppearance(animated: Bool) {
        let view = selectedBackgroundViewInUse
        let shows = (selectedState || highlightedState) && selectionStyle != .none && configurations.background == nil
        if view.superview !== self {
            guard shows else { return }
            view.frame = bounds
            view.alpha = 0
            if let backgroundView {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                insertSubview(view, at: 0)
            }
        }
        let alpha: CGFloat = shows ? 1 : 0
        guard view.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: Self.selectionFadeDuration) { view.alpha = alpha }
        } else {
            UIView.performWithoutAnimation { view.alpha = alpha }
        }
    }

    // MARK: Accessory

    /// The accessory shown: the custom view, or the drawn standard one (the editing ones while
    /// editing; none where the reordering control shows).
    var shownAccessory: UIView? {
        if showsReorderControlNow { return nil }
        return isEditing ? editingAccessoryView ?? standardAccessory : accessoryView ?? standardAccessory
    }

    func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        let custom = isEditing ? editingAccessoryView : accessoryView
        let type = isEditing ? editingAccessoryType : accessoryType
        if custom == nil, type != .none, !showsReorderControlNow {
            standardAccessory = TableCellAccessoryView(type: type)
        }
        for view in [accessoryView, editingAccessoryView] where view !== shownAccessory { view?.removeFromSuperview() }
        if let shown = shownAccessory, shown.superview !== self { addSubview(shown) }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The content view's width in a cell `width` wide: between the editing controls, up to the
    /// accessory, if any.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        let insets = editingInsets
        let available = width - insets.leading - insets.trailing - tableContentInsets.left - tableContentInsets.right
        guard let accessory = shownAccessory else { return max(0, available) }
        return max(0, available - contentMargin - accessory.bounds.width - Self.accessorySpacing)
    }

    /// Space between the content view and the accessory (Interlude's value).
    static let accessorySpacing: CGFloat = 8

    /// Places the background views, the content view (the height less the separator), the
    /// accessory, the separator and the built-in labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let contentHeight = max(0, size.height - separatorHeight)
        configurations.layoutBackground(in: bounds, margins: listMargins, rightToLeft: arrangesRightToLeft)
        backgroundView?.frame = bounds
        selectedBackgroundViewInUse.frame = bounds
        let insets = editingInsets, shift = editingState.swipeOffset
        let contentSize = CGSize(width: contentWidth(forCellWidth: size.width), height: contentHeight)
        let outer = tableContentInsets
        contentView.frame = CGRect(origin: CGPoint(x: outer.left + insets.leading + shift, y: 0), size: contentSize)
        if let accessory = shownAccessory {
            let accessorySize = accessory.bounds.size
            accessory.frame = CGRect(
                x: size.width - outer.right - insets.trailing - contentMargin - accessorySize.width + shift,
                y: ((contentHeight - accessorySize.height) / 2).rounded(), width: accessorySize.width,
                height: accessorySize.height)
        }
        let inset = separatorInset
        separatorView.isHidden = separatorHeight <= 0
        separatorView.frame = CGRect(
            x: inset.left, y: contentHeight, width: max(0, size.width - inset.left - inset.right),
            height: separatorHeight)
        layoutEditingViews(contentHeight: contentHeight)
        layoutConfiguredContent()
        layoutBuiltInContent(in: contentSize)
    }

    /// The leading and trailing x of the labels in a content view of `size`, after the image.
    private func labelSpan(in size: CGSize) -> (left: CGFloat, right: CGFloat) {
        var left = contentMargin + indentation
        if let image = storedImageView?.image {
            left += image.size.width + Self.horizontalMargin
        }
        let right = size.width - (shownAccessory == nil ? contentMargin : 0)
        return (left, max(left, right))
    }

    private func layoutBuiltInContent(in size: CGSize) {
        if let imageView = storedImageView {
            let imageSize = imageView.image?.size ?? .zero
            imageView.frame = CGRect(
                x: contentMargin + indentation, y: ((size.height - imageSize.height) / 2).rounded(),
                width: imageSize.width,
                height: imageSize.height)
        }
        let (left, right) = labelSpan(in: size)
        let width = right - left
        let text = storedTextLabel, detail = storedDetailTextLabel
        switch style {
        case .default:
            text?.frame = CGRect(x: left, y: 0, width: width, height: size.height)
        case .subtitle:
            let textHeight = text.map { labelHeight($0, width: width) } ?? 0
            let detailHeight = detail.map { labelHeight($0, width: width) } ?? 0
            let top = ((size.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: left, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: left, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(width, detail?.sizeThatFits(.zero).width ?? 0)
            detail?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: size.height)
            text?.frame = CGRect(
                x: left, y: 0, width: max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0)), height: size.height)
        case .value2:
            let column: CGFloat = 75
            text?.frame = CGRect(x: left, y: 0, width: column, height: size.height)
            detail?.frame = CGRect(x: left + column + 6, y: 0, width: max(0, width - column - 6), height: size.height)
        }
    }

    private func labelHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// The cell's size at `size.width`: the built-in labels' height with 11 points above and below,
    /// at least the standard 44 points, plus the separator. A cell without built-in labels is 44
    /// points tall; subclasses with their own content override this to size themselves.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        if let fitted = configuredContentHeight(forCellWidth: width) {
            return CGSize(width: width, height: max(Self.standardHeight - separatorHeight, fitted) + separatorHeight)
        }
        let content = CGSize(width: contentWidth(forCellWidth: width), height: 0)
        let (left, right) = labelSpan(in: content)
        let labelWidth = right - left
        let heights = [storedTextLabel, storedDetailTextLabel].compactMap { $0 }.filter { $0.text?.isEmpty == false }
            .map { labelHeight($0, width: labelWidth) }
        let labels = style == .subtitle ? heights.reduce(0, +) : heights.max() ?? 0
        let image = storedImageView?.image?.size.height ?? 0
        let fitted = max(labels, image) + 2 * Self.verticalPadding
        return CGSize(width: width, height: max(Self.standardHeight - separatorHeight, fitted) + separatorHeight)
    }
}
