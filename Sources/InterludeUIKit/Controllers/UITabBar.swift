/// The bar at the bottom of a tab bar controller: one item per controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of a standard bar, in points.
    public static let height: CGFloat = 49

    /// The items shown, left to right; setting them is `setItems(_:animated:)` without animation.
    public var items: [UITabBarItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    private var shownItems: [UITabBarItem]?
    /// The highlighted item.
    public var selectedItem: UITabBarItem? {
        didSet {
            for (index, button) in itemButtons.enumerated() { button.isSelected = items?[index] === selectedItem }
        }
    }

    /// Called with the index of a tapped item.
    var onSelect: (Int) -> Void = { _ in }
    /// One button per item, left to right.
    private(set) var itemButtons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
    }

    /// Nil: there are no archives (storyboards, nibs) to decode under Interlude.
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        shownItems = items
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = (items ?? []).indices.map { index in
            let button = UIButton(type: .system)
            button.setTitle(items?[index].shownTitle, for: .normal)
            button.setTitleColor(.gray, for: .normal)
            button.setTitleColor(.systemBlue, for: .selected)
            button.addAction(UIAction { [weak self] _ in self?.onSelect(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, button) in itemButtons.enumerated() { button.frame = frameOfItem(at: index) }
    }

    /// The rectangle of item `index` in the bar's coordinates: the width shared equally, the top
    /// ``height`` points (the bar's background runs on below them, over the home indicator).
    func frameOfItem(at index: Int) -> CGRect {
        let count = max(1, items?.count ?? 1)
        let width = bounds.width / CGFloat(count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, Self.height))
    }
}
