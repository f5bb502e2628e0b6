import Foundation
import Testing
@testable import InterludeUIKit

// UIPickerView (https://developer.apple.com/documentation/uikit/uipickerview): components of
// indexed rows the user turns to a selection indicator. selectedRow(inComponent:): "-1 if no row
// is selected". rowSize(forComponent:): from the delegate's width and row height, "The default
// value is (0, 0)". view(forRow:forComponent:): nil "if the specified row of the component is not
// visible or if the delegate does not implement pickerView:viewForRow:forComponent:reusingView:".
// pickerView(_:didSelectRow:inComponent:): "Called by the picker view when the user selects a row".
@MainActor
private final class Fruit: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [10, 0]
    var selections: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "Row \(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(row) in \(component)")
    }
}

@MainActor
private final class Swatches: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        let swatch = view ?? UIView()
        swatch.backgroundColor = row.isMultiple(of: 2) ? .red : .blue
        swatch.tag = row
        return swatch
    }
}

@MainActor
@Suite("UIPickerView")
struct PickerViewTests {
    /// A 320 × 216 picker at (0, 100) in a window, with `source` as data source and delegate.
    private func makePicker(_ source: some UIPickerViewDataSource & UIPickerViewDelegate) -> (UIWindow, UIPickerView) {
        let window = makeWindow()
        window.backgroundColor = .white
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    private func wheel(_ picker: UIPickerView, _ component: Int) -> PickerWheel {
        picker.subviews.compactMap { $0 as? PickerWheel }[component]
    }

    /// The offset at which `row` of 32-point rows rests in the middle of a 216-point picker.
    private func restingOffset(_ row: Int) -> CGFloat { CGFloat(row) * 32 - (216 - 32) / 2 }

    @Test("Counts and sizes come from the data source and delegate; an empty component selects -1")
    func data() {
        let fruit = Fruit()
        let (_, picker) = makePicker(fruit)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 10 && picker.numberOfRows(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
        // Shared width: (320 − 2·16 − 5) / 2; the default row height, 32.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 141.5, height: 32))
        #expect(picker.rowSize(forComponent: 5) == .zero && UIPickerView().rowSize(forComponent: 0) == .zero)
        #expect(UIPickerView().numberOfComponents == 0 && UIPickerView().selectedRow(inComponent: 0) == -1)
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
    }

    @Test("selectRow selects at once and does not tell the delegate; reloading keeps the row in range")
    func selectingInCode() {
        let fruit = Fruit()
        let (window, picker) = makePicker(fruit)
        picker.selectRow(7, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        window.advance(by: 0.5)
        // Row 7 rests in the middle: offset 7·32 − (216 − 32)/2.
        #expect(wheel(picker, 0).contentOffset.y == restingOffset(7))
        #expect(fruit.selections.isEmpty)
        let messages = capturingDiagnostics { picker.selectRow(3, inComponent: 1, animated: false) }
        #expect(messages.count == 1 && picker.selectedRow(inComponent: 1) == -1)
        fruit.rows = [4, 2]
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 4 && picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 1) == 0)
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test("A row selected before the picker has a size rests in the middle once it is laid out")
    func selectingBeforeLayout() {
        let fruit = Fruit()
        let picker = UIPickerView()
        picker.dataSource = fruit
        picker.delegate = fruit
        picker.selectRow(5, inComponent: 0, animated: false)
        let window = makeWindow()
        picker.frame = CGRect(x: 0, y: 100, width: 320, height: 216)
        window.addSubview(picker)
        window.layoutIfNeeded()
        #expect(picker.selectedRow(inComponent: 0) == 5 && wheel(picker, 0).contentOffset.y == restingOffset(5))
        #expect(picker.rowSize(forComponent: 0).width == 141.5)
    }

    @Test("A drag that stops comes to rest on the nearest row and tells the delegate once")
    func dragging() {
        let fruit = Fruit()
        let (window, picker) = makePicker(fruit)
        window.sendTouch(.began, at: CGPoint(x: 80, y: 208))
        window.dragMove(to: CGPoint(x: 80, y: 138), duration: 0.5)
        window.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 80, y: 138))
        window.advance(by: 2)
        // 70 points up is 2.19 rows: row 2.
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(wheel(picker, 0).contentOffset.y == restingOffset(2))
        #expect(fruit.selections == ["2 in 0"])
    }

