extension UIColor {
    // The colors lists draw with, light and dark, as the Human Interface Guidelines' color page
    // publishes them (sRGB 0…255; see `UIColor.swift`).

    /// Separator lines between rows: 60, 60, 67 at 29 % opacity (dark: 84, 84, 88 at 60 %).
    public static let separator = dynamic(
        light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        dark: UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    /// Behind a grouped table's sections: 242, 242, 247 (dark: black).
    public static let systemGroupedBackground = rgb(light: (242, 242, 247), dark: (0, 0, 0))
    /// A grouped table's rows: white (dark: 28, 28, 30).
    public static let secondarySystemGroupedBackground = rgb(light: (255, 255, 255), dark: (28, 28, 30))
    /// A light gray, 209, 209, 214 (dark: 58, 58, 60): the highlight behind a selected row.
    public static let systemGray4 = rgb(light: (209, 209, 214), dark: (58, 58, 60))
    /// A lighter gray, 229, 229, 234 (dark: 44, 44, 46).
    public static let systemGray5 = rgb(light: (229, 229, 234), dark: (44, 44, 46))
    /// The lightest gray, 242, 242, 247 (dark: 28, 28, 30): a plain table's section headers.
    public static let systemGray6 = rgb(light: (242, 242, 247), dark: (28, 28, 30))
    /// Tertiary text and glyphs (the disclosure chevron): 60, 60, 67 at 30 % opacity (dark:
    /// 235, 235, 245 at 30 %).
    public static let tertiaryLabel = rgb(light: (60, 60, 67), dark: (235, 235, 245), alpha: 0.3)
    /// The fill of a search field: 118, 118, 128 at 12 % opacity (dark: at 24 %).
    public static let tertiarySystemFill = dynamic(
        light: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        dark: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
}
