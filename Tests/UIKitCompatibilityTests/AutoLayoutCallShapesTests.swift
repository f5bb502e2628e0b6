import UIKit
import Testing

/// A widget screen as iOS transition code writes it with Auto Layout: a dimming view pinned to the
/// edges, a card pinned to the safe area with a height constraint that "Show More" animates in a
/// spring property animator, a date label that drops in by animating its top constant, and a
/// stack of rows.
final class WidgetScreenController: UIViewController {
    let dimmingView = UIView()
    let card = UIView()
    let dateLabel = UILabel()
    let rows = UIStackView()
    var cardHeight: NSLayoutConstraint!
    var dateTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        [dimmingView, card, dateLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        rows.translatesAutoresizingMaskIntoConstraints = false
        rows.axis = .vertical
        rows.spacing = 8
        rows.distribution = .fillEqually
        card.addSubview(rows)
        for index in 0..<3 {
            let row = UILabel()
            row.text = "Row \(index)"
            rows.addArrangedSubview(row)
        }
        dateLabel.text = "Monday, June 3"
        dateLabel.setContentHuggingPriority(.required, for: .horizontal)
        cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
        dateTop = dateLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: -60)
        let preferredWidth = card.widthAnchor.constraint(equalToConstant: 2000)
        preferredWidth.priority = .defaultLow + 1
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dateTop,
            dateLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 20),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            preferredWidth, cardHeight,
            rows.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            rows.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            rows.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        view.addConstraint(
            NSLayoutConstraint(
                item: dimmingView, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 0))
    }

    /// Seed 003's `animateConstraint`: change the constant, lay out inside the animator.
    func animateConstraint(_ constraint: NSLayoutConstraint, by offset: CGFloat) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut)
        animator.addAnimations {
            constraint.constant += offset
            self.view.layoutIfNeeded()
        }
        return animator
    }

    func showMore() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7)
        animator.addAnimations {
            self.cardHeight.constant = 240
            self.view.layoutIfNeeded()
        }
        return animator
    }
}

@MainActor
@Suite("Auto Layout as iOS code calls it")
struct AutoLayoutCallShapesTests {
    @Test("The screen lays out from its constraints, animates the drop-in and Show More")
    func widgetScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = WidgetScreenController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Root view margins: 16 on the sides (the system minimum); the card spans 390 − 32.
        #expect(controller.card.frame.width == 358)
        #expect(controller.card.frame.height == 120)
        #expect(controller.dateLabel.frame.minY == CGFloat(47 - 60))
        // fillEqually: (120 − 24 − 16) / 3 for each of the three rows.
        let rows = controller.rows.arrangedSubviews
        #expect(rows.count == 3)
        #expect(abs(rows[0].frame.height - 80.0 / 3) < 1e-5)

        let drop = controller.animateConstraint(controller.dateTop, by: 80)
        drop.startAnimation()
        window.advance(by: 0.6)
        #expect(controller.dateLabel.frame.minY == CGFloat(47 + 20))
        #expect(controller.card.frame.minY == controller.dateLabel.frame.maxY + 20)

        let more = controller.showMore()
        more.startAnimation()
        window.advance(by: 0.3)
        let midway = controller.card.layer.presentation()?.frame.height ?? 0
        #expect(midway > 120 && midway != 240)
        window.advance(by: 2)
        #expect(controller.card.frame.height == 240)
        #expect(!controller.card.hasAmbiguousLayout)
    }

    @Test("Fitting sizes and priorities as cells compute them")
    func fittingCell() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(title)
        let bottom = title.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor), bottom,
        ])
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 320)
        #expect(size.height == title.intrinsicContentSize.height + 22)
        #expect(title.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(bottom.priority.rawValue == 999)
    }
}
