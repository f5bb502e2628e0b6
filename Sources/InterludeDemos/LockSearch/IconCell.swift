import Interlude

/// One app icon of the favourites widget: a coloured rounded square with an initial, and its
/// name below. Tapping it jiggles the icon — unless a jiggle is still running (part 20's guard).
@MainActor
package final class IconCell: UIView {
    static let size = CGSize(width: 70, height: 84)

    package let icon = UIView(frame: CGRect(x: 5, y: 0, width: 60, height: 60))
    let nameLabel = UILabel(frame: CGRect(x: 0, y: 64, width: 70, height: 18))
    /// The running jiggle, if any.
    private(set) var animator: UIViewPropertyAnimator?

    init(name: String, color: UIColor) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        icon.backgroundColor = color
        icon.layer.cornerRadius = 14
        let initial = UILabel(frame: icon.bounds)
        initial.text = String(name.prefix(1))
        initial.font = .boldSystemFont(ofSize: 28)
        initial.textColor = .white
        initial.textAlignment = .center
        icon.addSubview(initial)
        addSubview(icon)
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.textColor = .darkGray
        nameLabel.textAlignment = .center
        addSubview(nameLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: IconCell.iconJiggle))
    }

    required init?(coder: NSCoder) { return nil }

    func iconJiggle() {
        if let animator = animator, animator.isRunning {
            return
        }
        animator = AnimatorFactory.jiggle(view: icon)
    }
}
