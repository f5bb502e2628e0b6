extension UIColor {
    // The light-appearance sRGB values UIKit publishes for the colors lists draw with (fixed here,
    // as the other system colors are: Interlude has no dark appearance).

    /// Separator lines between rows: 60, 60, 67 at 29 % opacity.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// Behind a grouped table's sections: 242, 242, 247.
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// A grouped table's rows: white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// A light gray, 209, 209, 214: the highlight behind a selected row.
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// A lighter gray, 229, 229, 234.
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// The lightest gray, 242, 242, 247: a plain table's section headers.
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// Tertiary text and glyphs (the disclosure chevron): 60, 60, 67 at 30 % opacity.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The fill of a search field: 118, 118, 128 at 12 % opacity.
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
}
