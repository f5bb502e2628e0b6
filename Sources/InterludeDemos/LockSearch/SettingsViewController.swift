import Interlude

/// The settings the Edit button presents (seed 003, part 23): a clear view — the blurred lock
/// screen shows through — with a card of widget names and a Cancel row that dismisses it.
@MainActor
package final class SettingsViewController: LoggedViewController {
    static let rows = ["Up Next", "Favorites", "Weather", "Reminders", "Batteries"]
    static let rowHeight: CGFloat = 50

    /// Called when the user leaves the settings (the lock screen removes its blur).
    var didDismiss: (() -> Void)?
    let cancelButton = UIButton(type: .system)

    init(log: AppearanceLog) {
        super.init(title: "Settings", log: log)
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        title.text = "Edit Widgets"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        view.addSubview(title)
        let card = UIView(
            frame: CGRect(
                x: 16, y: 70, width: view.bounds.width - 32,
                height: CGFloat(Self.rows.count + 1) * Self.rowHeight))
        card.backgroundColor = UIColor(white: 1, alpha: 0.9)
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        for (index, name) in Self.rows.enumerated() {
            let label = UILabel(
                frame: CGRect(x: 16, y: CGFloat(index) * Self.rowHeight, width: card.bounds.width - 32, height: Self.rowHeight))
            label.text = name
            card.addSubview(label)
            let separator = UIView(
                frame: CGRect(x: 16, y: CGFloat(index + 1) * Self.rowHeight - 0.5, width: card.bounds.width - 16, height: 0.5))
            separator.backgroundColor = .lightGray
            card.addSubview(separator)
        }
        cancelButton.frame = CGRect(
            x: 0, y: CGFloat(Self.rows.count) * Self.rowHeight, width: card.bounds.width, height: Self.rowHeight)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.setTitleColor(.systemRed, for: .normal)
        cancelButton.addTarget(self, action: SettingsViewController.cancel, for: .touchUpInside)
        card.addSubview(cancelButton)
        view.addSubview(card)
    }

    private func cancel() {
        dismiss(animated: true, completion: nil)
        didDismiss?()
    }

}
