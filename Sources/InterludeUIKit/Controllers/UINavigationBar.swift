/// The bar at the top of a navigation controller: the top item's title and a back button.
///
/// It sits at the top of the navigation controller's view, ``height`` points tall (Interlude has
/// no status bar, so the bar starts at y = 0), and its items follow the controller stack.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of a standard bar, in points.
    public static let height: CGFloat = 44

    /// The items of the stack, bottom first.
    public private(set) var items: [UINavigationItem]?
    /// The item on top (its title is shown).
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button leads to it).
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Called when the back button is tapped.
    var onBack: () -> Void = {}
    /// The button at the left that pops to the back item; hidden when there is none.
    let backButton = UIButton(type: .system)
    /// The top item's title, centred.
    let titleLabel = UILabel(frame: .zero)
    /// Width of the back button's touch area, in points.
    static let backButtonWidth: CGFloat = 100

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack() }, for: .touchUpInside)
        backButton.isHidden = true
        backButton.setTitleColor(.systemBlue, for: .normal)
        addSubview(backButton)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .black
        addSubview(titleLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backButton.frame = CGRect(x: 0, y: 0, width: Self.backButtonWidth, height: bounds.height)
        backButton.isHidden = backButtonTitle == nil
        backButton.setTitle(backButtonTitle.map { "‹ " + $0 }, for: .normal)
        titleLabel.text = topItem?.title
        titleLabel.frame = bounds.insetBy(dx: Self.backButtonWidth, dy: 0)
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        setNeedsLayout()
    }

    /// The text of the back button: the back item's `backButtonTitle`, else its title, else "Back".
    public var backButtonTitle: String? {
        guard let backItem, topItem?.hidesBackButton != true else { return nil }
        return backItem.backButtonTitle ?? backItem.title ?? "Back"
    }
}
