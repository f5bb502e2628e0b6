import Interlude

/// A widget card of the lock screen's list: a title, content, and — for the favourites — a
/// "Show More" button that springs the card from 130 to 230 pt (and back) while the button's
/// title cross-fades (seed 003, part 21).
@MainActor
package final class WidgetCell: UIView {
    static let collapsedHeight: CGFloat = 130
    static let expandedHeight: CGFloat = 230

    let titleLabel = UILabel(frame: .zero)
    let showMoreButton = UIButton(type: .system)
    package let widgetView = WidgetView(frame: .zero)
    /// The card's height, read by the list's layout (the seed's height constraint).
    var widgetHeight: CGFloat = WidgetCell.collapsedHeight
    private(set) var showsMore = false
    private(set) var toggleHeightAnimator: UIViewPropertyAnimator?
    /// The list the card sits in, laid out again when the height changes.
    weak var tableView: UIView?

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 1, alpha: 0.85)
        layer.cornerRadius = 16
        clipsToBounds = true
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = .darkGray
        addSubview(titleLabel)
        showMoreButton.setTitle("Show More", for: .normal)
        showMoreButton.addTarget(self, action: WidgetCell.toggleShowMore, for: .touchUpInside)
        addSubview(showMoreButton)
        addSubview(widgetView)
    }

    required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 14, y: 10, width: 200, height: 20)
        showMoreButton.frame = CGRect(x: bounds.width - 104, y: 6, width: 96, height: 28)
        widgetView.frame = CGRect(x: 0, y: 36, width: bounds.width, height: Self.expandedHeight - 36)
    }

    func toggleShowMore(_ sender: UIButton) {
        showsMore = !showsMore

        let animations = {
            self.widgetHeight = self.showsMore ? WidgetCell.expandedHeight : WidgetCell.collapsedHeight
            if let tableView = self.tableView {
                tableView.setNeedsLayout()
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
