import InterludeUIKit

/// The benchmark stack built through the UIKit API: 100 cells in a 390-point-wide root view, each
/// a cell view with a label stand-in inside, placed by the same 10 constraints per cell as
/// ``StackLayout`` (1,000 in all): 8 activated `NSLayoutConstraint`s and the stand-in's two
/// content size constraints (hugging and compression resistance of its intrinsic height).
///
/// The stand-in has a fixed intrinsic height (17, 24, 31, 38, 45 cycling) and no intrinsic
/// width, so the count matches the solver benchmark; ``withLabels`` uses real `UILabel`s instead
/// (measured by Pango; their intrinsic widths add 2 constraints per cell).
@MainActor
final class UIKitStackLayout {
    /// A label stand-in: a fixed intrinsic height, no intrinsic width.
    final class LabelStandIn: UIView {
        var height: CGFloat = 17
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
    }

    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 6000))
    var cells: [UIView] = []
    var labels: [UIView] = []
    /// Each cell's `height ≥ 44` constraint.
    var minimumHeights: [NSLayoutConstraint] = []

    /// Builds the stack, activates its constraints and lays it out (frames applied).
    init(rows: Int, withLabels: Bool = false) {
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(rows * 8)
        for row in 0..<rows {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            let label: UIView
            if withLabels {
                let text = UILabel()
                text.text = "Row \(row)"
                label = text
            } else {
                let standIn = LabelStandIn()
                standIn.height = 17 + 7 * CGFloat(row % 5)
                label = standIn
            }
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(cell)
            cell.addSubview(label)
            let above = cells.last?.bottomAnchor ?? container.topAnchor
            let minimum = cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
            constraints += [
                cell.topAnchor.constraint(equalTo: above, constant: 8),
                cell.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                cell.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                minimum,
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
            ]
            cells.append(cell)
            labels.append(label)
            minimumHeights.append(minimum)
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
    }

    /// The number of constraints in the engine (the app's and the engine's own).
    var engineConstraintCount: Int { container.autoLayoutConstraintCount }

    /// The largest difference between the frames and the stack's formulas (see ``StackLayout``).
    func largestError(firstMinimumHeight: CGFloat = 44) -> CGFloat {
        var error: CGFloat = 0
        var top: CGFloat = 8
        for (row, cell) in cells.enumerated() {
            let minimum = row == 0 ? firstMinimumHeight : 44
            let labelHeight = max(labels[row].intrinsicContentSize.height, minimum - 16)
            let expected = CGRect(x: 16, y: top, width: 390 - 32, height: labelHeight + 16)
            let label = CGRect(x: 12, y: 8, width: 390 - 56, height: labelHeight)
            for (frame, want) in [(cell.frame, expected), (labels[row].frame, label)] {
                error = max(
                    error, abs(frame.minX - want.minX), abs(frame.minY - want.minY), abs(frame.width - want.width),
                    abs(frame.height - want.height))
            }
            top += labelHeight + 16 + 8
        }
        return error
    }
}

/// A column of 200 boxes, each 2 points below the one above, the first pinned by a top
/// constraint: one constant change moves all 200, and an animation block animates 200 frames.
@MainActor
final class ConstraintAnimationScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var boxes: [UIView] = []
    let top: NSLayoutConstraint

    init(count: Int) {
        window.makeKeyAndVisible()
        var constraints: [NSLayoutConstraint] = []
        var first: NSLayoutConstraint?
        for index in 0..<count {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            let pin =
                boxes.last.map { box.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
                ?? box.topAnchor.constraint(equalTo: window.topAnchor, constant: 0)
            if index == 0 { first = pin }
            constraints += [
                pin, box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(index % 10)),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 2),
            ]
            boxes.append(box)
        }
        top = first!
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    /// Changes the first box's top constant and lays out in a 1-second animation block: 200 frames animate.
    func startAnimation(to constant: CGFloat) {
        top.constant = constant
        UIView.animate(withDuration: 1) { self.window.layoutIfNeeded() }
    }
}
