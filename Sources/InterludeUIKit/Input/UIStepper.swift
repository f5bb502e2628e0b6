import Foundation

/// A pair of buttons that decrease and increase a value by a step, UIKit's `UIStepper`.
///
/// A finger going down on the left half (−) or the right half (+) steps the value at once and,
/// with ``autorepeat``, again while it stays down: first 0.5 s later, then every 0.1 s, on the
/// window's clock (Interlude's timing; Apple documents none). A continuous stepper sends
/// `.valueChanged` on every step, another once when the finger lifts if the value changed. The
/// value stays within ``minimumValue``…``maximumValue`` — or, with ``wraps``, goes round from one
/// end to the other. Setting ``value`` in code sends nothing. Defaults, from Apple's pages: value 0
/// in 0…100, step 1, continuous, autorepeat, not wrapping.
///
/// Drawn as subviews: a 94 × 32-point rounded light-gray pill with a divider, a "−" and a "+"
/// (faded when that end is reached), in the tint color (Interlude's rendering of iOS's look).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size, in points.
    public static let size = CGSize(width: 94, height: 32)
    /// How long a held finger waits before the first repeat, and then between repeats (seconds).
    public static let autorepeatDelay: TimeInterval = 0.5
    public static let autorepeatInterval: TimeInterval = 0.1

    /// The value, within the range. Defaults to 0.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return Diagnostics.report("UIStepper.value = \(newValue): not finite; ignored") }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateParts()
        }
    }
    private var storedValue = 0.0
    /// The lowest value. Defaults to 0; it must stay below ``maximumValue`` (UIKit stops otherwise).
    open var minimumValue = 0.0 {
        didSet {
            guard minimumValue < maximumValue else {
                invalidArgument("UIStepper.minimumValue = \(minimumValue): must be less than maximumValue (\(maximumValue))")
            }
            value = storedValue
        }
    }
    /// The highest value. Defaults to 100; it must stay above ``minimumValue`` (UIKit stops otherwise).
    open var maximumValue = 100.0 {
        didSet {
            guard maximumValue > minimumValue else {
                invalidArgument("UIStepper.maximumValue = \(maximumValue): must be greater than minimumValue (\(minimumValue))")
            }
            value = storedValue
        }
    }
    /// How much a step changes the value. Defaults to 1; it must be positive (UIKit stops otherwise).
    open var stepValue = 1.0 {
        didSet {
            guard stepValue > 0 else { invalidArgument("UIStepper.stepValue = \(stepValue): must be greater than 0") }
        }
    }
    /// Whether every step sends `.valueChanged` (true, the default) or only the end of the interaction.
    open var isContinuous = true
    /// Whether a held finger keeps stepping. Defaults to true.
    open var autorepeat = true
    /// Whether stepping past one end continues from the other. Defaults to false.
    open var wraps = false { didSet { updateParts() } }

    private let background = UIView()
    private let divider = UIView()
    private let minus = UILabel()
    private let plus = UILabel()
    /// The direction a held finger steps in (−1 or +1), while one is down on an enabled half.
    private var heldDirection = 0
    private var repeatTimer: ClockTimer?
    private var valueAtTrackingStart = 0.0

    /// A stepper in `frame`; a zero size becomes 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: frame.size == .zero ? Self.size : frame.size))
        background.isUserInteractionEnabled = false
        background.layer.cornerRadius = 8
        background.backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        addSubview(background)
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        addSubview(divider)
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            addSubview(label)
        }
        updateParts()
    }

    /// Storyboard decoding is not supported; steppers are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5)
    }

    private func updateParts() {
        minus.textColor = canStep(-1) ? tintColor : tintColor.withAlphaComponent(0.3)
        plus.textColor = canStep(1) ? tintColor : tintColor.withAlphaComponent(0.3)
    }

    /// Shows the new tint in the − and + signs.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateParts()
    }

    /// Whether a step in `direction` can change the value.
    private func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? storedValue > minimumValue : storedValue < maximumValue)
    }

    /// Steps the value once in `direction`, wrapping or stopping at the ends; sends `.valueChanged`
    /// when continuous and the value changed.
    private func step(_ direction: Int, event: UIEvent?) {
        let old = storedValue
        var next = storedValue + Double(direction) * stepValue
        if next > maximumValue + 1e-12 {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue - 1e-12 {
            next = wraps ? maximumValue : minimumValue
        }
        storedValue = min(max(next, minimumValue), maximumValue)
        updateParts()
        if isContinuous, storedValue != old { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        valueAtTrackingStart = storedValue
        heldDirection = direction
        step(direction, event: event)
        scheduleRepeat(after: Self.autorepeatDelay, from: touch.timestamp)
        return true
    }

    /// A finger that leaves the stepper stops the repeats.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !bounds.contains(touch.location(in: self)) { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, storedValue != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        if !isContinuous, storedValue != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    private func scheduleRepeat(after delay: TimeInterval, from time: TimeInterval) {
        guard autorepeat, let window else { return }
        let fireTime = time + delay
        repeatTimer = ClockTimer(clock: window.clock, fireTime: fireTime) { [weak self] in
            guard let self, self.heldDirection != 0 else { return }
            self.step(self.heldDirection, event: nil)
            self.scheduleRepeat(after: Self.autorepeatInterval, from: fireTime)
        }
    }

    private func stopRepeating() {
        heldDirection = 0
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    // MARK: Accessibility

    override var accessibilityTraitsByDefault: UIAccessibilityTraits { super.accessibilityTraitsByDefault.union(.adjustable) }
}
