/// One item of a collection view, UIKit's `UICollectionViewCell`.
///
/// Add content to ``contentView``. Behind it are the ``backgroundView`` and, while the cell is
/// selected or highlighted, the ``selectedBackgroundView`` (none by default: a collection cell
/// shows no selection unless given one, as in UIKit).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell. A content configuration replaces it with
    /// the view the configuration makes (see ``contentConfiguration``).
    public private(set) var contentView = UIView(frame: .zero)
    /// Whether the cell is selected; shows the ``selectedBackgroundView`` and asks for a
    /// configuration update.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the cell is highlighted by a touch; shows the ``selectedBackgroundView`` and asks
    /// for a configuration update.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the cell's collection view is editing and lets the cell's item be edited: the
    /// configuration state's `isEditing` (set by the collection view, `UICollectionView+Editing.swift`).
    var isCollectionEditing = false {
        didSet {
            if isCollectionEditing != oldValue {
                setNeedsUpdateConfiguration()
                setNeedsLayout()
            }
        }
    }

    // MARK: Configurations (the steps are in `UICollectionViewCell+Configurations.swift`)

    /// The state the cell's configurations are updated for: selected and highlighted from the
    /// cell, editing from its collection view, its traits. Override the getter (calling super) to add custom states.
    open var configurationState: UICellConfigurationState { cellConfigurationState }
    /// Closure type run on each configuration update, with the cell and its state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Run after ``updateConfiguration(using:)`` on each configuration update; nil by default.
    /// Setting one asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The cell's content description; nil by default. Setting one replaces the content view with
    /// the configuration's view (or shows it in the current one, if that supports it); setting nil
    /// again puts a new empty content view in place (UICollectionViewCell.h).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set { showContentConfiguration(newValue) }
    }
    /// Whether state changes restyle ``contentConfiguration``. Defaults to true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }
    /// The cell's background description; nil by default. While set, ``backgroundView`` and
    /// ``selectedBackgroundView`` are nil.
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

    /// Override point: set the cell's configurations for `state`. Runs during a configuration
    /// update, before ``configurationUpdateHandler``; do not call it directly. Does nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A background configuration for the cell (iOS 16): ``UIBackgroundConfiguration/clear()``
    /// (a list cell's is its list's, see ``UICollectionViewListCell``).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// The configurations, their views and whether an update is pending.
    let configurations = ViewConfigurations()

    /// Takes `view` as the content view (the swap is in `UICollectionViewCell+Configurations.swift`).
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

    /// A configured cell without constraints in its content is as tall as its content view's
    /// `sizeThatFits(_:)` at the proposed width; others as ``UICollectionReusableView`` sizes them.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        guard configurations.content != nil, !contentView.subtreeTakesPartInAutoLayout else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let preferred = layoutAttributes.copied
        preferred.frame.size.height = contentView.sizeThatFits(CGSize(width: layoutAttributes.size.width, height: 0)).height
        return preferred
    }

    /// A view behind the content. Defaults to nil; nil while a ``backgroundConfiguration`` is set.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view behind the content while selected or highlighted. Defaults to nil; nil while a
    /// ``backgroundConfiguration`` is set.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    /// A cell at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// Storyboard decoding is not supported; cells are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A cell is sized by the constraints of its content view.
    override var selfSizingContent: UIView { contentView }

    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if view.superview !== self {
            if let backgroundView {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                insertSubview(view, at: 0)
            }
        }
        view.frame = bounds
        view.isHidden = !(isSelected || isHighlighted)
    }

    /// Lays the background views and the content view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        configurations.layoutBackground(in: bounds, margins: directionalLayoutMargins, rightToLeft: arrangesRightToLeft)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }
}
