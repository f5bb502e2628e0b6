/// What a picker view shows, UIKit's `UIPickerViewDataSource`: how many wheels (components) and
/// how many rows each has. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels), numbered left to right from 0.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`, numbered top to bottom from 0.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
