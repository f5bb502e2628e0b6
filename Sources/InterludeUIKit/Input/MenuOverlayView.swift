/// A menu on screen: a list of rows in a rounded panel, over a clear view covering the window that
/// takes the taps outside the panel.
///
/// Rows: an action's title (red when destructive, dimmed when disabled) with a check mark on the
/// leading side when its state is `.on` (a dash for `.mixed`) and its image on the trailing side;
/// a submenu's title with a chevron; inline submenus as sections `sectionGap` apart; hidden
/// elements are left out. Metrics are Interlude's (see Decisions, "Menus").
@MainActor
final class MenuOverlayView: UIView {
    static let panelWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 32
    static let sectionGap: CGFloat = 8
    static let margin: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let padding: CGFloat = 16
    static let checkmarkColumn: CGFloat = 28

    private(set) var menu: UIMenu
    private let anchor: CGRect
    let panel = UIView()
    /// Runs once when the menu goes (before a chosen action is performed).
    var onDismiss: (() -> Void)?
    /// The `sender` of the actions performed (the button of a button's menu).
    weak var actionSender: AnyObject?

    init(menu: UIMenu, anchor: CGRect, window: UIWindow) {
        self.menu = menu
        self.anchor = anchor
        super.init(frame: window.bounds)
        anchorWindow = window
        backgroundColor = .clear
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = Self.cornerRadius
        panel.clipsToBounds = true
        addSubview(panel)
    }

    required init?(coder: NSCoder) { return nil }

    /// Puts the overlay on top of the window's views, showing the menu.
    func present() {
        guard let window = anchorWindow else { return }
        frame = window.bounds
        window.addSubview(self)
        show(menu)
    }

    private weak var anchorWindow: UIWindow?

    /// Fills the panel with `menu`'s rows and places it by the anchor.
    func show(_ menu: UIMenu) {
        self.menu = menu
        for row in panel.subviews { row.removeFromSuperview() }
        var y: CGFloat = 0
        if !menu.title.isEmpty {
            let header = UILabel(
                frame: CGRect(x: Self.padding, y: 0, width: Self.panelWidth - 2 * Self.padding, height: Self.headerHeight))
            header.text = menu.title
            header.font = .preferredFont(forTextStyle: .footnote)
            header.textColor = .secondaryLabel
            header.textAlignment = .center
            panel.addSubview(header)
            y = Self.headerHeight
        }
        let sections = Self.sections(of: menu)
        let indented = sections.joined().contains { ($0 as? UIAction).map { $0.state != .off } ?? false }
        for (index, section) in sections.enumerated() {
            if index > 0 { y += Self.sectionGap }
            for element in section {
                let row = MenuRowView(element: element, indented: indented, overlay: self)
                row.frame = CGRect(x: 0, y: y, width: Self.panelWidth, height: Self.rowHeight)
                panel.addSubview(row)
                y += Self.rowHeight
            }
        }
        panel.frame = Self.panelFrame(height: y, anchor: anchor, in: bounds)
    }

    /// The rows of `menu` in sections: its own elements, split around inline submenus, each of
    /// which makes a section of its own; hidden elements are left out.
    static func sections(of menu: UIMenu) -> [[UIMenuElement]] {
        var sections: [[UIMenuElement]] = []
        var current: [UIMenuElement] = []
        for element in menu.children where !isHidden(element) {
            if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                if !current.isEmpty { sections.append(current) }
                current = []
                let inner = submenu.children.filter { !isHidden($0) }
                if !inner.isEmpty { sections.append(inner) }
            } else {
                current.append(element)
            }
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    private static func isHidden(_ element: UIMenuElement) -> Bool {
        (element as? UIAction)?.attributes.contains(.hidden) ?? false
    }

    /// Below the anchor when the panel fits there, else above it (else against the bottom
    /// margin); centred on the anchor and kept `margin` inside the window.
    static func panelFrame(height: CGFloat, anchor: CGRect, in bounds: CGRect) -> CGRect {
        let x = min(max(anchor.midX - panelWidth / 2, bounds.minX + margin), bounds.maxX - margin - panelWidth)
        var y = anchor.maxY + margin
        if y + height > bounds.maxY - margin {
            y = anchor.minY - margin - height
            if y < bounds.minY + margin { y = max(bounds.minY + margin, bounds.maxY - margin - height) }
        }
        return CGRect(x: x, y: y, width: panelWidth, height: height)
    }

    /// A tap outside the panel ends the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if !panel.frame.contains(touch.location(in: self)) { dismiss() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Takes the overlay off the window and tells the owner, once.
    func dismiss() {
        guard superview != nil else { return }
        removeFromSuperview()
        let onDismiss = self.onDismiss
        self.onDismiss = nil
        onDismiss?()
    }

    /// A tapped row: a submenu opens in the panel; an action ends the menu (unless it keeps it
    /// presented), then runs.
    func choose(_ element: UIMenuElement) {
        if let submenu = element as? UIMenu { return show(submenu) }
        guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
        action.perform(sender: actionSender)
    }
}

/// One row of a menu panel.
@MainActor
final class MenuRowView: UIView {
    let element: UIMenuElement
    let titleLabel = UILabel()
    let checkmarkLabel = UILabel()
    private weak var overlay: MenuOverlayView?

    init(element: UIMenuElement, indented: Bool, overlay: MenuOverlayView) {
        self.element = element
        self.overlay = overlay
        super.init(frame: .zero)
        let action = element as? UIAction
        let attributes = action?.attributes ?? []
        let destructive = attributes.contains(.destructive) || ((element as? UIMenu)?.options.contains(.destructive) ?? false)
        let color: UIColor = attributes.contains(.disabled) ? .tertiaryLabel : destructive ? .systemRed : .label
        let leading = MenuOverlayView.padding + (indented ? MenuOverlayView.checkmarkColumn : 0)
        let width = MenuOverlayView.panelWidth
        titleLabel.text = element.title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.textColor = color
        titleLabel.frame = CGRect(
            x: leading, y: 0, width: width - leading - MenuOverlayView.padding - 24, height: MenuOverlayView.rowHeight)
        addSubview(titleLabel)
        if let action, action.state != .off {
            checkmarkLabel.text = action.state == .on ? "✓" : "–"
            checkmarkLabel.font = .preferredFont(forTextStyle: .body)
            checkmarkLabel.textColor = color
            checkmarkLabel.frame = CGRect(
                x: MenuOverlayView.padding, y: 0, width: MenuOverlayView.checkmarkColumn, height: MenuOverlayView.rowHeight)
            addSubview(checkmarkLabel)
        }
        if element is UIMenu {
            let chevron = UILabel(
                frame: CGRect(x: width - MenuOverlayView.padding - 12, y: 0, width: 12, height: MenuOverlayView.rowHeight))
            chevron.text = "›"
            chevron.textColor = color
            addSubview(chevron)
        } else if let image = element.image {
            let side: CGFloat = 20
            let imageView = UIImageView(
                frame: CGRect(
                    x: width - MenuOverlayView.padding - side, y: (MenuOverlayView.rowHeight - side) / 2, width: side,
                    height: side))
            imageView.contentMode = .scaleAspectFit
            imageView.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            imageView.tintColor = color
            addSubview(imageView)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A tap chooses the row's element; a disabled action's row does nothing.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        overlay?.choose(element)
    }
}
