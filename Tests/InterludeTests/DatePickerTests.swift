import Foundation
import Testing
@testable import InterludeUIKit

// UIDatePicker (https://developer.apple.com/documentation/uikit/uidatepicker):
// - minuteInterval: "The interval value must be evenly divided into 60; if it isn’t, the default
//   value is used. The default and minimum values are 1; the maximum value is 30."
// - countDownDuration: "The default value is 0.0 and the maximum value is 23:59 (86,340 seconds)."
// - minimumDate: "If the minimum date value is greater than the maximum date value, both properties
//   are ignored. The minimum and maximum dates are also ignored in the countdown-timer mode."
// - roundsToMinuteInterval: true by default; "date always rounds to the minuteInterval".
// - preferredDatePickerStyle: "The default style is UIDatePickerStyle.automatic"; datePickerStyle
//   "always returns a concrete style, never UIDatePickerStyle.automatic".
// - datePickerMode: .dateAndTime by default (UIDatePicker.h); .time shows "hour, minute, and
//   optionally AM/PM designation depending on the locale"; .date "month, day, and year depending
//   on the locale setting".
@MainActor
@Suite("UIDatePicker")
struct DatePickerTests {
    private static let utc = TimeZone(identifier: "UTC")!

    private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// A 320 × 216 date picker at (0, 100) in a window, in English (US), Gregorian, UTC, recording
    /// its `.valueChanged` events.
    private func makePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> (UIWindow, UIDatePicker, () -> [Date]) {
        let window = makeWindow()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        window.addSubview(picker)
        window.layoutIfNeeded()
        var sent: [Date] = []
        picker.addAction(UIAction { _ in sent.append(picker.date) }, for: .valueChanged)
        return (window, picker, { sent })
    }

    private func rows(_ picker: UIDatePicker) -> [Int] {
        (0..<picker.wheels.numberOfComponents).map { picker.wheels.numberOfRows(inComponent: $0) }
    }

    private func title(_ picker: UIDatePicker, row: Int, component: Int) -> String? {
        picker.wheels.delegate?.pickerView(picker.wheels, titleForRow: row, forComponent: component)
    }

