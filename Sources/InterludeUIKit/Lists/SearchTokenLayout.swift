/// Where a search field's tokens stand and how they are drawn: capsules in a row from `x`, centred
/// vertically, each the token's icon (a square the font's size) and text between 6-point
/// paddings, 4 points apart. The metrics are Interlude's: Apple documents none.
@MainActor
struct SearchTokenLayout {
    static let padding: CGFloat = 6
    static let iconGap: CGFloat = 4
    static let spacing: CGFloat = 4
    static let cornerRadius: CGFloat = 6

    /// Each token's capsule, in order.
    let frames: [CGRect]
    /// Where the text starts: after the last capsule and its spacing (at `x` without tokens).
    let textStart: CGFloat

    init(tokens: [UISearchToken], font: UIFont, x: CGFloat, in bounds: CGRect) {
        let height = min(bounds.height, font.lineHeight + 6)
        let y = bounds.midY - height / 2
        var x = x
        var frames: [CGRect] = []
        for token in tokens {
            let width =
                Self.padding * 2 + Self.iconWidth(token, font: font) + token.text.size(withAttributes: [.font: font]).width
            frames.append(CGRect(x: x, y: y, width: width.rounded(.up), height: height))
            x += width.rounded(.up) + Self.spacing
        }
        self.frames = frames
        textStart = x
    }

    private static func iconWidth(_ token: UISearchToken, font: UIFont) -> CGFloat {
        token.icon == nil ? 0 : font.pointSize + iconGap
    }

    /// Draws the capsules in `background` (the selected ones in `tint`, their text white), each with
    /// its icon and text in `font`.
    func draw(
        _ tokens: [UISearchToken], selected: Range<Int>, font: UIFont, background: UIColor, tint: UIColor, textColor: UIColor
    ) {
        for (index, (token, frame)) in zip(tokens, frames).enumerated() {
            let isSelected = selected.contains(index)
            (isSelected ? tint : background).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: Self.cornerRadius).fill()
            var x = frame.minX + Self.padding
            if let icon = token.icon {
                icon.draw(in: CGRect(x: x, y: frame.midY - font.pointSize / 2, width: font.pointSize, height: font.pointSize))
                x += font.pointSize + Self.iconGap
            }
            let textHeight = token.text.size(withAttributes: [.font: font]).height
            token.text.draw(
                at: CGPoint(x: x, y: frame.midY - textHeight / 2),
                withAttributes: [.font: font, .foregroundColor: isSelected ? UIColor.white : textColor])
        }
    }
}
