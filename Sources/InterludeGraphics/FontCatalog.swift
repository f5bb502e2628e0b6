/// The installed font families and how iOS font names map onto them (iOS's own fonts cannot be
/// installed here): Helvetica, Avenir and San Francisco draw with Inter; Menlo and Courier with
/// DejaVu Sans Mono; Georgia and Times with DejaVu Serif. Shared by `UIFont(name:size:)` and
/// `CATextLayer`'s font names.
package enum FontCatalog {
    package static let system = "Inter"
    package static let monospaced = "DejaVu Sans Mono"
    package static let serif = "DejaVu Serif"

    private static let aliases: [String: String] = [
        "helvetica": system, "helveticaneue": system, "helvetica neue": system, "arial": system,
        "avenir": system, "avenirnext": system, "avenir next": system, "sfpro": system, "sfprotext": system,
        "sfprodisplay": system, "sf pro": system, ".sfui": system, "system": system, "inter": system,
        "menlo": monospaced, "courier": monospaced, "couriernew": monospaced, "courier new": monospaced,
        "sfmono": monospaced, "dejavusansmono": monospaced,
        "georgia": serif, "times": serif, "timesnewroman": serif, "times new roman": serif, "dejavuserif": serif,
        "dejavusans": "DejaVu Sans",
    ]

    /// Style suffixes of font names and their OpenType weight classes.
    private static let styles: [(String, Int32)] = [
        ("ultralight", 200), ("extralight", 200), ("thin", 100), ("light", 300), ("regular", 400), ("roman", 400),
        ("book", 400), ("medium", 500), ("semibold", 600), ("demibold", 600), ("bold", 700), ("heavy", 800),
        ("extrabold", 800), ("black", 900),
    ]

    /// Family, OpenType weight and italic for a font name ("HelveticaNeue-MediumItalic"); nil for an
    /// unknown family.
    package static func resolve(_ name: String) -> (family: String, openTypeWeight: Int32, isItalic: Bool)? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let base = parts.first, !base.isEmpty else { return nil }
        var style = parts.count > 1 ? parts[1].lowercased() : ""
        let italic = style.hasSuffix("italic") || style.hasSuffix("oblique") || style == "it"
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) { style.removeLast(suffix.count) }
        if style == "it" { style = "" }
        let weight = styles.first { $0.0 == style }?.1 ?? 400
        let key = base.lowercased().replacingOccurrences(of: "pstm", with: "").replacingOccurrences(of: "psmt", with: "")
            .replacingOccurrences(of: "mt", with: "")
        if let family = aliases[key] ?? aliases[base.lowercased()] { return (family, weight, italic) }
        if let installed = TextEngine.current.installedFamily(named: base) { return (installed, weight, italic) }
        return nil
    }

    /// The style part of a font name for an OpenType weight class: "Bold", "MediumItalic", "Regular".
    package static func styleName(openTypeWeight: Int32, italic: Bool) -> String {
        let names: [Int32: String] = [
            100: "Thin", 200: "UltraLight", 300: "Light", 400: "", 500: "Medium", 600: "SemiBold",
            700: "Bold", 800: "Heavy", 900: "Black",
        ]
        let w = names[openTypeWeight] ?? ""
        return italic ? (w.isEmpty ? "Italic" : w + "Italic") : (w.isEmpty ? "Regular" : w)
    }
}
