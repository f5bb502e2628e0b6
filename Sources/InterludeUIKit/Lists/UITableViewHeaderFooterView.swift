/// A reusable section header or footer, UIKit's `UITableViewHeaderFooterView`.
///
/// Tables use it to show section titles (``UITableViewDataSource/tableView(_:titleForHeaderInSection:)``):
/// in a plain table a 17-point semibold title on `systemGray6`, in grouped tables a 13-point
/// title in the secondary label color (uppercased for headers), against the bottom of a header and
/// the top of a footer (Interlude's rendering of iOS's look). Register subclasses with
/// ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` for custom headers.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under, or nil.
    public private(set) var reuseIdentifier: String?
    /// The view to add custom content to. A content configuration replaces it with the view the
    /// configuration makes (see ``contentConfiguration``).
    public private(set) var contentView = UIView(frame: .zero)

    // MARK: Configurations (the steps are in `UITableViewHeaderFooterView+Configurations.swift`)

    /// The state the view's configurations are updated for: its traits (a header or footer has
    /// no selection). Override the getter (calling super) to add custom states.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }
    /// Closure type run on each configuration update, with the view and its state.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// Run after ``updateConfiguration(using:)`` on each configuration update; nil by default.
    /// Setting one asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The view's content description; nil by default. Setting one replaces the content view with
    /// the configuration's view (or shows it in the current one, if that supports it);
    /// ``textLabel`` is then nil. Setting nil again puts a new empty content view in place.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set { showContentConfiguration(newValue) }
    }
    /// Whether state changes restyle ``contentConfiguration``. Defaults to true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }
    /// The view's background description; nil by default. While set, ``backgroundView`` is nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set { showBackgroundConfiguration(newValue) }
    }
    /// Whether state changes restyle ``backgroundConfiguration``. Defaults to true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.updatesBackground }
        set { configurations.updatesBackground = newValue }
    }

    /// Asks for a configuration update before the next layout (coalesced).
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Override point: set the view's configurations for `state`. Runs during a configuration
    /// update, before ``configurationUpdateHandler``; do not call it directly. Does nothing by default.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// A list content configuration for the view's place, with no content: the plain or grouped
    /// header or footer style of the title the table shows in it (a plain header when the table
    /// has not said), updated for the view's state.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let configuration: UIListContentConfiguration
        switch titleKind {
        case .plainHeader: configuration = .plainHeader()
        case .plainFooter: configuration = .plainFooter()
        case .groupedHeader: configuration = .groupedHeader()
        case .groupedFooter: configuration = .groupedFooter()
        }
        return configuration.updated(for: configurationState)
    }

    /// A background configuration for the view's place (iOS 16): the plain or grouped list
    /// header-footer background, as ``defaultContentConfiguration()`` picks its style.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let background: UIBackgroundConfiguration
        switch titleKind {
        case .plainHeader, .plainFooter: background = .listPlainHeaderFooter()
        case .groupedHeader, .groupedFooter: background = .listGroupedHeaderFooter()
        }
        return background.updated(for: configurationState)
    }

    /// The configurations, their views and whether an update is pending.
    let configurations = ViewConfigurations()

    /// Takes `view` as the content view (the swap is in `UITableViewHeaderFooterView+Configurations.swift`).
    func replaceContentView(with view: UIView) { contentView = view }

    /// A trait change asks for a configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// The background configuration's nil colors follow the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        configurations.tintDidChange(host: self)
    }

    /// A view behind the content. Defaults to nil; setting a ``backgroundConfiguration`` takes it away.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    var storedTextLabel: UILabel?
    /// How a title is shown; set by the table for its title headers and footers.
    var titleKind = TitleKind.plainHeader { didSet { applyTitleStyle() } }

    /// The table styles of the built-in titles.
    enum TitleKind {
        case plainHeader, plainFooter, groupedHeader, groupedFooter
    }

    /// A view to be reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        isOpaque = false
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// A view with no reuse identifier at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view of this class made by a table for a registered reuse identifier: calls
    /// `init(reuseIdentifier:)`, which subclasses override.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Storyboard decoding is not supported; views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The title label (made on first use, in the content view); nil while a
    /// ``contentConfiguration`` is set.
    open var textLabel: UILabel? {
        if configurations.content != nil { return nil }
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        contentView.addSubview(label)
        storedTextLabel = label
        applyTitleStyle()
        return label
    }

    /// Called before the table hands the view out again. Does nothing by default.
    open func prepareForReuse() {}

    private func applyTitleStyle() {
        guard let label = storedTextLabel else { return }
        switch titleKind {
        case .plainHeader, .plainFooter:
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            backgroundColor = .systemGray6
        case .groupedHeader, .groupedFooter:
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            backgroundColor = nil
        }
        setNeedsLayout()
    }

    /// Leading margin of the title: 16 points, or 20 in an inset-grouped table (set by the table).
    var titleMargin: CGFloat = 16

    /// The room the table keeps clear at the left and right edges, for the safe area and the
    /// section index (set by the table): the content view stays inside it.
    var tableContentInsets = UIEdgeInsets.zero { didSet { if tableContentInsets != oldValue { setNeedsLayout() } } }

    /// Places the content view over the bounds (inside the table's content insets) and the title in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = NSDirectionalEdgeInsets(top: 0, leading: titleMargin, bottom: 0, trailing: titleMargin)
        configurations.layoutBackground(in: bounds, margins: margins, rightToLeft: arrangesRightToLeft)
        backgroundView?.frame = bounds
        contentView.frame = bounds.inset(by: tableContentInsets)
        (contentView as? UIListContentView)?.inheritedMargins = margins
        guard let label = storedTextLabel else { return }
        let width = max(0, contentView.bounds.width - 2 * titleMargin)
        let height = min(bounds.height, label.sizeThatFits(CGSize(width: width, height: 0)).height)
        let y: CGFloat
        switch titleKind {
        case .plainHeader, .plainFooter: y = (bounds.height - height) / 2
        case .groupedHeader: y = bounds.height - height - 6
        case .groupedFooter: y = 6
        }
        label.frame = CGRect(x: titleMargin, y: max(0, y), width: width, height: height)
    }

    /// The height a title of `text` needs in a table `width` wide (Interlude's metrics): plain the
    /// text with 7 points around it, at least 28 (one line); grouped the text with 6 points against the rows and 16 (headers) or
    /// 10 (footers) on the other side.
    static func titleHeight(_ text: String, kind: TitleKind, width: CGFloat, margin: CGFloat) -> CGFloat {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        switch kind {
        case .plainHeader, .plainFooter: label.font = .systemFont(ofSize: 17, weight: .semibold)
        case .groupedHeader, .groupedFooter: label.font = .systemFont(ofSize: 13)
        }
        label.text = kind == .groupedHeader ? text.uppercased() : text
        let textHeight = label.sizeThatFits(CGSize(width: max(1, width - 2 * margin), height: 0)).height
        switch kind {
        case .plainHeader, .plainFooter: return max(28, textHeight + 7)
        case .groupedHeader: return textHeight + 22
        case .groupedFooter: return textHeight + 16
        }
    }
}
