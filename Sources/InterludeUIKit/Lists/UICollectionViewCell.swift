/// One item of a collection view, UIKit's `UICollectionViewCell`.
///
/// Add content to ``contentView``. Behind it are the ``backgroundView`` and, while the cell is
/// selected or highlighted, the ``selectedBackgroundView`` (none by default: a collection cell
/// shows no selection unless given one, as in UIKit).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// Whether the cell is selected; shows the ``selectedBackgroundView``.
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether the cell is highlighted by a touch; shows the ``selectedBackgroundView``.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }
    /// A view behind the content. Defaults to nil.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view behind the content while selected or highlighted. Defaults to nil.
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
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }
}
