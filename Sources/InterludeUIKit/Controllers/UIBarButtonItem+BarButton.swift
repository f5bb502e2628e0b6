/// The button a bar (a navigation bar or a toolbar) draws for a bar button item, and its width,
/// shared so both bars draw items alike (the metrics are Interlude's; see `UINavigationBar`).
extension UIBarButtonItem {
    /// A button showing the item's title in `plain`'s or (for `.done` and prominent system items)
    /// `done`'s attributes, or its image centred in a `height`-point-tall area; a tap performs the
    /// item's action.
    func makeBarButton(plain: UIBarButtonItemAppearance, done: UIBarButtonItemAppearance, height: CGFloat) -> UIButton {
        let button = UIButton(type: .system)
        button.tintColor = tintColor
        button.isEnabled = isEnabled
        if let title = shownTitle {
            let prominent = style == .done || (systemItem?.isProminent ?? false)
            let appearance = prominent ? done : plain
            let attributes = UINavigationBar.buttonAttributes(
                titleAttributes(
                    appearance.state(enabled: isEnabled).titleTextAttributes, for: isEnabled ? .normal : .disabled),
                prominent: prominent)
            button.setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: .normal)
            button.titleLabel?.font = attributes[.font] as? UIFont
        } else if let image {
            let imageView = UIImageView(image: image)
            imageView.frame = CGRect(x: 0, y: 0, width: UINavigationBar.minimumItemWidth, height: height)
            imageView.contentMode = .center
            imageView.isUserInteractionEnabled = false
            button.addSubview(imageView)
        }
        button.addAction(UIAction { [weak self] _ in self?.performPrimaryAction() }, for: .touchUpInside)
        if let menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = !hasTapAction
            button.menuInteraction?.actionSender = self
        }
        return button
    }

    /// The width of the item's button: its own ``width`` when set, else its title plus padding on
    /// either side, at least the minimum touch width (an image item is that wide).
    func barButtonWidth(of button: UIView) -> CGFloat {
        if width > 0 { return width }
        guard shownTitle != nil, let label = (button as? UIButton)?.titleLabel else {
            return UINavigationBar.minimumItemWidth
        }
        return max(
            UINavigationBar.minimumItemWidth,
            ceil(label.intrinsicContentSize.width) + 2 * UINavigationBar.itemTitlePadding)
    }
}

/// A bar that shows bar button items and redraws them when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
    /// Remakes the items' views (an item changed).
    func barButtonItemsChanged()
}
