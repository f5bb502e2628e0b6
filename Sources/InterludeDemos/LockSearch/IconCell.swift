import Interlude

/// One app icon of the favourites widget, a cell of ``WidgetView``'s collection view: a coloured
/// rounded square with an initial, and its name below. Selecting it jiggles the icon — unless a
/// jiggle is still running (part 20's guard).
@MainActor
package final class IconCell: UICollectionViewCell {
    static let reuseIdentifier = "IconCell"
    static let size = CGSize(width: 70, height: 84)

    package let icon = UIView(frame: CGRect(x: 5, y: 0, width: 60, height: 60))
    let initialLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let nameLabel = UILabel(frame: CGRect(x: 0, y: 64, width: 70, height: 18))
    /// The running jiggle, if any.
    package private(set) var animator: UIViewPropertyAnimator?

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.layer.cornerRadius = 14
        initialLabel.font = .boldSystemFont(ofSize: 28)
        initialLabel.textColor = .white
        initialLabel.textAlignment = .center
        icon.addSubview(initialLabel)
        contentView.addSubview(icon)
        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.textColor = .darkGray
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the app called `name` in `color`.
    func configure(name: String, color: UIColor) {
        icon.backgroundColor = color
        initialLabel.text = String(name.prefix(1))
        nameLabel.text = name
    }

    func iconJiggle() {
        if let animator = animator, animator.isRunning {
            return
        }
        animator = AnimatorFactory.jiggle(view: icon)
    }
}
