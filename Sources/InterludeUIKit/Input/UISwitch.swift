/// A control that turns an option on and off, UIKit's `UISwitch`.
///
/// A tap (a touch that lifts inside) flips it, animated, and sends `.valueChanged` and then
/// `.primaryActionTriggered`; setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing, as
/// in UIKit. Its size is fixed at 51 × 31 points: `init(frame:)` ignores the frame's size
/// (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:): "The size components of
/// this rectangle are ignored").
///
/// Drawn as subviews: a fully rounded track in ``onTintColor`` (system green by default) when on
/// and iOS's light fill, (120, 120, 128) at 16 % opacity, when off, and a white 27-point thumb with
/// a soft shadow, 2 points inside the track, at the left when off and the right when on
/// (Interlude's rendering of iOS's look; a flip moves it over 0.25 s).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size, in points.
    public static let size = CGSize(width: 51, height: 31)
    /// Diameter of the thumb, in points.
    static let thumbSize: CGFloat = 27

    /// Whether the switch is on. Defaults to false.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false
    /// The track's color while on; nil is the system green.
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's color; nil is white.
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    private let track = UIView()
    private let thumb = UIView()

    /// A switch at `frame`'s origin, 51 × 31 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        addSubview(track)
        thumb.styleAsControlThumb(diameter: Self.thumbSize, shadowDrop: 2)
        addSubview(thumb)
        updateColors()
        layoutParts()
    }

    /// Storyboard decoding is not supported; switches are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Turns the switch on or off; with `animated` the thumb slides and the track changes color
    /// over 0.25 s. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.layoutParts()
                self.updateColors()
            }
        } else {
            layoutParts()
            updateColors()
        }
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 points, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        track.frame = CGRect(origin: .zero, size: Self.size)
        let inset = (Self.size.height - Self.thumbSize) / 2
        let x = storedIsOn ? Self.size.width - inset - Self.thumbSize : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbSize, height: Self.thumbSize)
    }

    private func updateColors() {
        track.backgroundColor =
            storedIsOn ? (onTintColor ?? .systemGreen) : UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Tracking

    /// A touch that lifts inside flips the switch before the touch-up events are sent.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { setOn(!storedIsOn, animated: true) }
    }

    override func touchUpEvents(inside: Bool) -> [Event] {
        inside ? [.valueChanged, .primaryActionTriggered, .touchUpInside] : [.touchUpOutside]
    }

    // MARK: Accessibility

    /// "1" when on, "0" when off, as UIKit reports a switch's value.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (storedIsOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}
