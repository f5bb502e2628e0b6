import Testing
import UIKit

// anchorWithOffset(to:) as iOS code writes it (Apple's pages: NSLayoutXAxisAnchor and
// NSLayoutYAxisAnchor anchorWithOffset(to:), NSLayoutDimension's constraint methods).

final class EvenlySpacedButtonsView: UIView {
    let left = UIView(), middle = UIView(), right = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [left, middle, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let firstGap: NSLayoutDimension = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
        let secondGap = middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
        let verticalGap: NSLayoutDimension = left.bottomAnchor.anchorWithOffset(to: bottomAnchor)
        NSLayoutConstraint.activate([
            firstGap.constraint(equalTo: secondGap),
            firstGap.constraint(greaterThanOrEqualToConstant: 8),
            secondGap.constraint(lessThanOrEqualTo: firstGap, multiplier: 1, constant: 0),
            verticalGap.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
            left.topAnchor.anchorWithOffset(to: middle.topAnchor).constraint(equalToConstant: 0),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("anchorWithOffset(to:) call shapes")
struct AnchorWithOffsetCallShapesTests {
    @Test("Gap dimensions made and constrained as iOS code writes them")
    func gaps() {
        let view = EvenlySpacedButtonsView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let gap = view.left.leadingAnchor.anchorWithOffset(to: view.right.trailingAnchor)
        let constraint: NSLayoutConstraint = gap.constraint(equalToConstant: 120)
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(constraint.firstItem == nil)
        #expect(view.constraints.contains(constraint))
    }
}
