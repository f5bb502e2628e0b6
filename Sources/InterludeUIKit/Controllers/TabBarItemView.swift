/// One item of a tab bar: its icon, its title and its badge, laid out stacked or inline and
/// colored from the bar's appearance.
///
/// Sizes (Interlude's; UIKit documents none): stacked — a 25-point icon area 7 points from the
/// top, the title in the 10-point medium system font centred 10 points from the bottom of the
/// 49-point row; inline — the icon and the 13-point title side by side, 6 points apart, centred.
/// The badge is 18 points tall, at least as wide, its text white 13-point; its leading edge sits
/// 5 points right of the icon's centre and its top 2 points above the icon area.
@MainActor
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badgeView = UILabel(frame: .zero)
    /// The layout the item is drawn in.
    var style = UITabBarItemAppearance.Style.stacked
    /// The item's state appearances for its layout, chosen by the bar.
    var appearance = UITabBarItemAppearance()
    /// The image drawn behind the item while it is selected.
    let selectionIndicator = UIImageView(frame: .zero)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [selectionIndicator, imageView, titleLabel, badgeView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.textAlignment = .center
        imageView.contentMode = .center
        badgeView.textAlignment = .center
        badgeView.clipsToBounds = true
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the item's title, image and badge in the colors of its state.
    func update(selected: Bool, unselectedColor: UIColor?, indicator: UIImage?, indicatorTint: UIColor?) {
        isSelected = selected
        let state = !item.isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
        let baseColor = selected ? tintColor! : unselectedColor ?? .systemGray
        let iconColor = state.iconColor ?? (item.isEnabled ? baseColor : UIColor.systemGray.withAlphaComponent(0.5))
        let controlState: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
        var attributes = item.titleAttributes(state.titleTextAttributes, for: controlState)
        if attributes[.font] == nil {
            attributes[.font] = UIFont.systemFont(ofSize: style == .stacked ? 10 : 13, weight: .medium)
        }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = iconColor }
        titleLabel.attributedText = item.shownTitle.map { NSAttributedString(string: $0, attributes: attributes) }
        let image = (selected ? item.selectedImage ?? item.image : item.image)
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = iconColor
        selectionIndicator.image = selected ? indicator : nil
        selectionIndicator.tintColor = indicatorTint
        selectionIndicator.isHidden = !selected || indicator == nil
        updateBadge(state, controlState)
        setNeedsLayout()
    }

    private func updateBadge(_ state: UITabBarItemStateAppearance, _ controlState: UIControl.State) {
        guard let value = item.badgeValue else {
            badgeView.isHidden = true
            return
        }
        badgeView.isHidden = false
        var attributes =
            state.badgeTextAttributes.isEmpty ? item.badgeTextAttributes(for: controlState) : state.badgeTextAttributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 13) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.white }
        badgeView.attributedText = NSAttributedString(string: value, attributes: attributes)
        badgeView.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        selectionIndicator.frame = bounds
        let state = isSelected ? appearance.selected : appearance.normal
        let titleSize = titleLabel.intrinsicContentSize
        let iconSize = imageView.image.map { CGSize(width: max(Self.iconSide, $0.size.width), height: Self.iconSide) }
        let iconFrame: CGRect
        if style == .stacked {
            iconFrame = CGRect(
                x: (bounds.width - Self.iconSide) / 2, y: Self.iconTop, width: Self.iconSide, height: Self.iconSide)
            titleLabel.frame = CGRect(
                x: 0, y: Self.stackedTitleCentre - titleSize.height / 2, width: bounds.width, height: titleSize.height)
        } else {
            let iconWidth = iconSize?.width ?? 0
            let gap = iconSize == nil ? 0 : Self.inlineGap
            let x = (bounds.width - iconWidth - gap - titleSize.width) / 2
            iconFrame = CGRect(x: x, y: (bounds.height - Self.iconSide) / 2, width: iconWidth, height: Self.iconSide)
            titleLabel.frame = CGRect(
                x: iconFrame.maxX + gap, y: (bounds.height - titleSize.height) / 2, width: titleSize.width,
                height: titleSize.height)
        }
        imageView.frame = iconFrame
        titleLabel.frame = titleLabel.frame.offsetBy(
            dx: state.titlePositionAdjustment.horizontal, dy: state.titlePositionAdjustment.vertical)
        let badgeText = badgeView.intrinsicContentSize
        let badgeWidth = max(Self.badgeHeight, ceil(badgeText.width) + 2 * Self.badgePadding)
        badgeView.frame = CGRect(
            x: iconFrame.midX + Self.badgeOffset + state.badgePositionAdjustment.horizontal,
            y: iconFrame.minY - 2 + state.badgePositionAdjustment.vertical, width: badgeWidth, height: Self.badgeHeight)
    }

    static let iconSide: CGFloat = 25
    static let iconTop: CGFloat = 7
    static let stackedTitleCentre: CGFloat = 39
    static let inlineGap: CGFloat = 6
    static let badgeHeight: CGFloat = 18
    static let badgePadding: CGFloat = 5
    static let badgeOffset: CGFloat = 5
}
