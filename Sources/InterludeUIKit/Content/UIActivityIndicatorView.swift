import Foundation

/// A spinner that shows work in progress, UIKit's `UIActivityIndicatorView`.
///
/// ``startAnimating()`` shows it and turns it; ``stopAnimating()`` stops it and, while
/// ``hidesWhenStopped`` is true (the default), hides it — a new indicator is hidden until it starts
/// (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped).
///
/// Drawn as eight spokes around the centre, fading from the leading one, turning one spoke
/// (an eighth of a turn) at a time, a turn a second, on the window's clock (Interlude's rendering
/// of iOS's spinner). Sizes: 20 points for ``Style-swift.enum/medium`` (and the old white and gray
/// styles), 37 for ``Style-swift.enum/large`` and `whiteLarge`. The color is the system gray,
/// white for the old white styles.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the spinner, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101

        /// The spinner's side, in points.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The look; setting it resizes the spinner's drawing (not its frame).
    open var style: Style { didSet { rebuildSpokes() } }
    /// The spokes' color; nil restores the style's.
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            updateColor()
        }
    }
    private var storedColor: UIColor?
    /// Whether the spinner hides while it is not animating. Defaults to true.
    open var hidesWhenStopped = true { didSet { updateVisibility() } }
    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    /// The layer the spokes turn in.
    private let spokes = CALayer()
    private static let spokeCount = 8
    private static let turnKey = "UIActivityIndicatorView.turn"

    /// A spinner of `style`, its frame the style's size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        setUp()
    }

    /// A medium spinner in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// Storyboard decoding is not supported; spinners are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        isUserInteractionEnabled = false
        layer.addSublayer(spokes)
        rebuildSpokes()
        updateVisibility()
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the spinner and starts turning it (nothing when it already turns).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0...Self.spokeCount).map { Double($0) * 2 * Double.pi / Double(Self.spokeCount) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        turn.isRemovedOnCompletion = false
        spokes.add(turn, forKey: Self.turnKey)
    }

    /// Stops turning and, with ``hidesWhenStopped``, hides the spinner.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: Self.turnKey)
        updateVisibility()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = style.side
        spokes.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Eight spokes, rounded bars from the edge 28 % of the side inwards: the leading one (at 12
    /// o'clock) opaque, each one behind it (counter-clockwise) fainter.
    private func rebuildSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        spokes.sublayers?.forEach { $0.removeFromSuperlayer() }
        let side = style.side
        let width = side / 10, length = side * 0.28
        for k in 0..<Self.spokeCount {
            let spoke = CALayer()
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.position = CGPoint(x: side / 2, y: side / 2)
            spoke.anchorPoint = CGPoint(x: 0.5, y: (side / 2) / length)
            spoke.transform = CATransform3DMakeRotation(-CGFloat(k) * 2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
            spoke.opacity = Float(1 - Double(k) / Double(Self.spokeCount) * 0.8)
            spokes.addSublayer(spoke)
        }
        updateColor()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func updateColor() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let cgColor = color.cgColor
        for spoke in spokes.sublayers ?? [] { spoke.backgroundColor = cgColor }
    }

    /// Hidden exactly while it hides when stopped and is stopped (turning `hidesWhenStopped` off shows it).
    private func updateVisibility() { isHidden = hidesWhenStopped && !isAnimating }
}
