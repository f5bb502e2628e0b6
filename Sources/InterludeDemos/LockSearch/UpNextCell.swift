import Interlude

/// The second widget of the lock screen's table: a card listing the next two events.
@MainActor
final class UpNextCell: UITableViewCell {
    static let reuseIdentifier = "UpNextCell"
    static let cardHeight: CGFloat = 104

    let cardView = UIView(frame: .zero)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        LockScreenViewController.styleRow(self, card: cardView)
        cardView.heightAnchor.constraint(equalToConstant: Self.cardHeight).isActive = true
        for (index, text) in ["UP NEXT", "10:00  Design review", "12:30  Lunch with Ana"].enumerated() {
            let label = UILabel(frame: CGRect(x: 14, y: 10 + CGFloat(index) * 28, width: 320, height: 22))
            label.text = text
            label.font = index == 0 ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17)
            label.textColor = index == 0 ? .darkGray : .black
            cardView.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { return nil }
}
