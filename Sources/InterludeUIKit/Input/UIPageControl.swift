/// A row of dots, one per page, that shows and changes the current page, UIKit's `UIPageControl`.
///
/// A tap right of the current page's dot moves to the next page and a tap left of it to the
/// previous one, sending `.valueChanged` (and `.primaryActionTriggered`); setting
/// ``currentPage`` in code sends nothing. ``currentPage`` stays within the pages
/// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage). With
/// ``hidesForSinglePage`` a control of one page is not drawn.
///
/// Drawn as subviews: 7-point dots 9 points apart, centred, the current one in
/// ``currentPageIndicatorTintColor`` (the label color by default) and the others in
/// ``pageIndicatorTintColor`` (the label color at 30 % by default); 26 points tall (Interlude's
/// rendering of iOS's look).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Diameter of a dot, and the gap between two, in points.
    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    /// Height of the control, in points.
    static let height: CGFloat = 26

    /// How many pages there are. Defaults to 0; the current page is kept below it.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            storedCurrentPage = min(storedCurrentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }
    /// The page shown, within `0..<numberOfPages` (0 without pages). Defaults to 0.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1))
            updateDots()
        }
    }
    private var storedCurrentPage = 0
    /// Whether a control with a single page hides its dot. Defaults to false.
    open var hidesForSinglePage = false { didSet { updateDots() } }
    /// Color of the dots of the other pages; nil uses the label color at 30 %.
    open var pageIndicatorTintColor: UIColor? { didSet { updateDots() } }
    /// Color of the current page's dot; nil uses the label color.
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateDots() } }

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Storyboard decoding is not supported; page controls are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The size the dots of `pageCount` pages take: 16 points a page less one gap, 26 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: max(0, count * (Self.dotSize + Self.dotSpacing) - Self.dotSpacing), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let total = size(forNumberOfPages: dots.count).width
        var x = bounds.midX - total / 2
        for dot in dots {
            dot.frame = CGRect(x: x, y: bounds.midY - Self.dotSize / 2, width: Self.dotSize, height: Self.dotSize)
            x += Self.dotSize + Self.dotSpacing
        }
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotSize / 2
            addSubview(dot)
            return dot
        }
        updateDots()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateDots() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        for (page, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor =
                page == storedCurrentPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
        }
    }

    // MARK: Tracking

    /// A tap that lifts inside moves one page towards its side of the current dot.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, storedCurrentPage < dots.count else { return }
        let x = touch.location(in: self).x
        let current = dots[storedCurrentPage].frame
        let target = x > current.maxX ? storedCurrentPage + 1 : x < current.minX ? storedCurrentPage - 1 : storedCurrentPage
        pageChangedByTap = target != storedCurrentPage && (0..<numberOfPages).contains(target)
        if pageChangedByTap { currentPage = target }
    }
    private var pageChangedByTap = false

    override func touchUpEvents(inside: Bool) -> [Event] {
        defer { pageChangedByTap = false }
        guard inside else { return [.touchUpOutside] }
        return pageChangedByTap ? [.valueChanged, .primaryActionTriggered, .touchUpInside] : [.touchUpInside]
    }

    // MARK: Accessibility

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.adjustable) }

    /// "page 2 of 5", as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "page \(storedCurrentPage + 1) of \(numberOfPages)" }
        set { super.accessibilityValue = newValue }
    }
}
