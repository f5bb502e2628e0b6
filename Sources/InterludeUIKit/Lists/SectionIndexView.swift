import Foundation

/// The strip of index titles a list shows along its trailing edge (UIKit's private
/// `UITableViewIndex`, a control): the titles one under another, centred in the strip, in a small
/// bold font. A finger going down on the strip, or dragging along it, picks the title under it
/// (the nearest one above or below the titles) and reports it once per change; the strip shows
/// its tracking background while touched.
///
/// Metrics (no Apple source gives them; these follow UIKit lookalikes that copy iOS 7's index,
/// gdavis/GDIIndexBar's `kDefaultFontSize` 11 bold and `kDefaultBarBackgroundWidthiOS7` 15,
/// and mindz-eye/MYTableViewIndex's `boldSystemFont(ofSize: 11.0)`): bold system font of 11
/// points, one line of it per title, a strip 15 points wide or as wide as the widest title with 1
/// point either side.
@MainActor
final class SectionIndexView: UIControl {
    /// The font of the titles.
    static let font = UIFont.boldSystemFont(ofSize: 11)
    /// The narrowest the strip gets, in points.
    static let minimumWidth: CGFloat = 15
    /// Room either side of the widest title, in points (Interlude's: "A" to "Z" fit 15 points).
    static let horizontalPadding: CGFloat = 1

    /// The titles, top to bottom.
    var titles: [String] = [] { didSet { if titles != oldValue { rebuildLabels() } } }
    /// The titles' color; nil uses the tint color.
    var titleColor: UIColor? { didSet { applyColors() } }
    /// The strip's background when not touched; nil is none.
    var indexBackgroundColor: UIColor? { didSet { applyColors() } }
    /// The strip's background while touched; nil is none.
    var trackingBackgroundColor: UIColor? { didSet { applyColors() } }
    /// Called with the position of the title picked by a touch, each time it changes.
    var onSelectTitle: (@MainActor (Int) -> Void)?

    private var labels: [UILabel] = []
    private var isTouched = false
    private var pickedTitle: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        applyColors()
    }

    required init?(coder: NSCoder) { return nil }

    /// The strip's width for its titles.
    var preferredWidth: CGFloat {
        let widest = labels.map { $0.sizeThatFits(.zero).width }.max() ?? 0
        return max(Self.minimumWidth, (widest + 2 * Self.horizontalPadding).rounded(.up))
    }

    /// Where a strip `width` wide shows over `scrollView`: the trailing side of its visible area
    /// (the left side right to left) inside the safe area, the visible area's height.
    static func frame(width: CGFloat, in scrollView: UIScrollView) -> CGRect {
        let bounds = scrollView.bounds, safe = scrollView.safeAreaInsets
        let x = scrollView.arrangesRightToLeft ? bounds.minX + safe.left : bounds.maxX - safe.right - width
        return CGRect(
            x: x, y: bounds.minY + safe.top, width: width, height: max(0, bounds.height - safe.top - safe.bottom))
    }

    /// Keeps the strip over `scrollView`'s visible area and above its other subviews (rows,
    /// headers, footers).
    func place(in scrollView: UIScrollView) {
        let frame = Self.frame(width: preferredWidth, in: scrollView)
        if self.frame != frame { self.frame = frame }
        if scrollView.subviews.last !== self { scrollView.bringSubviewToFront(self) }
    }

    /// The height of one title's line.
    static var rowHeight: CGFloat { font.lineHeight.rounded(.up) }

    /// The y of the first title's line: the titles are centred in the strip.
    private var titlesTop: CGFloat {
        ((bounds.height - CGFloat(titles.count) * Self.rowHeight) / 2).rounded()
    }

    /// The position of the title at `y` (in the strip), the first or last beyond the titles.
    func titlePosition(atY y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let row = Int(((y - titlesTop) / Self.rowHeight).rounded(.down))
        return min(max(row, 0), titles.count - 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = titlesTop, height = Self.rowHeight
        for (position, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(position) * height, width: bounds.width, height: height)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    // MARK: Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isTouched = true
        pickedTitle = nil
        applyColors()
        pick(at: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishTouch() }

    override func cancelTracking(with event: UIEvent?) { finishTouch() }

    private func pick(at touch: UITouch) {
        guard let position = titlePosition(atY: touch.location(in: self).y), position != pickedTitle else { return }
        pickedTitle = position
        onSelectTitle?(position)
    }

    private func finishTouch() {
        isTouched = false
        pickedTitle = nil
        applyColors()
    }

    // MARK: Appearance

    private func rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel(frame: .zero)
            label.text = title
            label.font = Self.font
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        applyColors()
        setNeedsLayout()
    }

    private func applyColors() {
        let color = titleColor ?? tintColor
        for label in labels { label.textColor = color }
        backgroundColor = isTouched ? trackingBackgroundColor : indexBackgroundColor
    }
}
