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
    /// The view to add custom content to.
    public let contentView = UIView(frame: .zero)
    /// A view behind the content. Defaults to nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private var storedTextLabel: UILabel?
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

    /// The title label (made on first use, in the content view).
    open var textLabel: UILabel? {
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

    /// Places the content view over the bounds and the title in it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label = storedTextLabel else { return }
        let width = max(0, bounds.width - 2 * titleMargin)
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
