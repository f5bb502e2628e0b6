/// The buttons of a swiped row's ``UIContextualAction``s, in the strip the row's content moved
/// away from.
///
/// Each button is the action's background color with its image above its title (white, 15-point
/// medium). A button's natural width is its title's width with 15 points either side, at least 74
/// points (Interlude's metrics); while the strip is narrower or wider than the buttons' natural
/// total, every button scales with it. The buttons take no touches: the table finds the one under
/// a tap with ``action(at:)``.
@MainActor
final class SwipeActionsView: UIView {
    /// The actions, outermost first.
    let actions: [UIContextualAction]
    /// Whether the strip is at the right edge (the outermost button rightmost), as trailing actions in a left-to-right layout.
    let atRight: Bool
    private(set) var buttons: [UIView] = []
    private var naturalWidths: [CGFloat] = []

    static let minimumButtonWidth: CGFloat = 74
    static let buttonPadding: CGFloat = 15
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .medium)

    init(actions: [UIContextualAction], atRight: Bool) {
        self.actions = actions
        self.atRight = atRight
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
        for action in actions {
            let button = UIView(frame: .zero)
            button.backgroundColor = action.backgroundColor
            let label = UILabel(frame: .zero)
            label.text = action.title
            label.font = Self.titleFont
            label.textColor = .white
            label.textAlignment = .center
            button.addSubview(label)
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.tintColor = .white
                button.addSubview(imageView)
            }
            addSubview(button)
            buttons.append(button)
            let titleWidth = label.sizeThatFits(.zero).width
            let imageWidth = action.image?.size.width ?? 0
            naturalWidths.append(max(Self.minimumButtonWidth, max(titleWidth, imageWidth) + 2 * Self.buttonPadding))
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The width that shows every button at its natural width.
    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Places the buttons, scaled to the strip; the outermost sits at the strip's outer edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let total = naturalWidth
        guard total > 0 else { return }
        let scale = bounds.width / total
        // Outermost first: from the outer edge inwards.
        var edge = atRight ? bounds.width : 0
        for (button, natural) in zip(buttons, naturalWidths) {
            let width = natural * scale
            let x = atRight ? edge - width : edge
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            edge = atRight ? x : x + width
            layoutContent(of: button)
        }
    }

    private func layoutContent(of button: UIView) {
        let label = button.subviews.first as? UILabel
        let imageView = button.subviews.dropFirst().first as? UIImageView
        let size = button.bounds.size
        let hasTitle = label?.text?.isEmpty == false
        let imageSize = imageView?.image?.size ?? .zero
        let titleHeight = hasTitle ? Self.titleFont.lineHeight : 0
        let gap: CGFloat = imageView != nil && hasTitle ? 4 : 0
        var y = ((size.height - imageSize.height - gap - titleHeight) / 2).rounded()
        imageView?.frame = CGRect(
            x: ((size.width - imageSize.width) / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height)
        y += imageSize.height + gap
        label?.frame = CGRect(x: 0, y: y, width: size.width, height: titleHeight)
    }

    /// The action whose button contains `point` (in this view's coordinates), or nil.
    func action(at point: CGPoint) -> UIContextualAction? {
        for (index, button) in buttons.enumerated() where button.frame.contains(point) { return actions[index] }
        return nil
    }

    /// The view of `action`'s button (the handler's source view).
    func button(for action: UIContextualAction) -> UIView {
        buttons[actions.firstIndex { $0 === action } ?? 0]
    }
}
