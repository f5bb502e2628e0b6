/// A bar that shows how far a task has come, UIKit's `UIProgressView`.
///
/// ``progress`` runs from 0 to 1 (values outside are clamped, as UIKit does); setting it sends
/// nothing. Drawn as subviews: a 4-point track in ``trackTintColor`` (iOS's light fill, (120, 120,
/// 128) at 20 % opacity, by default; `.bar` style: none) with rounded ends, and the done part,
/// from the leading end, in ``progressTintColor`` (the tint color by default). The bar is centred
/// vertically in the view (Interlude's rendering of iOS's look).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard bar, with a track.
        case `default` = 0
        /// The bar of a toolbar: no track.
        case bar = 1
    }

    /// Height of the bar, in points.
    public static let barHeight: CGFloat = 4

    /// The look of the bar. Defaults to `.default`.
    open var progressViewStyle: Style = .default { didSet { updateColors() } }
    /// How far the task has come, 0…1. Defaults to 0.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The done part's color; nil uses the tint color.
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The track's color; nil uses iOS's light fill (none for `.bar`).
    open var trackTintColor: UIColor? { didSet { updateColors() } }

    private let track = UIView()
    private let done = UIView()

    /// A bar of `style`, with a zero frame.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.barHeight / 2
        // The done part is cut to the track's rounded ends.
        track.clipsToBounds = true
        addSubview(track)
        done.isUserInteractionEnabled = false
        track.addSubview(done)
        updateColors()
        layoutParts()
    }

    /// Storyboard decoding is not supported; progress views are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the progress, clamped to 0…1; with `animated` the bar grows or shrinks over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            return Diagnostics.report("UIProgressView.setProgress(\(progress), animated:): not finite; ignored")
        }
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            layoutParts()
        }
    }

    /// No intrinsic width; ``barHeight`` tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        track.frame = CGRect(x: 0, y: bounds.midY - Self.barHeight / 2, width: bounds.width, height: Self.barHeight)
        done.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: Self.barHeight)
    }

    private func updateColors() {
        let fill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : fill)
        done.backgroundColor = progressTintColor ?? tintColor
    }

    /// Shows the new tint in the done part, unless `progressTintColor` is set.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override var isAccessibilityElementByDefault: Bool { true }

    /// The progress as a percentage ("40%"), as UIKit reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
}
