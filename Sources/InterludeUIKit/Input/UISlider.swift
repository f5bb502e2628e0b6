/// A control for choosing a value in a range by dragging a thumb along a track, UIKit's `UISlider`.
///
/// A touch that goes down on the thumb (its rectangle grown by ``thumbTouchMargin`` points) drags
/// it: the value follows the finger's horizontal movement, the thumb's travel (the track's width
/// less the thumb's) spanning the range. While dragging, a continuous slider sends `.valueChanged`
/// on every move that changes the value; a non-continuous one sends it once, when the finger lifts,
/// if the value changed. A touch elsewhere on the track does nothing. Setting ``value`` in code
/// sends nothing, as in UIKit.
///
/// Drawn as subviews: a 4-point rounded track, the part left of the thumb in
/// ``minimumTrackTintColor`` (the tint color by default), the rest in ``maximumTrackTintColor``
/// (iOS's light fill, (120, 120, 128) at 20 % opacity, by default), and a white 28-point round
/// thumb with a soft shadow (Interlude's rendering of iOS's look). Defaults: value 0 in 0…1,
/// continuous.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// Diameter of the thumb, in points.
    public static let thumbSize: CGFloat = 28
    /// Height of the track, in points.
    public static let trackHeight: CGFloat = 4
    /// How far outside the thumb, in points, a touch still grabs it (Interlude: 10).
    public static let thumbTouchMargin: CGFloat = 10

    /// The value, kept within ``minimumValue``…``maximumValue``. Defaults to 0.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The lower end of the range. Defaults to 0; a value below it is raised to it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The upper end of the range. Defaults to 1; a value above it is lowered to it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether dragging sends `.valueChanged` on every change (true, the default) or once at the end.
    open var isContinuous = true
    /// Color of the track left of the thumb; nil uses the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// Color of the track right of the thumb; nil uses iOS's light fill.
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// Color of the thumb; nil is white.
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private var valueAtTrackingStart: Float = 0
    private var lastTrackingX: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        for track in [minimumTrack, maximumTrack] {
            track.isUserInteractionEnabled = false
            track.layer.cornerRadius = Self.trackHeight / 2
            addSubview(track)
        }
        thumb.styleAsControlThumb(diameter: Self.thumbSize, shadowDrop: 1)
        addSubview(thumb)
        updateColors()
        layoutParts()
    }

    /// Storyboard decoding is not supported; sliders are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the value, clamped to the range; with `animated` the thumb moves over 0.25 s.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return Diagnostics.report("UISlider.setValue(\(value), animated:): not finite; ignored") }
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            layoutParts()
        }
    }

    // MARK: Geometry

    /// The track's rectangle: the full width, ``trackHeight`` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: ``thumbSize`` square, centred vertically, its left edge
    /// travelling from the track's left end to its right end less the thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let travel = max(0, rect.width - Self.thumbSize)
        return CGRect(
            x: rect.minX + travel * fraction, y: bounds.midY - Self.thumbSize / 2, width: Self.thumbSize,
            height: Self.thumbSize)
    }

    /// Places the track and the thumb for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(
            x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        thumb.frame = thumbFrame
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor =
            maximumTrackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// Shows the new tint in the minimum track, unless `minimumTrackTintColor` is set (a new
    /// superview's tint arrives here too).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: Tracking

    /// False for another view's pan, or horizontal swipe, while the thumb is being dragged: the
    /// drag is the slider's, as UIKit gives a slider the swipes and pans along it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, isTracking else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if gestureRecognizer is UIPanGestureRecognizer { return false }
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer {
            return swipe.direction.isDisjoint(with: [.left, .right])
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Tracks the touch only when it goes down on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let grab = thumb.frame.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
        let point = touch.location(in: self)
        guard grab.contains(point) else { return false }
        valueAtTrackingStart = storedValue
        lastTrackingX = point.x
        return true
    }

    /// Moves the value with the finger; a continuous slider sends `.valueChanged` when it changed.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let travel = trackRect(forBounds: bounds).width - Self.thumbSize
        guard travel > 0 else { return true }
        // The finger's position along the travel, not the clamped value, carries on: a finger that
        // went past the end must come back before the thumb moves again.
        let old = storedValue
        let unclamped = Float(x - lastTrackingX) / Float(travel) * (maximumValue - minimumValue)
        let candidate = storedValue + unclamped
        setValue(candidate, animated: false)
        lastTrackingX += CGFloat((storedValue - old) / max(maximumValue - minimumValue, .leastNonzeroMagnitude)) * travel
        if isContinuous, storedValue != old { sendActions(for: .valueChanged, with: event) }
        return true
    }

    /// A non-continuous slider sends `.valueChanged` once, if the value changed while dragging.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Accessibility

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.adjustable) }

    /// The value as a percentage of the range ("50%"), as UIKit reports it.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }
}