    @Test("A flick decelerates on the window's clock and snaps to a row; past the end it bounces back to the last")
    func flicking() {
        let fruit = Fruit()
        let (window, picker) = makePicker(fruit)
        window.drag(from: CGPoint(x: 80, y: 250), to: CGPoint(x: 80, y: 190), duration: 0.1)
        #expect(wheel(picker, 0).isDecelerating)
        window.advance(by: 0.1)
        #expect(fruit.selections.isEmpty)
        window.advance(by: 4)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 2)
        #expect(wheel(picker, 0).contentOffset.y == restingOffset(row))
        #expect(fruit.selections == ["\(row) in 0"])
        window.drag(from: CGPoint(x: 80, y: 300), to: CGPoint(x: 80, y: 110), duration: 0.1)
        window.advance(by: 4)
        #expect(picker.selectedRow(inComponent: 0) == 9 && fruit.selections.last == "9 in 0")
    }

    @Test("A tap on a row below the middle turns the wheel to it, then tells the delegate")
    func tapping() {
        let fruit = Fruit()
        let (window, picker) = makePicker(fruit)
        // Two rows down: 64 points along the wheel, 108·sin(64/108) ≈ 60 points below the middle.
        window.tap(at: CGPoint(x: 80, y: 100 + 108 + 60))
        #expect(picker.selectedRow(inComponent: 0) == 0 && fruit.selections.isEmpty)
        window.advance(by: 0.4)
        #expect(picker.selectedRow(inComponent: 0) == 2 && fruit.selections == ["2 in 0"])
        #expect(wheel(picker, 0).contentOffset.y == restingOffset(2))
    }

    @Test("view(forRow:forComponent:) gives the delegate's views on the wheel, nil for titles or rows off it")
    func rowViews() {
        let (_, titled) = makePicker(Fruit())
        #expect(titled.view(forRow: 0, forComponent: 0) == nil)
        let swatches = Swatches()
        let (_, picker) = makePicker(swatches)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        #expect(picker.view(forRow: 0, forComponent: 0)?.tag == 0)
        #expect(picker.view(forRow: 1, forComponent: 0)?.backgroundColor == .blue)
        #expect(picker.view(forRow: 15, forComponent: 0) == nil)
    }

    @Test("Drawn: the band behind the middle row, titles on it, rows squeezed towards the edges")
    func drawing() {
        let swatches = Swatches()
        let (window, _) = makePicker(swatches)
        let frame = window.renderFrame(scale: 1)
        // The red swatch of row 0 fills the middle 100 × 40 points, centred: x 110…210, y 188…228.
        #expect(frame.pixel(x: 160, y: 208) == (255, 0, 0, 255))
        // The band (118, 118, 128 at 12 % over white) shows beside it, within 8 points of the sides.
        let band = frame.pixel(x: 50, y: 208)
        #expect(band.r == 239 && band.g == 239 && band.b == 240)
        #expect(frame.pixel(x: 4, y: 208) == (255, 255, 255, 255))
        // Row 1's swatch, 40 points along the wheel: centred 108·sin(40/108) ≈ 39.1 below the
        // middle, 40·cos(40/108) ≈ 37.2 tall: y ≈ 228.5…265.7.
        #expect(frame.pixel(x: 160, y: 232) == (0, 0, 255, 255))
        #expect(frame.pixel(x: 160, y: 264) == (0, 0, 255, 255))
        // Row 2 (red) follows: 108·sin(80/108) ≈ 72.9 below the middle, 40·cos(80/108) ≈ 29.5 tall.
        #expect(frame.pixel(x: 160, y: 270) == (255, 0, 0, 255))
        // Above the first row: nothing but the background.
        #expect(frame.pixel(x: 160, y: 150) == (255, 255, 255, 255))
    }

    @Test("A styled title is preferred to the plain one and drawn in its own color")
    func styledTitles() {
        final class Styled: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain"
            }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
                -> NSAttributedString?
            {
                row == 0 ? NSAttributedString(string: "MMMM", attributes: [.foregroundColor: UIColor.red]) : nil
            }
        }
        let styled = Styled()
        let (window, picker) = makePicker(styled)
        let frame = window.renderFrame(scale: 1)
        let middle = (110..<210).flatMap { x in (196..<220).map { frame.pixel(x: x, y: $0) } }
        #expect(middle.contains { $0.r > 200 && $0.g < 80 && $0.b < 80 })
        #expect(!middle.contains { $0.r < 80 && $0.g < 80 && $0.b < 80 })
        let label = picker.subviews.compactMap { $0 as? PickerWheel }[0].visibleView(forRow: 1) as? UILabel
        #expect(label?.text == "plain")
    }

    @Test("Titles are drawn in the middle row")
    func titles() {
        let (window, _) = makePicker(Fruit())
        let frame = window.renderFrame(scale: 1)
        let dark = (90..<140).contains { x in (200..<216).contains { y in frame.pixel(x: x, y: y).r < 100 } }
        #expect(dark)
    }
}
