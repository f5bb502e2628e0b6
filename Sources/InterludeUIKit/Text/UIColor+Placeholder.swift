extension UIColor {
    /// Placeholder text in controls: iOS's light-appearance value, (60, 60, 67) at 30 % opacity.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
}
