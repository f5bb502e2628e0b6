import Interlude

/// The route's stops, a white card listing them: the content of the trip sheet.
public final class RouteDetailsViewController: LoggedViewController {
    static let stops = [
        ("Harbour", "8:05"), ("Old Bridge", "8:12"), ("Market Square", "8:20"), ("Museum", "8:31"),
        ("Botanical Garden", "8:40"), ("University", "8:52"), ("North Station", "9:03"),
    ]

    /// Details logging as "Details" into `log`.
    public init(log: AppearanceLog) { super.init(title: "Details", log: log) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(text: "Route 7", size: 26, weight: .bold, alignment: .left)
        title.frame = CGRect(x: 20, y: 24, width: 350, height: 34)
        view.addSubview(title)
        let summary = UILabel(text: "58 minutes · 7 stops", size: 16, color: .darkGray, alignment: .left)
        summary.frame = CGRect(x: 20, y: 60, width: 350, height: 22)
        view.addSubview(summary)
        for (index, stop) in Self.stops.enumerated() {
            let y = 100 + CGFloat(index) * 56
            let dot = UIView(frame: CGRect(x: 24, y: y + 14, width: 14, height: 14))
            dot.backgroundColor = .systemBlue
            dot.layer.cornerRadius = 7
            view.addSubview(dot)
            let name = UILabel(text: stop.0, size: 18, alignment: .left)
            name.frame = CGRect(x: 54, y: y + 6, width: 230, height: 30)
            view.addSubview(name)
            let time = UILabel(text: stop.1, size: 16, color: .darkGray, alignment: .right)
            time.frame = CGRect(x: 290, y: y + 6, width: 80, height: 30)
            view.addSubview(time)
        }
    }
}
