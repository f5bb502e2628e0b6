import Interlude

/// The favourites widget, a cell of the lock screen's table: a rounded card with a title, the
/// icons (``WidgetView``) and a "Show More" button that springs the card's height constraint
/// (the seed's `widgetHeight`) from 130 to 230 pt and back, the table growing the row with it,
/// while the button's title cross-fades (seed 003, part 21).
@MainActor
package final class WidgetCell: UITableViewCell {
    static let reuseIdentifier = "WidgetCell"
    static let collapsedHeight: CGFloat = 130
    static let expandedHeight: CGFloat = 230

    /// The card: the widget as it shows, inset from the row (see ``LockScreenViewController/cardInsets``).
    package let cardView = UIView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    package let showMoreButton = UIButton(type: .system)
    package let widgetView = WidgetView(frame: .zero)
    /// The card's height constraint (the seed's `widgetHeight` outlet).
    package private(set) var widgetHeight: NSLayoutConstraint!
    package private(set) var showsMore = false
    private(set) var toggleHeightAnimator: UIViewPropertyAnimator?
    /// The table the cell sits in, told to re-measure its rows when the height changes.
    weak var tableView: UITableView?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        LockScreenViewController.styleRow(self, card: cardView)
        widgetHeight = cardView.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        widgetHeight.isActive = true

        titleLabel.text = "FAVORITES"
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = .darkGray
        showMoreButton.setTitle("Show More", for: .normal)
        showMoreButton.addTarget(self, action: WidgetCell.toggleShowMore, for: .touchUpInside)
        for view in [titleLabel, showMoreButton, widgetView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 10),
            titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 14),
            titleLabel.widthAnchor.constraint(equalToConstant: 200),
            titleLabel.heightAnchor.constraint(equalToConstant: 20),
            showMoreButton.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 6),
            showMoreButton.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -8),
            showMoreButton.widthAnchor.constraint(equalToConstant: 96),
            showMoreButton.heightAnchor.constraint(equalToConstant: 28),
            // The icons keep the expanded size; the card's clipping shows the first row or both.
            widgetView.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 36),
            widgetView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
            widgetView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor),
            widgetView.heightAnchor.constraint(equalToConstant: Self.expandedHeight - 36),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    /// The seed's `toggleShowMore(_:)`: the height constraint's new constant, and the table's
    /// `beginUpdates()`/`endUpdates()` and `layoutIfNeeded()`, inside a spring animator.
    func toggleShowMore(_ sender: UIButton) {
        self.showsMore = !self.showsMore

        let animations = {
            self.widgetHeight.constant = self.showsMore ? WidgetCell.expandedHeight : WidgetCell.collapsedHeight
            if let tableView = self.tableView {
                tableView.beginUpdates()
                tableView.endUpdates()
                tableView.layoutIfNeeded()
            }
        }
        let textTransition = {
            UIView.transition(
                with: sender, duration: 0.25, options: .transitionCrossDissolve,
                animations: {
                    sender.setTitle(self.showsMore ? "Show Less" : "Show More", for: .normal)
                }, completion: nil)
        }
        // The seed's text has stiffness 10, which would take minutes to settle; the book's project
        // (LockSearch) uses 1000: a slightly under-damped spring (ratio ≈ 0.87) of about a second.
        let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        toggleHeightAnimator = UIViewPropertyAnimator(duration: 0.0, timingParameters: spring)
        toggleHeightAnimator?.addAnimations(animations)
        toggleHeightAnimator?.addAnimations(textTransition, delayFactor: 0.5)
        toggleHeightAnimator?.startAnimation()

        widgetView.expanded = showsMore
        widgetView.reload()
    }
}
