import Interlude

/// The last row of the lock screen's table: the Edit button, centred. What a press does is the
/// table's data source's to say (``didPressEdit``), as the seed's `tableView(_:cellForRowAt:)` does.
@MainActor
final class EditCell: UITableViewCell {
    static let reuseIdentifier = "EditCell"

    let editButton = UIButton(type: .system)
    /// Called when Edit is pressed.
    var didPressEdit: (() -> Void)?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let card = UIView(frame: .zero)
        LockScreenViewController.styleRow(self, card: card)
        card.backgroundColor = nil
        card.heightAnchor.constraint(equalToConstant: 44).isActive = true
        editButton.backgroundColor = UIColor(white: 1, alpha: 0.3)
        editButton.layer.cornerRadius = 22
        editButton.setTitle("Edit", for: .normal)
        editButton.setTitleColor(.white, for: .normal)
        editButton.addTarget(self, action: EditCell.editPressed, for: .touchUpInside)
        editButton.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(editButton)
        NSLayoutConstraint.activate([
            editButton.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            editButton.topAnchor.constraint(equalTo: card.topAnchor),
            editButton.widthAnchor.constraint(equalToConstant: 100),
            editButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    private func editPressed(_ sender: UIButton) {
        didPressEdit?()
    }
}
