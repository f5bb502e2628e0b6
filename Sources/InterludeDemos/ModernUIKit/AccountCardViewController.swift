import Interlude

/// A child of ``AccountContainerViewController``: a rounded card in one colour with its title.
public final class AccountCardViewController: LoggedViewController {
    private let color: UIColor

    /// A card titled `title` in `color`, logging under its title into `log`.
    public init(title: String, color: UIColor, log: AppearanceLog) {
        self.color = color
        super.init(title: title, log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 16
        let heading = UILabel(text: title ?? "", size: 36, weight: .bold, color: .white)
        heading.frame = CGRect(x: 20, y: 240, width: 310, height: 48)
        view.addSubview(heading)
        let line = UILabel(
            text: title == "Profile" ? "Ada Lovelace · London" : "Notifications · Privacy · Storage", size: 17,
            color: .white)
        line.frame = CGRect(x: 20, y: 300, width: 310, height: 26)
        view.addSubview(line)
    }
}
