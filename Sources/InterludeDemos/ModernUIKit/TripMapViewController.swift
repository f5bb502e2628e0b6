import Interlude

/// The sheet-detents demo: a trip map with a "Route details" button that presents
/// ``RouteDetailsViewController`` as a sheet resting at medium, growing to large, with a grabber;
/// at medium the map stays undimmed and touchable.
public final class TripMapViewController: LoggedViewController, UISheetPresentationControllerDelegate {
    /// The button that presents the sheet.
    public static let detailsButtonFrame = CGRect(x: 40, y: 170, width: 310, height: 52)
    /// What the sheet's delegate heard.
    public let events = DemoEventLog()
    /// The details sheet, once presented.
    public private(set) var details: RouteDetailsViewController?

    /// A map logging as "Map" into a new log.
    public init() { super.init(title: "Map", log: AppearanceLog()) }

    /// Storyboards are not supported. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.86, green: 0.93, blue: 0.85, alpha: 1)
        // Blocks and streets of a small town, then the route.
        for row in 0..<7 {
            for column in 0..<4 {
                let block = UIView(
                    frame: CGRect(x: 12 + CGFloat(column) * 96, y: 250 + CGFloat(row) * 86, width: 78, height: 68))
                block.backgroundColor =
                    (row + column) % 3 == 0
                    ? UIColor(red: 0.72, green: 0.86, blue: 0.70, alpha: 1) : UIColor(white: 0.97, alpha: 1)
                block.layer.cornerRadius = 6
                view.addSubview(block)
            }
        }
        for segment in [CGRect(x: 96, y: 318, width: 8, height: 352), CGRect(x: 96, y: 662, width: 200, height: 8)] {
            let route = UIView(frame: segment)
            route.backgroundColor = .systemBlue
            view.addSubview(route)
        }
        let title = UILabel(text: "Trip", size: 34, weight: .bold, alignment: .left)
        title.frame = CGRect(x: 20, y: 60, width: 350, height: 42)
        view.addSubview(title)
        let caption = UILabel(
            text: "Sheet detents: medium and large, a grabber,\nthe map undimmed at medium.", size: 15, color: .darkGray,
            alignment: .left)
        caption.frame = CGRect(x: 20, y: 106, width: 350, height: 44)
        view.addSubview(caption)
        let button = UIButton.filled("Route details", color: .systemBlue, frame: Self.detailsButtonFrame)
        button.addAction(UIAction { [weak self] _ in self?.showDetails() }, for: .touchUpInside)
        view.addSubview(button)
    }

    /// Presents the details as a sheet at medium.
    func showDetails() {
        guard presentedViewController == nil else { return }
        let details = RouteDetailsViewController(log: log)
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        self.details = details
        present(details, animated: true)
    }

    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        let identifier = sheetPresentationController.selectedDetentIdentifier
        events.add("sheet.didChangeDetent(\(identifier == .large ? "large" : identifier == .medium ? "medium" : "nil"))")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.add("sheet.didDismiss")
    }
}
