import Interlude

/// One page of ``OnboardingViewController``: a coloured page with a large number, a title and a line.
public final class OnboardingPageViewController: LoggedViewController {
    /// The pages' titles, lines and colours.
    static let contents: [(title: String, line: String, color: UIColor)] = [
        ("Welcome", "Swipe left to see what is new.", UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1)),
        ("Sheets", "Drag them between detents.", UIColor(red: 0.55, green: 0.30, blue: 0.85, alpha: 1)),
        ("Zoom", "Photos zoom out of their thumbnails.", UIColor(red: 0.95, green: 0.45, blue: 0.20, alpha: 1)),
        ("Pages", "This very page view controller.", UIColor(red: 0.15, green: 0.65, blue: 0.45, alpha: 1)),
    ]

    /// The page's place, from 0.
    public let index: Int

    /// Page `index`, logging as "Page N" (N from 1) into `log`.
    public init(index: Int, log: AppearanceLog) {
        self.index = index
        super.init(title: "Page \(index + 1)", log: log)
    }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let content = Self.contents[index]
        view.backgroundColor = content.color
        let number = UILabel(text: "\(index + 1)", size: 160, weight: .bold, color: UIColor(white: 1, alpha: 0.35))
        number.frame = CGRect(x: 0, y: 200, width: 390, height: 190)
        view.addSubview(number)
        let title = UILabel(text: content.title, size: 36, weight: .bold, color: .white)
        title.frame = CGRect(x: 20, y: 420, width: 350, height: 44)
        view.addSubview(title)
        let line = UILabel(text: content.line, size: 18, color: .white)
        line.frame = CGRect(x: 20, y: 474, width: 350, height: 26)
        view.addSubview(line)
    }
}
