import Interlude

/// The text sizes of ``ReaderViewController``'s popover: three rows; tapping one hands its size
/// to the reader.
public final class TextSizeMenuViewController: LoggedViewController {
    /// The sizes offered, with their names, top to bottom.
    public static let sizes: [(name: String, size: CGFloat)] = [("Small", 15), ("Medium", 17), ("Large", 22)]
    /// The frame of row `index` in the menu's view.
    public static func rowFrame(at index: Int) -> CGRect { CGRect(x: 8, y: 8 + CGFloat(index) * 52, width: 204, height: 48) }
    private let choose: (CGFloat) -> Void

    /// A menu logging as "Menu" into `log` that calls `choose` with the size tapped.
    public init(log: AppearanceLog, choose: @escaping (CGFloat) -> Void) {
        self.choose = choose
        super.init(title: "Menu", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (index, entry) in Self.sizes.enumerated() {
            let row = UIButton(type: .system)
            row.frame = Self.rowFrame(at: index)
            row.setTitle(entry.name, for: .normal)
            row.setTitleColor(.black, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: entry.size)
            row.backgroundColor = UIColor(white: 0.94, alpha: 1)
            row.layer.cornerRadius = 8
            row.addAction(UIAction { [weak self] _ in self?.choose(entry.size) }, for: .touchUpInside)
            view.addSubview(row)
        }
    }
}
