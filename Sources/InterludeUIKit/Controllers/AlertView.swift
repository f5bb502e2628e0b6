/// The view of a ``UIAlertController``: clear, covering the presentation's container, holding the
/// cards it draws — an alert's one card in the middle of the safe area, or an action sheet's card
/// and separate cancel card at the bottom (just the first card when the sheet shows as a popover).
///
/// A card is its header (title in bold, message, an alert's text fields) over its action buttons,
/// hairline separators between them. An alert shows exactly two actions side by side when both
/// titles fit, the cancel action on the left; otherwise the actions are stacked, the cancel action
/// last. The alert width (270 points) is UIKit's; the other metrics and colours are Interlude's
/// (see Decisions).
@MainActor
final class AlertView: UIView {
    /// An alert card's width, UIKit's.
    static let alertWidth: CGFloat = 270
    /// The corner radius of the cards.
    static let cornerRadius: CGFloat = 13
    /// The height of an alert's button rows.
    static let alertButtonHeight: CGFloat = 44
    /// The height of an action sheet's button rows.
    static let sheetButtonHeight: CGFloat = 57
    /// An action sheet's distance from the sides (and from the bottom without a safe-area inset),
    /// and the gap above its cancel card.
    static let sheetMargin: CGFloat = 8
    /// The width of an action sheet shown as a popover.
    static let popoverWidth: CGFloat = 304
    /// The cards' colour (UIKit draws a blurred material; Interlude an opaque light grey).
    static let cardColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)
    /// The colour of an action sheet's cancel card.
    static let cancelCardColor = UIColor.white
    /// The height of an alert's text field, and the gap above each.
    static let textFieldHeight: CGFloat = 30
    static let textFieldGap: CGFloat = 8

    /// How the cards are arranged.
    enum Kind { case alert, actionSheet, popover }

    private weak var alert: UIAlertController?
    /// Holds the cards, its frame their union: the presentation animations scale or move it.
    let cardsView = UIView(frame: .zero)
    private(set) var mainCard: UIView?
    private(set) var cancelCard: UIView?
    private(set) var buttons: [AlertActionButton] = []
    private var titleLabel: UILabel?
    private var messageLabel: UILabel?
    private var separators: [UIView] = []
    private var needsRebuild = true

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = nil
        isOpaque = false
        addSubview(cardsView)
    }

    required init?(coder: NSCoder) { return nil }

    /// The title, message, actions or text fields changed: the cards are made again.
    func contentDidChange() {
        needsRebuild = true
        setNeedsLayout()
    }

    private var kind: Kind {
        guard let alert else { return .alert }
        if alert.preferredStyle == .alert { return .alert }
        return alert.showsAsPopover ? .popover : .actionSheet
    }

    private var builtKind: Kind?

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild || builtKind != kind { rebuild() }
        placeCards()
    }

    // MARK: Touches

    /// A tap outside the cards: an action sheet's cancel action is selected (see
    /// ``UIAlertController``); inside a card (on a disabled button, say) nothing happens.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: cardsView)
        if [mainCard, cancelCard].contains(where: { $0?.frame.contains(point) == true }) { return }
        alert?.backgroundTapped()
    }

    // MARK: Building

    private func rebuild() {
        needsRebuild = false
        builtKind = kind
        for view in cardsView.subviews { view.removeFromSuperview() }
        buttons = []
        separators = []
        mainCard = nil
        cancelCard = nil
        titleLabel = nil
        messageLabel = nil
        guard let alert else { return }
        let isAlert = kind == .alert
        let headerColor: UIColor = isAlert ? .black : .systemGray
        if let title = alert.title, !title.isEmpty {
            let label = makeLabel(title, font: .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold), color: headerColor)
            titleLabel = label
        }
        if let message = alert.message, !message.isEmpty {
            messageLabel = makeLabel(message, font: .systemFont(ofSize: 13), color: headerColor)
        }
        let emphasized: UIAlertAction? =
            isAlert
            ? alert.preferredAction ?? alert.actions.first { $0.style == .cancel } : alert.actions.first { $0.style == .cancel }
        for action in alert.actions {
            if kind == .popover, action.style == .cancel { continue }
            let button = AlertActionButton(action: action)
            button.fontSize = isAlert ? 17 : 20
            button.isEmphasized = action === emphasized
            button.addTarget(self, action: AlertView.buttonTapped, for: .touchUpInside)
            buttons.append(button)
        }
        let main = UIView(frame: .zero)
        main.backgroundColor = Self.cardColor
        main.layer.cornerRadius = Self.cornerRadius
        main.layer.masksToBounds = true
        for view in [titleLabel, messageLabel].compactMap({ $0 }) { main.addSubview(view) }
        if isAlert {
            for field in alert.textFields ?? [] {
                field.layer.borderWidth = hairline
                field.layer.borderColor = UIColor.separator.cgColor
                main.addSubview(field)
            }
        }
        let mainButtons = kind == .actionSheet ? buttons.filter { $0.action.style != .cancel } : buttons
        for button in mainButtons { main.addSubview(button) }
        if titleLabel != nil || messageLabel != nil || !mainButtons.isEmpty || kind != .actionSheet {
            cardsView.addSubview(main)
            mainCard = main
        }
        if kind == .actionSheet, let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            let card = UIView(frame: .zero)
            card.backgroundColor = Self.cancelCardColor
            card.layer.cornerRadius = Self.cornerRadius
            card.layer.masksToBounds = true
            card.addSubview(cancel)
            cardsView.addSubview(card)
            cancelCard = card
        }
    }

    private func makeLabel(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    private func buttonTapped(_ button: AlertActionButton) {
        alert?.select(button.action)
    }

    /// One device pixel, in points.
    private var hairline: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }

    // MARK: Placing

    private func placeCards() {
        let area = bounds.inset(by: safeAreaInsets)
        switch kind {
        case .alert:
            let height = layOutMainCard(width: Self.alertWidth)
            let card = CGRect(
                x: (area.midX - Self.alertWidth / 2).rounded(), y: (area.midY - height / 2).rounded(),
                width: Self.alertWidth, height: height)
            setCards(main: card, cancel: nil)
        case .popover:
            let height = layOutMainCard(width: bounds.width)
            setCards(main: CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height)), cancel: nil)
        case .actionSheet:
            let width = area.width - 2 * Self.sheetMargin
            let bottom = bounds.maxY - max(safeAreaInsets.bottom, Self.sheetMargin)
            var cancel: CGRect?
            if let cancelCard, let button = cancelCard.subviews.first {
                let frame = CGRect(
                    x: area.minX + Self.sheetMargin, y: bottom - Self.sheetButtonHeight, width: width,
                    height: Self.sheetButtonHeight)
                button.frame = CGRect(origin: .zero, size: frame.size)
                cancel = frame
            }
            var main: CGRect?
            if mainCard != nil {
                let height = layOutMainCard(width: width)
                let mainBottom = cancel.map { $0.minY - Self.sheetMargin } ?? bottom
                main = CGRect(x: area.minX + Self.sheetMargin, y: mainBottom - height, width: width, height: height)
            }
            setCards(main: main, cancel: cancel)
        }
    }

    /// Places the cards (frames in this view's coordinates) inside `cardsView`, sized to their union.
    private func setCards(main: CGRect?, cancel: CGRect?) {
        let frames = [main, cancel].compactMap { $0 }
        guard let first = frames.first else { return }
        let union = frames.dropFirst().reduce(first) { $0.union($1) }
        // The animations transform the cards' holder; its frame is set untransformed.
        let transform = cardsView.transform
        cardsView.transform = .identity
        cardsView.frame = union
        cardsView.transform = transform
        if let main { mainCard?.frame = main.offsetBy(dx: -union.minX, dy: -union.minY) }
        if let cancel { cancelCard?.frame = cancel.offsetBy(dx: -union.minX, dy: -union.minY) }
    }

    /// Lays out the main card's contents for `width`; returns its height.
    @discardableResult
    private func layOutMainCard(width: CGFloat) -> CGFloat {
        guard let mainCard else { return 0 }
        let header = layOutHeader(width: width)
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let rowButtons = mainCard.subviews.compactMap { $0 as? AlertActionButton }
        guard !rowButtons.isEmpty else { return header }
        if kind == .alert, rowButtons.count == 2, fitsSideBySide(rowButtons, width: width) {
            // The cancel action on the left.
            let ordered = rowButtons[1].action.style == .cancel ? [rowButtons[1], rowButtons[0]] : rowButtons
            let half = width / 2
            ordered[0].frame = CGRect(x: 0, y: header, width: half, height: Self.alertButtonHeight)
            ordered[1].frame = CGRect(x: half, y: header, width: width - half, height: Self.alertButtonHeight)
            addSeparator(CGRect(x: 0, y: header, width: width, height: hairline), to: mainCard)
            addSeparator(CGRect(x: half, y: header, width: hairline, height: Self.alertButtonHeight), to: mainCard)
            return header + Self.alertButtonHeight
        }
        let rowHeight = kind == .alert ? Self.alertButtonHeight : Self.sheetButtonHeight
        // An alert's cancel action goes last.
        let ordered =
            kind == .alert
            ? rowButtons.filter { $0.action.style != .cancel } + rowButtons.filter { $0.action.style == .cancel } : rowButtons
        var y = header
        for (index, button) in ordered.enumerated() {
            if index > 0 || header > 0 {
                addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), to: mainCard)
            }
            button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            y += rowHeight
        }
        return y
    }

    private func fitsSideBySide(_ buttons: [AlertActionButton], width: CGFloat) -> Bool {
        buttons.allSatisfy { $0.titleLabel.intrinsicContentSize.width <= width / 2 - 16 }
    }

    private func addSeparator(_ frame: CGRect, to card: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        card.addSubview(line)
        separators.append(line)
    }

    /// Lays out the header (title, message, text fields) for `width`; returns its height, zero
    /// when it shows nothing.
    private func layOutHeader(width: CGFloat) -> CGFloat {
        let fields = kind == .alert ? alert?.textFields ?? [] : []
        guard titleLabel != nil || messageLabel != nil || !fields.isEmpty else { return 0 }
        let inset: CGFloat = 16
        let vertical: CGFloat = kind == .alert ? 20 : 14
        let textWidth = width - 2 * inset
        var y = vertical
        var placedText = false
        for label in [titleLabel, messageLabel].compactMap({ $0 }) {
            if placedText { y += 2 }
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: inset, y: y, width: textWidth, height: height.rounded(.up))
            y = label.frame.maxY
            placedText = true
        }
        for field in fields {
            if placedText || field !== fields.first { y += Self.textFieldGap }
            field.frame = CGRect(x: inset, y: y, width: textWidth, height: Self.textFieldHeight)
            y = field.frame.maxY
        }
        return y + vertical
    }

    // MARK: Popover size

    /// The size of an action sheet shown as a popover: its main card at ``popoverWidth``.
    static func popoverContentSize(for alert: UIAlertController) -> CGSize {
        let view = alert.view as! AlertView
        view.builtKind = nil
        view.rebuild()
        let height = view.layOutMainCard(width: popoverWidth)
        view.needsRebuild = true
        return CGSize(width: popoverWidth, height: max(height, 1))
    }
}
