/// The button of one ``UIAlertAction`` in an alert's card: its title centred, in the tint colour
/// (red when destructive, grey when disabled), bold when emphasized; a grey wash while pressed.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel(frame: .zero)
    /// Whether the title is drawn bold: the cancel action (or preferred action) of an alert, the
    /// cancel action of an action sheet.
    var isEmphasized = false {
        didSet { updateAppearance() }
    }
    /// The title's point size: 17 in an alert, 20 in an action sheet.
    var fontSize: CGFloat = 17 {
        didSet { updateAppearance() }
    }

    /// The wash over a pressed button (Interlude's; UIKit draws a lighter material).
    static let highlightColor = UIColor(white: 0, alpha: 0.1)

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        updateAppearance()
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted && action.isEnabled ? Self.highlightColor : nil }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    func updateAppearance() {
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: isEmphasized ? .semibold : .regular)
        titleLabel.textColor =
            !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
    }
}
