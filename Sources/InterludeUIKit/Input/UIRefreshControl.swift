/// A control that starts the refresh of a scroll view's content when the user pulls the content
/// down past its top, UIKit's `UIRefreshControl`
/// (https://developer.apple.com/documentation/uikit/uirefreshcontrol).
///
/// Installed as a scroll view's `refreshControl` it sits just above the content. A drag that
/// pulls the content ``refreshTriggerDistance`` points past its top begins refreshing: the
/// control sends `.valueChanged` once, and the scroll view keeps ``defaultHeight`` points of room
/// above the content so the control stays in sight until ``endRefreshing()`` (see
/// `UIScrollView+RefreshControl.swift`). ``beginRefreshing()`` starts a refresh from code without
/// sending `.valueChanged`.
///
/// Drawn as eight ticks round a centre, in `tintColor` when one is set (iOS's gray otherwise):
/// while pulling, ticks appear one by one as the pull nears the trigger distance; while
/// refreshing all show, fading round the circle, and the mark turns on the window clock. An
/// ``attributedTitle`` shows below the mark.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Height, in points, of the control and of the room a refreshing control keeps above the
    /// content: 60. Interlude's value: Apple says only that `init()` gives the control "a default
    /// height and width".
    public static let defaultHeight: CGFloat = 60
    /// How far, in points, a drag must pull the content past its top (past the top of the
    /// adjusted content inset) to begin refreshing: 100. Interlude's value; UIKit does not
    /// document one.
    public static let refreshTriggerDistance: CGFloat = 100
    /// How long, in seconds, the mark takes to turn once while refreshing (Interlude's drawing).
    static let spinPeriod: CFTimeInterval = 1

    private var refreshing = false
    private let spinner = RefreshSpinnerView()
    private let titleLabel = UILabel()

    /// Whether a refresh has begun (by a pull or ``beginRefreshing()``) and not ended. Defaults to false
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing).
    open var isRefreshing: Bool { refreshing }

    /// A title shown below the mark. Defaults to nil.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// A control of the default size: ``defaultHeight`` points tall and as wide as the main
    /// screen; a scroll view it is installed in gives it its own width.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.defaultHeight))
        isOpaque = false
        spinner.isUserInteractionEnabled = false
        addSubview(spinner)
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Storyboard decoding is not supported; controls are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Marks a refresh started from code (a timer, a push notification): ``isRefreshing``
    /// becomes true and the scroll view keeps room for the control above the content; it does
    /// not scroll to show it, and sends no `.valueChanged`. Does nothing while refreshing
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()).
    open func beginRefreshing() { setRefreshing(true) }

    /// Ends the refresh: ``isRefreshing`` becomes false and the room above the content goes; if
    /// the control was at least partly in sight, the content moves back up over it, animated
    /// (over `UIScrollView.scrollAnimationDuration`) unless animations are disabled. Does
    /// nothing when not refreshing
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()).
    open func endRefreshing() { setRefreshing(false) }

    /// A drag pulled the content past the trigger distance: refreshing begins and `.valueChanged`
    /// goes out once.
    func beginRefreshingFromPull() {
        guard !refreshing else { return }
        setRefreshing(true)
        sendActions(for: .valueChanged)
    }

    private func setRefreshing(_ newValue: Bool) {
        guard newValue != refreshing else { return }
        refreshing = newValue
        spinner.isSpinning = newValue
        owningScrollView?.refreshControlRefreshingDidChange()
    }

    /// The scroll view this control is installed in.
    var owningScrollView: UIScrollView? {
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }

    /// How far the content is pulled towards the trigger distance, 0…1 (drawn as ticks).
    var pullProgress: CGFloat {
        get { spinner.progress }
        set { spinner.progress = newValue }
    }

    /// Redraws the mark in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.setNeedsDisplay()
    }

    /// The control takes no touches: a finger on it drags the content behind, as the control only
    /// shows the pull (Interlude's reading; UIKit documents no touch handling for it).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    /// Centres the mark, with the title below it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let mark = RefreshSpinnerView.size
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 20
        let top = (bounds.height - mark - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - mark) / 2, y: top, width: mark, height: mark)
        titleLabel.frame = CGRect(x: 0, y: top + mark, width: bounds.width, height: titleHeight)
    }

    /// The color of the mark: the tint set on the control or above it, else iOS's gray.
    var markColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let tint = view._tintColor { return tint }
            current = view.superview
        }
        return .systemGray
    }
}

/// The refresh control's mark: eight ticks round a centre, as many shown as the pull's progress
/// reaches, all of them fading round the circle and turning while refreshing.
@MainActor
final class RefreshSpinnerView: UIView {
    /// Side of the mark, in points.
    static let size: CGFloat = 28
    private static let tickCount = 8

    var progress: CGFloat = 0 {
        didSet { if shownTicks(progress) != shownTicks(oldValue) { setNeedsDisplay() } }
    }
    var isSpinning = false {
        didSet {
            guard isSpinning != oldValue else { return }
            setNeedsDisplay()
            if isSpinning {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = 2 * CGFloat.pi
                spin.duration = UIRefreshControl.spinPeriod
                spin.repeatCount = .infinity
                layer.add(spin, forKey: "spin")
            } else {
                layer.removeAnimation(forKey: "spin")
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { return nil }

    private func shownTicks(_ progress: CGFloat) -> Int {
        Int((min(max(progress, 0), 1) * CGFloat(Self.tickCount)).rounded(.down))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let count = isSpinning ? Self.tickCount : shownTicks(progress)
        guard count > 0 else { return }
        let color = (superview as? UIRefreshControl)?.markColor ?? .systemGray
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = min(bounds.width, bounds.height) / 2 - 2, inner = outer * 0.5
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        for index in 0..<count {
            // Clockwise from twelve o'clock; while spinning the ticks fade behind the leading one.
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(Self.tickCount)
            let alpha = isSpinning ? 0.25 + 0.75 * CGFloat(index + 1) / CGFloat(Self.tickCount) : 1
            context.setStrokeColor(color.withAlphaComponent(alpha).cgColor)
            context.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            context.addLine(to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
            context.strokePath()
        }
    }
}
