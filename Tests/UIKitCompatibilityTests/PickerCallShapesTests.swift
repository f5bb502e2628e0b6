import UIKit
import Testing

// A reminder editor as iOS code writes it: a picker view of lists with styled titles and its own
// sizes, and a date picker asked for wheels, in 15-minute steps, from a start date on.
final class ReminderViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let lists = ["Inbox", "Work", "Home", "Errands"]
    let listPicker = UIPickerView()
    let duePicker = UIDatePicker()
    private(set) var chosenList: String?
    private(set) var dueChanges: [Date] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        listPicker.dataSource = self
        listPicker.delegate = self
        listPicker.frame = CGRect(x: 0, y: 100, width: 390, height: 216)
        duePicker.datePickerMode = .dateAndTime
        if #available(iOS 13.4, *) {
            duePicker.preferredDatePickerStyle = .wheels
        }
        duePicker.minuteInterval = 15
        duePicker.locale = Locale(identifier: "en_US")
        duePicker.timeZone = TimeZone(identifier: "UTC")
        duePicker.calendar = Calendar(identifier: .gregorian)
        duePicker.minimumDate = Date(timeIntervalSince1970: 1_700_000_000)
        duePicker.setDate(Date(timeIntervalSince1970: 1_700_003_600), animated: false)
        duePicker.frame = CGRect(x: 0, y: 400, width: 390, height: 216)
        duePicker.addTarget(self, action: ReminderViewController.dueChanged, for: .valueChanged)
        view.addSubview(listPicker)
        view.addSubview(duePicker)
    }

    func dueChanged(_ sender: UIDatePicker) { dueChanges.append(sender.date) }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { lists.count }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        NSAttributedString(string: lists[row], attributes: [.foregroundColor: UIColor.systemBlue])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 200 }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 36 }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosenList = lists[row]
    }
}

/// A picker subclass that counts reloads, as apps do to refresh dependent wheels.
final class CountingPickerView: UIPickerView {
    private(set) var reloads = 0
    override func reloadAllComponents() {
        reloads += 1
        super.reloadAllComponents()
    }
}

@MainActor
@Suite("iOS-style client code: pickers")
struct PickerCallShapesTests {
    @Test("A list picker and a due-date picker, driven by taps")
    func reminder() {
        let reminder = ReminderViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = reminder
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let size: CGSize = reminder.listPicker.rowSize(forComponent: 0)
        #expect(size == CGSize(width: 200, height: 36))
        reminder.listPicker.selectRow(2, inComponent: 0, animated: false)
        let row: Int = reminder.listPicker.selectedRow(inComponent: 0)
        #expect(row == 2 && reminder.chosenList == nil)
        // One row below the middle of the list picker: 108·sin(36/108) ≈ 35.4 points.
        window.tap(at: CGPoint(x: 195, y: 100 + 108 + 35.4))
        window.advance(by: 0.5)
        #expect(reminder.chosenList == "Errands")
        let style: UIDatePickerStyle = reminder.duePicker.datePickerStyle
        #expect(style == .wheels && reminder.duePicker.minuteInterval == 15)
        let mode: UIDatePicker.Mode = reminder.duePicker.datePickerMode
        // 23:13:20 UTC, rounded down to the 15-minute step.
        #expect(mode == .dateAndTime && reminder.duePicker.date == Date(timeIntervalSince1970: 1_700_002_800))
        #expect(reminder.dueChanges.isEmpty)
        let view: UIView? = reminder.listPicker.view(forRow: 0, forComponent: 0)
        #expect(view == nil)
        let counting = CountingPickerView()
        counting.reloadComponent(0)
        counting.reloadAllComponents()
        #expect(counting.reloads >= 1 && counting.numberOfComponents == 0)
        let duration: TimeInterval = reminder.duePicker.countDownDuration
        #expect(duration == 0)
    }
}
