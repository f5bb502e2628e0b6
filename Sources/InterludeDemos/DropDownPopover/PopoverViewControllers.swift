import Interlude

/// The screen that opens the drop-down: a header whose title button presents the menu, over a
/// feed of coloured rows that the translucent cover greys.
public final class PopoverHomeViewController: LoggedViewController {
    /// Whether the menu is presented `.custom` (the seed) or `.fullScreen` (the presenter's view is
    /// then removed when the presentation ends).
    public var menuStyle = UIModalPresentationStyle.custom
    /// The seed's transitioning delegate (kept here: `transitioningDelegate` is weak).
    public let customModal = CustomModalUpDown()
    /// The menu presented last, if any.
    public private(set) var lastMenu: PopoverMenuViewController?
    /// The header's title button.
    public static let titleButtonFrame = CGRect(x: 120, y: 8, width: 150, height: 40)
    /// The menu's frame in the custom presentation.
    public static let presentFrame = CGRect(x: 120, y: 56, width: 150, height: 300)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
        header.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
        view.addSubview(header)
        let titleButton = UIButton(type: .system)
        titleButton.frame = Self.titleButtonFrame
        titleButton.setTitle("Home ▾", for: .normal)
        titleButton.setTitleColor(.white, for: .normal)
        titleButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        titleButton.addAction(UIAction { [weak self] _ in self?.showMenu() }, for: .touchUpInside)
        header.addSubview(titleButton)
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]
        for (row, color) in colors.enumerated() {
            let y = 76 + CGFloat(row) * 118
            let swatch = UIImageView(image: ProceduralPhoto.image(index: row, size: CGSize(width: 96, height: 96)))
            swatch.frame = CGRect(x: 16, y: y, width: 96, height: 96)
            swatch.layer.cornerRadius = 10
            swatch.clipsToBounds = true
            view.addSubview(swatch)
            let name = UILabel(text: "Post \(row + 1)", size: 18, weight: .semibold, color: color, alignment: .left)
            name.frame = CGRect(x: 128, y: y + 16, width: 240, height: 24)
            view.addSubview(name)
            let line = UILabel(text: "A row of the feed under the menu", size: 14, color: .gray, alignment: .left)
            line.frame = CGRect(x: 128, y: y + 48, width: 240, height: 20)
            view.addSubview(line)
        }
    }

    func showMenu() {
        let menu = PopoverMenuViewController(title: "Menu", log: log)
        customModal.presentFrame = Self.presentFrame
        menu.transitioningDelegate = customModal
        menu.modalPresentationStyle = menuStyle
        lastMenu = menu
        present(menu, animated: true, completion: nil)
    }
}

/// The drop-down menu: a list of entries and, when it covers the screen, a Close button.
public final class PopoverMenuViewController: LoggedViewController {
    /// The Close button's frame (shown only in a full-screen presentation, where no cover is tapped).
    public static let closeButtonFrame = CGRect(x: 95, y: 640, width: 200, height: 56)

    public override func viewDidLoad() {
        super.viewDidLoad()
        let fullScreen = modalPresentationStyle == .fullScreen
        // Full screen, the menu is see-through, so the presenter's view is visibly gone afterwards.
        view.backgroundColor = fullScreen ? UIColor(red: 0.98, green: 0.98, blue: 1, alpha: 0.55) : .white
        view.layer.cornerRadius = fullScreen ? 0 : 10
        view.clipsToBounds = true
        for (row, entry) in ["Friends", "Photos", "Groups", "Events", "Settings"].enumerated() {
            let label = UILabel(text: entry, size: 17, weight: .medium, color: .black, alignment: .center)
            label.frame = CGRect(x: 0, y: 20 + CGFloat(row) * 54, width: fullScreen ? 390 : 150, height: 40)
            view.addSubview(label)
        }
        if fullScreen {
            let note = UILabel(
                text: ".fullScreen: when the present ends, the\npresenter's view leaves the window.",
                size: 15, color: .darkGray)
            note.frame = CGRect(x: 20, y: 320, width: 350, height: 44)
            view.addSubview(note)
            let close = UIButton.filled("Close", color: .systemRed, frame: Self.closeButtonFrame)
            close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true, completion: nil) }, for: .touchUpInside)
            view.addSubview(close)
        }
    }
}
