import Foundation

/// The wheels of a `UIDatePicker`: which components its mode and locale call for, their rows and
/// titles, and the translation between selected rows and dates or durations.
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The kinds of wheel.
    enum Wheel: Equatable {
        case month, day, year, weekdayDate, hour, minute, meridiem, countDownHours, countDownMinutes
    }

    /// Days on each side of the anchor day the weekday-and-date wheel reaches.
    static let dayReach = 1000
    /// The years the year wheel offers.
    static let years = 1...9999

    private unowned let picker: UIDatePicker
    private(set) var wheels: [Wheel] = []
    private var locale = Locale.current
    private var calendar = Calendar.current
    private var twelveHour = true
    private var minuteInterval = 1
    /// The first day of the weekday-and-date wheel (its row 0).
    private var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    private var monthNames: [String] = []
    private var amPM = ["AM", "PM"]
    private var dayTitle = DateFormatter()

    init(picker: UIDatePicker) { self.picker = picker }

    /// Chooses the wheels for `mode` in `locale`, and their titles.
    func rebuild(mode: UIDatePicker.Mode, locale: Locale, calendar: Calendar, around date: Date) {
        self.locale = locale
        self.calendar = calendar
        minuteInterval = picker.minuteInterval
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        twelveHour = hourFormat.contains("a")
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        monthNames = formatter.standaloneMonthSymbols
        amPM = [formatter.amSymbol, formatter.pmSymbol]
        dayTitle = DateFormatter()
        dayTitle.locale = locale
        dayTitle.calendar = calendar
        dayTitle.timeZone = calendar.timeZone
        dayTitle.setLocalizedDateFormatFromTemplate("EEEMMMd")
        let timeWheels: [Wheel] =
            !twelveHour
            ? [.hour, .minute] : hourFormat.hasPrefix("a") ? [.meridiem, .hour, .minute] : [.hour, .minute, .meridiem]
        switch mode {
        case .time:
            wheels = timeWheels
        case .date:
            wheels = dateOrder(locale)
        case .dateAndTime:
            wheels = [.weekdayDate] + timeWheels
        case .countDownTimer:
            wheels = [.countDownHours, .countDownMinutes]
        }
        recentre(on: date, reload: false)
    }

    /// Month, day and year in the order `locale` writes them.
    private func dateOrder(_ locale: Locale) -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
        let positions: [(Wheel, String.Index)] = [("M", Wheel.month), ("d", .day), ("y", .year)].map { letter, wheel in
            (wheel, format.firstIndex(of: Character(letter)) ?? format.endIndex)
        }
        return positions.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Moves the weekday-and-date wheel's range so `date` sits in its middle, if it is near an end.
    func recentre(on date: Date, reload: Bool = true) {
        let day = calendar.startOfDay(for: date)
        let index = calendar.dateComponents([.day], from: firstDay, to: day).day ?? 0
        guard index < Self.dayReach / 2 || index > 2 * Self.dayReach - Self.dayReach / 2 else { return }
        firstDay = calendar.date(byAdding: .day, value: -Self.dayReach, to: day) ?? day
        if reload, let component = wheels.firstIndex(of: .weekdayDate) { picker.wheels.reloadComponent(component) }
    }

    // MARK: Rows and values

    private func rowCount(_ wheel: Wheel) -> Int {
        switch wheel {
        case .month: 12
        case .day: 31
        case .year: Self.years.count
        case .weekdayDate: 2 * Self.dayReach + 1
        case .hour: twelveHour ? 12 : 24
        case .minute, .countDownMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .countDownHours: 24
        }
    }

    /// The row of each wheel that shows `date` (or `duration` in countdown mode).
    func rows(for date: Date, duration: TimeInterval, minuteInterval: Int) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let minutes = Int(duration / 60)
        return wheels.map { wheel in
            switch wheel {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: min(max((parts.year ?? 1) - Self.years.lowerBound, 0), Self.years.count - 1)
            case .weekdayDate:
                min(
                    max(calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0, 0),
                    2 * Self.dayReach)
            case .hour: twelveHour ? hour % 12 : hour
            case .minute: minute / minuteInterval
            case .meridiem: hour < 12 ? 0 : 1
            case .countDownHours: minutes / 60
            case .countDownMinutes: minutes % 60 / minuteInterval
            }
        }
    }

    /// The date the selected `rows` show, with the other fields (seconds, and the date or time
    /// the mode has no wheels for) from `current`; a day past the month's end is its last day.
    func date(fromRows rows: [Int], keeping current: Date, minuteInterval: Int) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: current)
        var hour12: Int?, pm: Bool?
        for (wheel, row) in zip(wheels, rows) where row >= 0 {
            switch wheel {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .weekdayDate:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
            case .hour: if twelveHour { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval
            case .meridiem: pm = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if twelveHour, hour12 != nil || pm != nil {
            let old = parts.hour ?? 0
            parts.hour = (hour12 ?? old % 12) + ((pm ?? (old >= 12)) ? 12 : 0)
        }
        // A day the month does not have becomes the month's last.
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let start = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: start) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: parts) ?? current
    }

    /// The duration the countdown wheels' selected `rows` show, in seconds.
    func duration(fromRows rows: [Int], minuteInterval: Int) -> TimeInterval {
        var seconds = 0
        for (wheel, row) in zip(wheels, rows) where row >= 0 {
            if wheel == .countDownHours { seconds += row * 3600 }
            if wheel == .countDownMinutes { seconds += row * minuteInterval * 60 }
        }
        return TimeInterval(seconds)
    }

    private func title(_ wheel: Wheel, row: Int) -> String {
        switch wheel {
        case .month: monthNames.indices.contains(row) ? monthNames[row] : String(row + 1)
        case .day: String(row + 1)
        case .year: String(Self.years.lowerBound + row)
        case .weekdayDate: dayTitle.string(from: calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay)
        case .hour: twelveHour ? String(row == 0 ? 12 : row) : twoDigits(row)
        case .minute: twoDigits(row * minuteInterval)
        case .meridiem: amPM[row]
        case .countDownHours: row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: "\(row * minuteInterval) min"
        }
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        wheels.indices.contains(component) ? rowCount(wheels[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        wheels.indices.contains(component) ? title(wheels[component], row: row) : nil
    }

    /// The width the components share, given out by how wide their titles run: a weekday and date
    /// or a month name takes about twice a number's room (Interlude's proportions).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard wheels.indices.contains(component) else { return 0 }
        let weights = wheels.map(Self.weight)
        let count = CGFloat(wheels.count)
        let available =
            pickerView.bounds.width - 2 * UIPickerView.sideMargin - (count - 1) * UIPickerView.interComponentSpacing
        return max(0, available * Self.weight(wheels[component]) / weights.reduce(0, +))
    }

    private static func weight(_ wheel: Wheel) -> CGFloat {
        switch wheel {
        case .weekdayDate: 2.4
        case .month: 2
        case .year: 1.4
        case .countDownHours, .countDownMinutes: 1.5
        case .day, .hour, .minute, .meridiem: 1
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picker.wheelsDidSettle()
    }
}
