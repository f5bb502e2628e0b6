import Interlude

/// The LockSearch app's one screen (seed 003): a wallpaper with the time and date, a search bar,
/// and a list of widgets with an Edit button. Searching blurs and shrinks the widgets (part 21),
/// a press on an icon previews its menu (part 22, in `+Preview`), and Edit or a pull on the list
/// presents the settings (part 23, in `+Settings`).
@MainActor
package final class LockScreenViewController: LoggedViewController, SearchBarViewDelegate {
    let wallpaper = UIImageView(frame: .zero)
    package let timeLabel = UILabel(frame: .zero)
    let dateLabel = UILabel(frame: .zero)
    let searchBar = SearchBarView(frame: .zero)
    /// The seed's `tableView`: the list of widgets.
    package let tableView = WidgetListView(frame: .zero)
    package let favorites = WidgetCell(title: "FAVORITES")
    let editButton = UIButton(type: .system)
    /// Full-screen blur over the list; its effect animates between nil and dark.
    package let blurView = UIVisualEffectView(effect: nil)
    /// Top of the time label (the seed's `dateTopConstraint`).
    static let dateTop: CGFloat = 90

    // Part 22: the press preview.
    var startFrame: CGRect?
    var previewView: UIView?
    package var previewAnimator: UIViewPropertyAnimator?
    package let previewEffectView = IconEffectView(blur: .extraLight)

    // Part 23: the settings transition.
    package let presentTransition = PresentTransition()
    package var settingsController: SettingsViewController!
    var isDragging = false
    var isPresentingSettings = false
    var touchesStartPointY: CGFloat?

    /// A lock screen logging its appearance as "Lock" (and its events) into a new log.
    package init() {
        super.init(title: "Lock", log: AppearanceLog())
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        // A night palette with its moon at the right edge, clear of the clock.
        wallpaper.image = ProceduralPhoto.image(index: 14, size: bounds.size)
        wallpaper.frame = bounds
        view.addSubview(wallpaper)

        timeLabel.text = "9:41"
        timeLabel.font = .systemFont(ofSize: 76, weight: .thin)
        timeLabel.textColor = .white
        timeLabel.textAlignment = .center
        timeLabel.frame = CGRect(x: 0, y: Self.dateTop, width: bounds.width, height: 84)
        view.addSubview(timeLabel)
        dateLabel.text = "Tuesday, 21 November"
        dateLabel.font = .systemFont(ofSize: 20)
        dateLabel.textColor = .white
        dateLabel.textAlignment = .center
        dateLabel.frame = CGRect(x: 0, y: Self.dateTop + 84, width: bounds.width, height: 26)
        view.addSubview(dateLabel)

        tableView.frame = CGRect(x: 0, y: 270, width: bounds.width, height: bounds.height - 270)
        tableView.delegate = self
        tableView.addRow(favorites)
        favorites.widgetView.owner = self
        tableView.addRow(Self.upNextCard())
        let editRow = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
        editButton.frame = CGRect(x: (bounds.width - 2 * WidgetListView.margin - 100) / 2, y: 0, width: 100, height: 44)
        editButton.backgroundColor = UIColor(white: 1, alpha: 0.3)
        editButton.layer.cornerRadius = 22
        editButton.setTitle("Edit", for: .normal)
        editButton.setTitleColor(.white, for: .normal)
        editButton.addTarget(self, action: LockScreenViewController.editTapped, for: .touchUpInside)
        editRow.addSubview(editButton)
        tableView.addRow(editRow)
        view.addSubview(tableView)

        blurView.frame = bounds
        blurView.isUserInteractionEnabled = false
        blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: LockScreenViewController.dismissMenu))
        view.addSubview(blurView)

        searchBar.frame = CGRect(x: 16, y: 216, width: bounds.width - 32, height: 40)
        searchBar.delegate = self
        view.addSubview(searchBar)
    }

    /// A card listing the next two events.
    private static func upNextCard() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 358, height: 104))
        card.backgroundColor = UIColor(white: 1, alpha: 0.85)
        card.layer.cornerRadius = 16
        for (index, text) in ["UP NEXT", "10:00  Design review", "12:30  Lunch with Ana"].enumerated() {
            let label = UILabel(frame: CGRect(x: 14, y: 10 + CGFloat(index) * 28, width: 320, height: 22))
            label.text = text
            label.font = index == 0 ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17)
            label.textColor = index == 0 ? .darkGray : .black
            card.addSubview(label)
        }
        return card
    }

    // MARK: Appearing (parts 20 and 21)

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
        tableView.alpha = 0
        timeLabel.frame.origin.y -= 100
        dateLabel.frame.origin.y -= 100
    }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnimatorFactory.scaleUp(view: tableView).startAnimation()
        AnimatorFactory.animateConstraint(view: timeLabel, by: 100).startAnimation()
        AnimatorFactory.animateConstraint(view: dateLabel, by: 100).startAnimation()
    }

    // MARK: Search blur (part 21)

    func blurAnimations(_ blurred: Bool) -> () -> Void {
        return {
            self.blurView.effect = blurred ? UIBlurEffect(style: .dark) : nil
            self.tableView.transform = blurred ? CGAffineTransform(scaleX: 0.75, y: 0.75) : .identity
            self.tableView.alpha = blurred ? 0.33 : 1.0
        }
    }

    func toggleBlur(_ blurred: Bool) {
        UIViewPropertyAnimator(
            duration: 0.55, controlPoint1: CGPoint(x: 0.57, y: -0.4),
            controlPoint2: CGPoint(x: 0.96, y: 0.87), animations: blurAnimations(blurred)
        ).startAnimation()
    }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBarView) {
        log.add("search began")
        toggleBlur(true)
    }

    func searchBarTextDidEndEditing(_ searchBar: SearchBarView) {
        log.add("search ended")
        toggleBlur(false)
    }

    func searchBarResultsListButtonClicked(_ searchBar: SearchBarView) {
        searchBar.resignFirstResponder()
    }

    // MARK: Pause and swipe (part 23)

    // Overrides cannot live in an extension; the rest of part 23 is in `+Settings`.

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard presentTransition.wantsInteractiveStart == false, presentTransition.animator != nil else {
            return
        }
        touchesStartPointY = touches.first!.location(in: view).y
        presentTransition.interruptTransition()
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let startY = touchesStartPointY else { return }

        let currentPoint = touches.first!.location(in: view).y
        if currentPoint < startY - 40 {
            touchesStartPointY = nil
            presentTransition.animator?.addCompletion({ _ in
                self.blurView.effect = nil
            })
            presentTransition.cancel()
        } else if currentPoint > startY + 40 {
            touchesStartPointY = nil
            presentTransition.finish()
        }
    }
}
