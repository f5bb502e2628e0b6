import Interlude

/// The LockSearch app's one screen (seed 003): a wallpaper with the time and date, a search bar,
/// and a list of widgets with an Edit button. Searching blurs and shrinks the widgets (part 21),
/// a press on an icon previews its menu (part 22, in `+Preview`), and Edit or a pull on the list
/// presents the settings (part 23, in `+Settings`).
@MainActor
package final class LockScreenViewController: LoggedViewController, UISearchBarDelegate, UITableViewDataSource {
    let wallpaper = UIImageView(frame: .zero)
    package let timeLabel = UILabel(frame: .zero)
    package let dateLabel = UILabel(frame: .zero)
    package let searchBar = UISearchBar(frame: .zero)
    /// The seed's `tableView`: the widgets, then the Edit button.
    package let tableView = UITableView(frame: .zero, style: .plain)
    /// Full-screen blur over the list; its effect animates between nil and dark.
    package let blurView = UIVisualEffectView(effect: nil)
    /// The top of the time label; the date label hangs below it (the seed's `dateTopConstraint`).
    package private(set) var dateTopConstraint: NSLayoutConstraint!
    /// Where the time label sits once the opening animation is over.
    static let dateTop: CGFloat = 90
    /// The constraint's constant as laid out: the article lifts the label by 100 in
    /// `viewWillAppear` and drops it by 150 in `viewDidAppear` (its storyboard, not in the text,
    /// must start it 50 higher), so it starts at 90 − 50 to land at 90.
    static let laidOutDateTop: CGFloat = dateTop - 50
    /// Space above the first widget (the table's header view).
    static let listTopMargin: CGFloat = 16
    /// A widget card's inset from its row: 16 on the sides, 12 below (the gap to the next card).
    static let cardInsets = UIEdgeInsets(top: 0, left: 16, bottom: 12, right: 16)

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

    /// The favourites widget's cell, while the table shows it.
    package var favorites: WidgetCell? {
        tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? WidgetCell
    }

    /// The Edit button's cell, while the table shows it.
    package var editCell: UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    }

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
        dateLabel.text = "Tuesday, 21 November"
        dateLabel.font = .systemFont(ofSize: 20)
        dateLabel.textColor = .white
        dateLabel.textAlignment = .center
        for label in [timeLabel, dateLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        dateTopConstraint = timeLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.laidOutDateTop)
        NSLayoutConstraint.activate([
            dateTopConstraint,
            timeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            timeLabel.heightAnchor.constraint(equalToConstant: 84),
            dateLabel.topAnchor.constraint(equalTo: timeLabel.bottomAnchor),
            dateLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dateLabel.heightAnchor.constraint(equalToConstant: 26),
        ])

        tableView.frame = CGRect(x: 0, y: 270, width: bounds.width, height: bounds.height - 270)
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.clipsToBounds = false
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.listTopMargin))
        tableView.register(WidgetCell.self, forCellReuseIdentifier: WidgetCell.reuseIdentifier)
        tableView.register(UpNextCell.self, forCellReuseIdentifier: UpNextCell.reuseIdentifier)
        tableView.register(EditCell.self, forCellReuseIdentifier: EditCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        blurView.frame = bounds
        blurView.isUserInteractionEnabled = false
        blurView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: LockScreenViewController.dismissMenu))
        view.addSubview(blurView)

        searchBar.frame = CGRect(x: 16, y: 216, width: bounds.width - 32, height: 40)
        searchBar.searchBarStyle = .minimal
        searchBar.placeholder = "Search"
        searchBar.showsSearchResultsButton = true
        // A light field on the dark wallpaper, where the gray placeholder and glyphs still read.
        searchBar.searchTextField.backgroundColor = UIColor(white: 1, alpha: 0.6)
        searchBar.searchTextField.layer.cornerRadius = 10
        searchBar.searchTextField.textColor = .white
        searchBar.delegate = self
        view.addSubview(searchBar)
    }

    /// Makes `cell` a transparent row showing `card`: a rounded, translucent white card pinned
    /// inside the content view by ``cardInsets``. The bottom holds at 999, under the row's own
    /// height, so a card that grows never conflicts with its row while the table catches up.
    static func styleRow(_ cell: UITableViewCell, card: UIView) {
        cell.backgroundColor = .clear
        cell.selectionStyle = .none
        card.backgroundColor = UIColor(white: 1, alpha: 0.85)
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(card)
        let content = cell.contentView, insets = cardInsets
        let bottom = card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -insets.bottom)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: content.topAnchor, constant: insets.top),
            card.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets.left),
            card.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -insets.right),
            bottom,
        ])
    }

    // MARK: UITableViewDataSource

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 3
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: WidgetCell.reuseIdentifier, for: indexPath) as! WidgetCell
            cell.tableView = tableView
            cell.widgetView.owner = self
            return cell
        case 1:
            return tableView.dequeueReusableCell(withIdentifier: UpNextCell.reuseIdentifier, for: indexPath)
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: EditCell.reuseIdentifier, for: indexPath) as! EditCell
            cell.didPressEdit = { [unowned self] in
                self.presentTransition.wantsInteractiveStart = false
                self.presentSettings()
            }
            return cell
        }
    }

    // MARK: Appearing (parts 20 and 21)

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
        tableView.alpha = 0
        dateTopConstraint.constant -= 100
        view.layoutIfNeeded()
    }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AnimatorFactory.scaleUp(view: tableView).startAnimation()
        AnimatorFactory.animateConstraint(view: view, constraint: dateTopConstraint, by: 150).startAnimation()
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

    package func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        log.add("search began")
        toggleBlur(true)
    }

    package func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        log.add("search ended")
        toggleBlur(false)
    }

    package func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    package func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        if searchText.isEmpty {
            searchBar.resignFirstResponder()
        }
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