    @Test("Defaults: date and time mode, automatic style preferred, wheels drawn, interval 1, no limits")
    func defaults() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .wheels && picker.minuteInterval == 1 && picker.roundsToMinuteInterval)
        #expect(picker.countDownDuration == 0 && picker.minimumDate == nil && picker.maximumDate == nil)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.preferredDatePickerStyle == .inline && picker.datePickerStyle == .wheels)
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
    }

    @Test("minuteInterval must divide 60 and lie in 1…30; another value sets 1")
    func minuteInterval() {
        let picker = UIDatePicker()
        for (value, expected) in [(15, 15), (7, 1), (30, 30), (60, 1), (0, 1), (-5, 1), (20, 20), (45, 1)] {
            picker.minuteInterval = value
            #expect(picker.minuteInterval == expected, "minuteInterval = \(value)")
        }
    }

    @Test("countDownDuration is at most 86,340 seconds and steps by the minute interval")
    func countDown() {
        let (_, picker, _) = makePicker(.countDownTimer)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.minuteInterval = 5
        picker.countDownDuration = 2 * 3600 + 7 * 60 + 30
        #expect(picker.countDownDuration == 2 * 3600 + 5 * 60)
        #expect(rows(picker) == [24, 12])
        #expect(picker.wheels.selectedRow(inComponent: 0) == 2 && picker.wheels.selectedRow(inComponent: 1) == 1)
    }

    @Test("The date stays within the limits; limits that cross are ignored")
    func limits() {
        let (_, picker, _) = makePicker(.date)
        picker.minimumDate = day(2020, 1, 1)
        picker.maximumDate = day(2020, 12, 31)
        picker.date = day(2021, 6, 1)
        #expect(picker.date == day(2020, 12, 31))
        picker.date = day(2019, 6, 1)
        #expect(picker.date == day(2020, 1, 1))
        picker.minimumDate = day(2022, 1, 1)
        picker.date = day(2019, 6, 1)
        #expect(picker.date == day(2019, 6, 1))
    }

    @Test("The date rounds down to the minute interval unless roundsToMinuteInterval is off")
    func rounding() {
        let (_, picker, _) = makePicker(.time)
        picker.minuteInterval = 15
        picker.date = day(2024, 5, 1, 10, 7, 33)
        #expect(picker.date == day(2024, 5, 1, 10, 0))
        #expect(rows(picker) == [12, 4, 2])
        #expect(picker.wheels.selectedRow(inComponent: 0) == 10 && picker.wheels.selectedRow(inComponent: 1) == 0)
        picker.roundsToMinuteInterval = false
        picker.date = day(2024, 5, 1, 22, 37, 33)
        #expect(picker.date == day(2024, 5, 1, 22, 37, 33))
        #expect(picker.wheels.selectedRow(inComponent: 2) == 1)
    }

    @Test("The wheels follow the mode and the locale's order and clock")
    func wheels() {
        let (_, us, _) = makePicker(.date)
        #expect(rows(us) == [12, 31, 9999] && title(us, row: 0, component: 0) == "January")
        let (_, german, _) = makePicker(.date, locale: "de_DE")
        #expect(rows(german) == [31, 12, 9999] && title(german, row: 2, component: 1) == "März")
        let (_, time, _) = makePicker(.time)
        #expect(rows(time) == [12, 60, 2])
        #expect(title(time, row: 0, component: 0) == "12" && title(time, row: 5, component: 1) == "05")
        #expect(title(time, row: 1, component: 2) == "PM")
        let (_, british, _) = makePicker(.time, locale: "en_GB")
        #expect(rows(british) == [24, 60] && title(british, row: 7, component: 0) == "07")
        let (_, both, _) = makePicker(.dateAndTime)
        both.date = day(2024, 3, 10, 15, 20)
        #expect(rows(both).count == 4 && title(both, row: both.wheels.selectedRow(inComponent: 0), component: 0) == "Sun, Mar 10")
        #expect(both.wheels.selectedRow(inComponent: 1) == 3 && both.wheels.selectedRow(inComponent: 3) == 1)
    }

    @Test("The wheels show the date in the picker's time zone")
    func timeZones() {
        let (_, picker, _) = makePicker(.time)
        picker.date = day(2024, 5, 1, 12, 30)
        #expect(picker.wheels.selectedRow(inComponent: 0) == 0 && picker.wheels.selectedRow(inComponent: 2) == 1)
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        // 12:30 UTC is 21:30 in Tokyo: 9, 30, PM.
        #expect(picker.wheels.selectedRow(inComponent: 0) == 9 && picker.wheels.selectedRow(inComponent: 1) == 30)
        #expect(picker.wheels.selectedRow(inComponent: 2) == 1 && picker.date == day(2024, 5, 1, 12, 30))
    }

    @Test("A wheel the user turns sends valueChanged once it rests; code sends nothing")
    func userChanges() {
        let (window, picker, sent) = makePicker(.date)
        picker.setDate(day(2024, 3, 10), animated: true)
        window.advance(by: 0.5)
        #expect(sent().isEmpty && picker.wheels.selectedRow(inComponent: 1) == 9)
        // The day wheel (x 147.4…210.5: month, day and year share 278 points 2 : 1 : 1.4): one row down, 108·sin(32/108) ≈ 31.5 below the middle.
        window.tap(at: CGPoint(x: 160, y: 100 + 108 + 31.5))
        #expect(sent().isEmpty)
        window.advance(by: 0.4)
        #expect(picker.date == day(2024, 3, 11) && sent() == [day(2024, 3, 11)])
    }

    @Test("A day the month lacks becomes its last day, and the wheel turns back")
    func shortMonth() {
        let (window, picker, sent) = makePicker(.date)
        picker.date = day(2023, 2, 27)
        window.tap(at: CGPoint(x: 160, y: 100 + 108 + 60))
        window.advance(by: 0.4)
        #expect(picker.date == day(2023, 2, 28) && sent() == [day(2023, 2, 28)])
        window.advance(by: 0.4)
        #expect(picker.wheels.selectedRow(inComponent: 1) == 27)
    }

    @Test("A choice before the minimum turns the wheels back to it and sends nothing when the date stays")
    func belowMinimum() {
        let (window, picker, sent) = makePicker(.date)
        picker.minimumDate = day(2024, 3, 10)
        picker.date = day(2024, 3, 10)
        window.tap(at: CGPoint(x: 160, y: 100 + 108 - 31.5))
        window.advance(by: 0.4)
        #expect(picker.date == day(2024, 3, 10) && sent().isEmpty)
        window.advance(by: 0.4)
        #expect(picker.wheels.selectedRow(inComponent: 1) == 9)
    }

    @Test("The countdown wheels set countDownDuration and send valueChanged")
    func countDownByUser() {
        let (window, picker, sent) = makePicker(.countDownTimer)
        // The hours wheel (x 16…157.5), one row down.
        window.tap(at: CGPoint(x: 80, y: 100 + 108 + 31.5))
        window.advance(by: 0.4)
        #expect(picker.countDownDuration == 3600 && sent().count == 1)
    }
}
