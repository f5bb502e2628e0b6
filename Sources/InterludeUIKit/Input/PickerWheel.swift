import Foundation

/// One component of a `UIPickerView`: a scroll view whose rows stack in its content, with the
/// row under the picker's middle at rest.
///
/// The content insets let the first and last rows reach the middle. Dragging, deceleration and the
/// bounce past the ends are the scroll view's; when the finger lifts, the deceleration is aimed at
/// the row nearest to where it would have stopped, so the wheel comes to rest on a row. The rows on
/// screen are views placed on a cylinder (see ``UIPickerView``), made as they come into view and
/// reused as they leave it.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    private var component = UIPickerView.Component(rows: 0, size: .zero, selected: 0)
    /// The row views on the wheel, by row.
    private var rowViews: [Int: UIView] = [:]
    /// Row views that left the wheel, to reuse.
    private var spareViews: [UIView] = []
    /// Whether the running scroll animation is the user's (a tap on a row).
    private var animationIsUser = false
    private let tap = UITapGestureRecognizer()

    init(picker: UIPickerView) {
        self.picker = picker
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        delaysContentTouches = false
        delegate = self
        tap.addTarget(self, action: PickerWheel.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { return nil }

    private var rowHeight: CGFloat { component.size.height }
    /// The offset that brings `row` to the middle.
    private func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - contentInset.top }
    /// The row nearest to the middle at `offset`, within the rows.
    private func row(atOffset offset: CGFloat) -> Int {
        let row = Int(((offset + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), max(0, component.rows - 1))
    }
    /// The radius of the cylinder the rows are drawn on: half the wheel's height.
    private var radius: CGFloat { bounds.height / 2 }

    /// Takes the component's new rows and size and shows its selected row in the middle.
    func reload(_ component: UIPickerView.Component) {
        self.component = component
        for view in rowViews.values { view.removeFromSuperview() }
        spareViews = Array(rowViews.values)
        rowViews = [:]
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(component.rows) * rowHeight)
        stopMotion()
        contentOffset = CGPoint(x: 0, y: offset(forRow: component.selected))
        placeRows()
    }

    /// Turns the wheel so `row` rests in the middle, at once or with a scroll animation.
    func turn(to row: Int, animated: Bool, byUser: Bool) {
        component.selected = row
        animationIsUser = byUser
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated)
        if !animated || window == nil { placeRows() }
    }

    /// The view of `row` while it is on the wheel.
    func visibleView(forRow row: Int) -> UIView? { rowViews[row] }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = max(0, (bounds.height - rowHeight) / 2)
        if contentInset.top != inset || contentSize.width != bounds.width {
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            contentSize = CGSize(width: bounds.width, height: CGFloat(component.rows) * rowHeight)
            if motion == nil, !isDragging { contentOffset = CGPoint(x: 0, y: offset(forRow: component.selected)) }
        }
        placeRows()
    }

    // MARK: Rows on the cylinder

    /// Places the rows within a quarter turn of the middle on the cylinder, making the views that
    /// come into view and keeping those that leave for reuse.
    private func placeRows() {
        guard component.rows > 0, rowHeight > 0, radius > 0 else { return }
        let middle = contentOffset.y + bounds.height / 2
        let reach = radius * .pi / 2
        let first = max(0, Int(((middle - reach) / rowHeight).rounded(.down)))
        let last = min(component.rows - 1, Int(((middle + reach) / rowHeight).rounded(.up)))
        for (row, view) in rowViews where first > last || !(first...last).contains(row) {
            view.removeFromSuperview()
            spareViews.append(view)
            rowViews[row] = nil
        }
        guard first <= last else { return }
        for row in first...last {
            let along = (CGFloat(row) + 0.5) * rowHeight - middle
            let angle = along / radius
            guard abs(angle) < .pi / 2 else {
                if let view = rowViews.removeValue(forKey: row) {
                    view.removeFromSuperview()
                    spareViews.append(view)
                }
                continue
            }
            let view = rowViews[row] ?? makeRowView(row)
            view.transform = .identity
            view.bounds = CGRect(origin: .zero, size: component.size)
            view.center = CGPoint(x: bounds.width / 2, y: middle + radius * sin(angle))
            view.transform = CGAffineTransform(scaleX: 1, y: cos(angle))
        }
    }

    private func makeRowView(_ row: Int) -> UIView {
        let spare = spareViews.popLast()
        let view = picker.rowView(forRow: row, inComponent: picker.wheelIndex(of: self), reusing: spare)
        view.isUserInteractionEnabled = false
        if view.superview !== self { addSubview(view) }
        rowViews[row] = view
        return view
    }

    // MARK: Coming to rest on a row

    func scrollViewDidScroll(_ scrollView: UIScrollView) { placeRows() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { animationIsUser = false }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(byUser: true) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        // A finger that stops the wheel holds it; the drag or tap that follows decides.
        if !isTracking { settle(byUser: true) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle(byUser: animationIsUser) }

    /// A tap on a row away from the middle turns the wheel to it.
    private func tapped() {
        guard tap.state == .ended, component.rows > 0 else { return }
        let fromMiddle = tap.location(in: self).y - (contentOffset.y + bounds.height / 2)
        let along = radius * asin(min(1, max(-1, fromMiddle / radius)))
        let spot = contentOffset.y + bounds.height / 2 + along
        let tappedRow = min(max(Int((spot / rowHeight).rounded(.down)), 0), component.rows - 1)
        if abs(contentOffset.y - offset(forRow: tappedRow)) < 0.5 { return settle(byUser: true) }
        turn(to: tappedRow, animated: true, byUser: true)
        if window == nil { settle(byUser: true) }
    }

    /// The wheel is at rest: it sits exactly on the nearest row, which becomes the selected one.
    private func settle(byUser: Bool) {
        animationIsUser = false
        let row = row(atOffset: contentOffset.y)
        let exact = offset(forRow: row)
        if contentOffset.y != exact { contentOffset.y = exact }
        component.selected = row
        picker.wheel(self, settledOn: row, byUser: byUser)
    }
}

extension UIPickerView {
    /// The component a wheel shows.
    func wheelIndex(of wheel: PickerWheel) -> Int { subviews.compactMap { $0 as? PickerWheel }.firstIndex { $0 === wheel } ?? 0 }
}
