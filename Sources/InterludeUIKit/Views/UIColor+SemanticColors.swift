extension UIColor {
    // The rest of iOS's semantic and system colors, light and dark, as the Human Interface
    // Guidelines' color page publishes them (sRGB 0…255; see `UIColor.swift`).

    /// Content layered on ``systemBackground``: 242, 242, 247 (dark: 28, 28, 30).
    public static let secondarySystemBackground = rgb(light: (242, 242, 247), dark: (28, 28, 30))
    /// Content layered on ``secondarySystemBackground``: white (dark: 44, 44, 46).
    public static let tertiarySystemBackground = rgb(light: (255, 255, 255), dark: (44, 44, 46))
    /// Content layered on ``secondarySystemGroupedBackground``: 242, 242, 247 (dark: 44, 44, 46).
    public static let tertiarySystemGroupedBackground = rgb(light: (242, 242, 247), dark: (44, 44, 46))
    /// Thin and small shapes: 120, 120, 128 at 20 % opacity (dark: at 36 %).
    public static let systemFill = dynamic(
        light: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        dark: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))
    /// Medium-size shapes: 120, 120, 128 at 16 % opacity (dark: at 32 %).
    public static let secondarySystemFill = dynamic(
        light: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
        dark: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    /// Large areas with complex content: 116, 116, 128 at 8 % opacity (dark: 118, 118, 128 at 18 %).
    public static let quaternarySystemFill = dynamic(
        light: UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
        dark: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))
    /// Watermark text: 60, 60, 67 at 18 % opacity (dark: 235, 235, 245 at 16 %).
    public static let quaternaryLabel = dynamic(
        light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
        dark: UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16))
    /// A separator that hides what is behind it: 198, 198, 200 (dark: 56, 56, 58).
    public static let opaqueSeparator = rgb(light: (198, 198, 200), dark: (56, 56, 58))
    /// Links: 0, 122, 255 (dark: 9, 132, 255).
    public static let link = rgb(light: (0, 122, 255), dark: (9, 132, 255))
    /// A mid gray, 174, 174, 178 (dark: 99, 99, 102).
    public static let systemGray2 = rgb(light: (174, 174, 178), dark: (99, 99, 102))
    /// A lighter mid gray, 199, 199, 204 (dark: 72, 72, 74).
    public static let systemGray3 = rgb(light: (199, 199, 204), dark: (72, 72, 74))
    /// System mint: 0, 199, 190 (dark: 99, 230, 226).
    public static let systemMint = rgb(light: (0, 199, 190), dark: (99, 230, 226))
    /// System cyan: 50, 173, 230 (dark: 100, 210, 255).
    public static let systemCyan = rgb(light: (50, 173, 230), dark: (100, 210, 255))
    /// System brown: 162, 132, 94 (dark: 172, 142, 104).
    public static let systemBrown = rgb(light: (162, 132, 94), dark: (172, 142, 104))
    /// Text on dark backgrounds, whatever the appearance: white at 60 % opacity.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds, whatever the appearance: black.
    public static let darkText = UIColor(white: 0, alpha: 1)
}
