/// How a date picker shows its value and editor, UIKit's `UIDatePickerStyle` with its raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks a concrete style for the platform and mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A label that opens an editor when tapped.
    case compact = 2
    /// An editor shown in place (a calendar).
    case inline = 3
}
