extension UIColor {
    /// Placeholder text in controls: (60, 60, 67) at 30 % opacity (dark: 235, 235, 245 at 30 %),
    /// the Human Interface Guidelines' values.
    public static let placeholderText = rgb(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.3)
}
