import Foundation

/// A control for choosing a date, a time or a duration, UIKit's `UIDatePicker`.
///
/// Drawn as wheels (a `UIPickerView` filling the control), whatever
/// ``preferredDatePickerStyle`` asks for: the compact and inline styles are not drawn, and
/// ``datePickerStyle`` reports `.wheels` (see Interlude's Decisions article). The wheels follow
/// ``datePickerMode`` and the ``locale``: month, day and year in the locale's order for `.date`;
/// hour, minute and — in a 12-hour locale — AM/PM for `.time`; a weekday-and-date wheel before
/// those for `.dateAndTime`; hours and minutes for `.countDownTimer`. Minutes step by
/// ``minuteInterval``. Wheels do not wrap around from their last row to their first.
///
/// When the user turns a wheel and it comes to rest, the picker computes the new date in its
/// ``calendar`` and ``timeZone`` (a day past the month's end becomes its last day), keeps it within
/// ``minimumDate``…``maximumDate`` — turning the wheels back when it was outside, as iOS does —
/// and sends `.valueChanged` if the value changed. Setting ``date``, ``setDate(_:animated:)`` or
/// ``countDownDuration`` in code sends nothing.
///
/// Interlude reads no wall clock below its host, so a new picker's ``date`` is not the current
/// date but a fixed moment, 9:41 on 9 January 2007 in the picker's calendar and time zone
/// at creation; set ``date`` to the date your app means.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker lets the user choose, UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hour, minute and, in 12-hour locales, AM/PM.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// Weekday and date, hour, minute and, in 12-hour locales, AM/PM. The default.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
    }

    /// The longest ``countDownDuration``: 23 hours 59 minutes, 86,340 seconds, as Apple documents.
    public static let maximumCountDownDuration: TimeInterval = 86_340

    /// What the wheels let the user choose. Defaults to `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            storedDate = adjusted(storedDate)
            reloadWheels()
        }
    }
    /// The locale the wheels are titled and ordered in; reads the current locale unless one was
    /// set (setting nil restores it).
    open var locale: Locale? {
        get { storedLocale ?? .current }
        set {
            storedLocale = newValue
            reloadWheels()
        }
    }
    private var storedLocale: Locale?
    /// The calendar dates are computed in. Defaults to the current calendar; setting nil restores it.
    open var calendar: Calendar! {
        get { storedCalendar ?? .current }
        set {
            storedCalendar = newValue
            reloadWheels()
        }
    }
    private var storedCalendar: Calendar?
    /// The time zone the wheels show; nil (the default) uses the calendar's.
    open var timeZone: TimeZone? { didSet { reloadWheels() } }

    /// The chosen date, within ``minimumDate``…``maximumDate`` when they make a range and, with
    /// ``roundsToMinuteInterval``, on a multiple of ``minuteInterval`` minutes (rounded down).
    /// Setting it turns the wheels without animation and sends nothing.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate: Date
    /// The earliest date the user can choose; nil (the default) for none. With ``maximumDate`` it
    /// makes a range; when it is later than ``maximumDate`` both are ignored, and both are
    /// ignored in `.countDownTimer` mode, as Apple documents.
    open var minimumDate: Date? { didSet { limitsDidChange() } }
    /// The latest date the user can choose; nil (the default) for none. See ``minimumDate``.
    open var maximumDate: Date? { didSet { limitsDidChange() } }
    /// The duration, in seconds, the `.countDownTimer` wheels show: 0 by default, at most
    /// ``maximumCountDownDuration``, rounded down to whole multiples of ``minuteInterval`` minutes.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("UIDatePicker.countDownDuration = \(newValue): not finite; ignored")
            }
            storedDuration = roundedDuration(newValue)
            showValue(animated: false)
        }
    }
    private var storedDuration: TimeInterval = 0
    /// The step of the minute wheel: 1 by default, at most 30, and it must divide 60; another
    /// value sets the default, 1, as Apple documents.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            storedDate = adjusted(storedDate)
            storedDuration = roundedDuration(storedDuration)
            reloadWheels()
        }
    }
    private var storedMinuteInterval = 1
    /// Whether ``date`` is kept on a multiple of ``minuteInterval`` minutes (true, the default).
    open var roundsToMinuteInterval = true {
        didSet {
            storedDate = adjusted(storedDate)
            showValue(animated: false)
        }
    }
    /// The style the app asks for. Defaults to `.automatic`; only the wheels are drawn (see
    /// ``datePickerStyle``).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style drawn: always a concrete style, here `.wheels`.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    let wheels = UIPickerView()
    private lazy var wheelSource = DatePickerWheels(picker: self)

    /// A date picker in `frame`.
    public override init(frame: CGRect) {
        storedDate = Self.defaultDate(in: .current)
        super.init(frame: frame)
        storedDate = adjusted(storedDate)
        wheels.frame = bounds
        wheels.dataSource = wheelSource
        wheels.delegate = wheelSource
        addSubview(wheels)
        reloadWheels()
    }

    /// Storyboard decoding is not supported; date pickers are built in code. Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// 9:41 on 9 January 2007 in `calendar` and its time zone.
    static func defaultDate(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41))
            ?? Date(timeIntervalSinceReferenceDate: 0)
    }

    /// Sets ``date`` (kept in range and rounded as it says) and turns the wheels to it, spinning
    /// them when `animated`. Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = adjusted(date)
        wheelSource.recentre(on: storedDate)
        showValue(animated: animated)
    }

    /// The given width (320 points for none) and the wheels' 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { wheels.sizeThatFits(size) }

    /// No intrinsic width; 216 points tall.
    open override var intrinsicContentSize: CGSize { wheels.intrinsicContentSize }

    /// Makes the wheels fill the control.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    // MARK: Values

    /// The calendar with the picker's time zone.
    var zonedCalendar: Calendar {
        var calendar: Calendar = self.calendar
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// ``minimumDate``…``maximumDate`` when they apply: not in countdown mode, not reversed.
    private var limits: (lower: Date?, upper: Date?) {
        guard datePickerMode != .countDownTimer else { return (nil, nil) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// `date` rounded down to the minute interval (with ``roundsToMinuteInterval``) and kept
    /// within the limits.
    private func adjusted(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval, datePickerMode != .countDownTimer {
            let calendar = zonedCalendar
            var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            parts.minute = (parts.minute ?? 0) / storedMinuteInterval * storedMinuteInterval
            parts.second = 0
            parts.nanosecond = 0
            result = calendar.date(from: parts) ?? date
        }
        let (lower, upper) = limits
        if let lower, result < lower { result = lower }
        if let upper, result > upper { result = upper }
        return result
    }

    private func roundedDuration(_ duration: TimeInterval) -> TimeInterval {
        let step = TimeInterval(storedMinuteInterval * 60)
        let clamped = min(max(duration, 0), Self.maximumCountDownDuration)
        return (clamped / step).rounded(.down) * step
    }

    private func limitsDidChange() {
        let old = storedDate
        storedDate = adjusted(storedDate)
        if storedDate != old { showValue(animated: false) }
    }

    private func reloadWheels() {
        wheelSource.rebuild(mode: datePickerMode, locale: locale ?? .current, calendar: zonedCalendar, around: storedDate)
        wheels.reloadAllComponents()
        showValue(animated: false)
    }

    /// Turns each wheel to the row of the current value.
    private func showValue(animated: Bool) {
        let rows = wheelSource.rows(for: storedDate, duration: storedDuration, minuteInterval: storedMinuteInterval)
        for (component, row) in rows.enumerated() where wheels.selectedRow(inComponent: component) != row {
            wheels.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// A wheel the user turned came to rest: the new value, kept in range (the wheels turn back
    /// when it was not), and `.valueChanged` when it changed.
    func wheelsDidSettle() {
        let selected = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let duration = roundedDuration(wheelSource.duration(fromRows: selected, minuteInterval: storedMinuteInterval))
            guard duration != storedDuration else { return }
            storedDuration = duration
            sendActions(for: .valueChanged)
            return
        }
        let chosen = wheelSource.date(fromRows: selected, keeping: storedDate, minuteInterval: storedMinuteInterval)
        let new = adjusted(chosen)
        let changed = new != storedDate
        storedDate = new
        showValue(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}
