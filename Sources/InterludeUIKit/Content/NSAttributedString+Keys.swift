import Foundation

/// The attributes of styled text that Interlude draws, with UIKit's names.
extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The color of the text: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSAttributedString {
    /// The ranges with their own font or color, as the text engine takes them (UTF-8 byte
    /// ranges): fonts scaled by `scale`, colors resolved now (with `UITraitCollection.current`)
    /// when `colors`.
    func textEngineRuns(scale: CGFloat = 1, colors: Bool) -> [TextEngine.Run] {
        guard length > 0 else { return [] }
        let text = string
        let utf16 = text.utf16, utf8 = text.utf8
        var runs: [TextEngine.Run] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont
            let color = colors ? (attributes[.foregroundColor] as? UIColor)?.cgColor : nil
            guard font != nil || color != nil,
                let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
                let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex)
            else { return }
            let bytes = utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
            let face = font.map { scale == 1 ? $0.face : $0.withSize($0.pointSize * scale).face }
            runs.append(TextEngine.Run(bytes: bytes, font: face, color: color))
        }
        return runs
    }
}
