import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Styled text beyond font and color — paragraph styles, kerning, underlines, strikethroughs,
/// baseline offsets, backgrounds — and UIKit's string measuring and drawing (`NSStringDrawing.h`).
@MainActor
@Suite("Styled text and string drawing")
struct StyledTextTests {
    private let font = UIFont.systemFont(ofSize: 20)

    private func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]) -> CGSize {
        NSAttributedString(string: text, attributes: attributes).size()
    }

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    /// Draws `text` at (10, 10) on white, 200 × 100 points at 1×.
    private func render(_ text: NSAttributedString) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
            text.draw(at: CGPoint(x: 10, y: 10))
        }.cgImage!
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.surface.flush()
        return UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)[x]
    }

    /// The rows that hold a pixel darker than mid-grey in columns `xs`.
    private func inkRows(_ image: CGImage, _ xs: Range<Int>) -> [Int] {
        (0..<image.height).filter { y in xs.contains { x in pixel(image, x, y) & 0xff < 0x80 } }
    }

    /// The columns that hold a pixel darker than mid-grey.
    private func inkColumns(_ image: CGImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { y in pixel(image, x, y) & 0xff < 0x80 } }
    }

    // MARK: Types

    // NSParagraphStyle.h: every value 0 but alignment natural, line break by word wrapping.
    @Test("The default paragraph style: no spacing or indents, natural alignment, word wrapping")
    func defaultParagraphStyle() {
        let style = NSParagraphStyle.default
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
        #expect(style.firstLineHeadIndent == 0 && style.headIndent == 0 && style.tailIndent == 0)
        #expect(style.minimumLineHeight == 0 && style.maximumLineHeight == 0 && style.lineHeightMultiple == 0)
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
    }

    @Test("mutableCopy() of the default style is a mutable style; copies compare equal by value")
    func copies() throws {
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable.isEqual(NSParagraphStyle.default))
        mutable.lineSpacing = 6
        mutable.alignment = .center
        #expect(!mutable.isEqual(NSParagraphStyle.default))
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.lineSpacing == 6 && frozen.alignment == .center && frozen.isEqual(mutable))
        mutable.lineSpacing = 1
        #expect(frozen.lineSpacing == 6)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other.isEqual(frozen))
    }

    // UIKit's NSAttributedString.h / NSText.h names and values.
    @Test("Attribute names and underline style values are UIKit's")
    func rawValues() {
        let names: [NSAttributedString.Key] = [
            .paragraphStyle, .kern, .tracking, .baselineOffset, .underlineStyle, .underlineColor, .strikethroughStyle,
            .strikethroughColor, .backgroundColor,
        ]
        let expected = [
            "NSParagraphStyle", "NSKern", "NSTracking", "NSBaselineOffset", "NSUnderline", "NSUnderlineColor",
            "NSStrikethrough", "NSStrikethroughColor", "NSBackgroundColor",
        ]
        #expect(names.map(\.rawValue) == expected)
        let styles: [NSUnderlineStyle] = [
            .single, .thick, .double, .patternDot, .patternDash, .patternDashDot, .patternDashDotDot, .byWord,
        ]
        let values: [Int] = [0x01, 0x02, 0x09, 0x100, 0x200, 0x300, 0x400, 0x8000]
        #expect(styles.map(\.rawValue) == values)
    }

    // MARK: Measuring

    // NSAttributedString.Key.font: "If you do not specify this attribute, the string uses a
    // 12-point Helvetica(Neue) font by default."
    @Test("Text without a font is measured in 12-point Helvetica")
    func defaultFont() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 12))
        #expect("Interlude".size(withAttributes: nil) == "Interlude".size(withAttributes: [.font: helvetica]))
        #expect("Interlude".size(withAttributes: nil) != "Interlude".size(withAttributes: [.font: font]))
    }

    @Test("size(withAttributes:) is unrounded and a label's size is it rounded up")
    func sizeMatchesLabel() {
        let measured = "Transitions".size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = "Transitions"
        #expect(measured.width != measured.width.rounded(.up) || measured.height != measured.height.rounded(.up))
        #expect(label.sizeThatFits(.zero) == CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
        #expect(("Transitions" as NSString).size(withAttributes: [.font: font]) == measured)
    }

    // lineSpacing: "the distance in points between the bottom of one line fragment and the top of the next".
    @Test("Line spacing adds its points between lines, not after the last")
    func lineSpacing() {
        let plain = size("One\nTwo\nThree", [.font: font])
        let spaced = size("One\nTwo\nThree", [.font: font, .paragraphStyle: style { $0.lineSpacing = 10 }])
        #expect(abs(spaced.height - (plain.height + 20)) < 0.01)
        #expect(spaced.width == plain.width)
    }

    // paragraphSpacing: "the space added at the end of the paragraph to separate it from the following paragraph".
    @Test("Paragraph spacing separates paragraphs, not the wrapped lines of one")
    func paragraphSpacing() {
        let spacing = style { $0.paragraphSpacing = 7 }
        let two = NSAttributedString(string: "Aa\nBb", attributes: [.font: font, .paragraphStyle: spacing])
        let plain = NSAttributedString(string: "Aa\nBb", attributes: [.font: font])
        #expect(abs(two.size().height - (plain.size().height + 7)) < 0.01)
        // One paragraph wrapped into two lines: no paragraph spacing between them.
        let wrapped = NSAttributedString(string: "Aa Bb", attributes: [.font: font, .paragraphStyle: spacing])
        let narrow = CGSize(width: 30, height: CGFloat.greatestFiniteMagnitude)
        let rect = wrapped.boundingRect(with: narrow, options: .usesLineFragmentOrigin, context: nil)
        let plainRect = NSAttributedString(string: "Aa Bb", attributes: [.font: font])
            .boundingRect(with: narrow, options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.height == plainRect.height && rect.height > font.lineHeight * 1.5)
    }

    // minimumLineHeight / maximumLineHeight / lineHeightMultiple (NSParagraphStyle): a line's
    // natural height times the multiple, kept within the two; the extra goes above the text.
    @Test("Line heights: a minimum raises one line to it, with the text at the bottom; a multiple scales it")
    func lineHeights() {
        let natural = size("Ag", [.font: font]).height
        let tall = NSAttributedString(
            string: "Ag", attributes: [.font: font, .paragraphStyle: style { $0.minimumLineHeight = 60 }])
        #expect(tall.size().height == 60)
        let label = UILabel()
        label.attributedText = tall
        label.numberOfLines = 0
        let plainLabel = UILabel()
        plainLabel.font = font
        plainLabel.text = "Ag"
        // The baseline moves down by all the extra height.
        #expect(abs(label.baselineMetrics.first - (plainLabel.baselineMetrics.first + 60 - natural)) < 0.01)
        let doubled = size("Ag", [.font: font, .paragraphStyle: style { $0.lineHeightMultiple = 2 }])
        #expect(abs(doubled.height - 2 * natural) < 0.01)
        let capped = size(
            "Ag",
            [
                .font: font,
                .paragraphStyle: style {
                    $0.lineHeightMultiple = 2; $0.maximumLineHeight = 30
                },
            ])
        #expect(capped.height == 30)
    }

    @Test("Head indents: the first line starts at firstLineHeadIndent, the others at headIndent")
    func indents() {
        let plain = size("Indent", [.font: font])
        let first = size("Indent", [.font: font, .paragraphStyle: style { $0.firstLineHeadIndent = 20 }])
        #expect(abs(first.width - (plain.width + 20)) < 0.01)
        let drawn = render(NSAttributedString(string: "Indent", attributes: [.font: font]))
        let indented = render(
            NSAttributedString(
                string: "Indent", attributes: [.font: font, .paragraphStyle: style { $0.firstLineHeadIndent = 20 }]))
        #expect(inkColumns(indented).first == inkColumns(drawn).first.map { $0 + 20 })
        // Wrapped: the first line starts at firstLineHeadIndent, the second at headIndent.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let wrapped = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
            NSAttributedString(
                string: "WWW WWW",
                attributes: [
                    .font: font,
                    .paragraphStyle: style {
                        $0.firstLineHeadIndent = 5; $0.headIndent = 40
                    },
                ]
            ).draw(in: CGRect(x: 10, y: 0, width: 110, height: 100))
        }.cgImage!
        let rows = inkRows(wrapped, 0..<200)
        let split = rows.first! + Int(font.lineHeight)
        func firstColumn(_ ys: [Int]) -> Int? {
            (0..<200).first { x in ys.contains { y in pixel(wrapped, x, y) & 0xff < 0x80 } }
        }
        let line1 = firstColumn(rows.filter { $0 < split }), line2 = firstColumn(rows.filter { $0 >= split })
        #expect(line1 != nil && line2 == line1.map { $0 + 35 })
    }

    // tailIndent: "If positive, this value is the distance from the leading margin" — where lines end.
    @Test("A positive tail indent is where lines end, so unlimited text wraps there")
    func tailIndent() {
        let wrapped = size("Wwww Wwww", [.font: font, .paragraphStyle: style { $0.tailIndent = 70 }])
        #expect(wrapped.width <= 70 && wrapped.height > 1.5 * size("W", [.font: font]).height)
    }

    // MARK: Character attributes

    // NSKern: "the number of points by which to adjust kern-pair characters"; TextKit adds it after
    // every character, the last one included.
    @Test("Kerning widens the text by its points per character and moves each character right")
    func kerning() {
        let plain = size("Kern", [.font: font])
        let kerned = size("Kern", [.font: font, .kern: 5])
        #expect(abs(kerned.width - (plain.width + 4 * 5)) < 0.01)
        let ink = inkColumns(render(NSAttributedString(string: "III", attributes: [.font: font])))
        let spread = inkColumns(render(NSAttributedString(string: "III", attributes: [.font: font, .kern: 10])))
        #expect(spread.first == ink.first && spread.last == ink.last.map { $0 + 20 })
        #expect(size("Kern", [.font: font, .kern: NSNumber(value: 5.0)]) == kerned)
        #expect(size("Kern", [.font: font, .tracking: CGFloat(5)]) == kerned)
    }

    @Test("An underline darkens a row below the baseline across the text; a strikethrough one through it")
    func lines() {
        let plain = render(NSAttributedString(string: "ooo", attributes: [.font: font]))
        let underlined = render(
            NSAttributedString(string: "ooo", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        let struck = render(
            NSAttributedString(string: "ooo", attributes: [.font: font, .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        let columns = inkColumns(plain)
        let between = (columns.first! + 1)..<(columns.last!)
        // Rows inked in every column of the text: none without lines.
        func fullRows(_ image: CGImage) -> [Int] {
            (0..<image.height).filter { y in between.allSatisfy { x in pixel(image, x, y) & 0xff < 0xc0 } }
        }
        #expect(fullRows(plain).isEmpty)
        let baseline =
            10
            + Int(
                NSAttributedString(string: "ooo", attributes: [.font: font]).boundingRect(
                    with: .zero, options: [], context: nil
                ).minY.magnitude.rounded())
        let under = fullRows(underlined)
        #expect(!under.isEmpty && under.allSatisfy { $0 >= baseline - 1 })
        let through = fullRows(struck)
        let glyphRows = inkRows(plain, between)
        #expect(!through.isEmpty && through.allSatisfy { $0 < baseline && $0 > glyphRows.first! })
    }

    @Test("A baseline offset raises its characters by its points above the line's baseline")
    func baselineOffset() {
        let text = NSMutableAttributedString(string: "x", attributes: [.font: font])
        text.append(NSAttributedString(string: "      ", attributes: [.font: font]))
        text.append(NSAttributedString(string: "x", attributes: [.font: font, .baselineOffset: 6]))
        let image = render(text)
        let columns = inkColumns(image)
        let split = columns.first! + 15
        let plain = inkRows(image, columns.first!..<split), raised = inkRows(image, split..<200)
        #expect(raised.first == plain.first.map { $0 - 6 } && raised.last == plain.last.map { $0 - 6 })
    }

    // NSAttributedString.Key.ligature: "The value 0 indicates no ligatures. The value 1 indicates
    // the use of the default ligatures. ... The default value for this attribute is 1. (Value 2 is
    // unsupported on iOS.)" DejaVu Sans joins "ffi" and "fl" with its standard ligatures.
    @Test("Ligature 0 draws the characters a font would join one by one; 1, the default, and 2 join them")
    func ligatures() throws {
        let dejaVu = try #require(UIFont(name: "DejaVuSans", size: 30))
        func drawn(_ ligature: Int?) -> [Int] {
            var attributes: [NSAttributedString.Key: Any] = [.font: dejaVu]
            if let ligature { attributes[.ligature] = ligature }
            let image = render(NSAttributedString(string: "ffi fl", attributes: attributes))
            return (0..<image.height).flatMap { y in (0..<image.width).map { x in Int(pixel(image, x, y) & 0xff) } }
        }
        let joined = drawn(nil)
        #expect(drawn(1) == joined)
        #expect(drawn(2) == joined)
        #expect(drawn(0) != joined)
        #expect(drawn(0) == drawn(0))
    }

    @Test("A background color fills behind the characters")
    func background() {
        let text = NSAttributedString(string: "  ", attributes: [.font: font, .backgroundColor: UIColor.blue])
        let image = render(text)
        let size = text.size()
        #expect(pixel(image, 10 + Int(size.width / 2), 10 + Int(size.height / 2)) == 0xFF00_00FF)
        #expect(pixel(image, 10 + Int(size.width) + 3, 10 + Int(size.height / 2)) == 0xFFFF_FFFF)
    }

    // MARK: Bounding rectangles and drawing

    // boundingRect(with:options:context:): without usesLineFragmentOrigin the text is one line and
    // the origin is the baseline's; with it, lines wrap at the width.
    @Test("boundingRect: one line from the baseline without usesLineFragmentOrigin, wrapped lines with it")
    func boundingRects() {
        let text = NSAttributedString(string: "One two three four", attributes: [.font: font])
        let narrow = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
        let single = text.boundingRect(with: narrow, options: [], context: nil)
        #expect(abs(single.minY + font.ascender) < 0.5 && single.width == text.size().width)
        #expect(abs(single.height - text.size().height) < 0.01)
        let wrapped = text.boundingRect(with: narrow, options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 60 && wrapped.height > 2 * font.lineHeight)
        // A height that holds two lines keeps two.
        let two = text.boundingRect(
            with: CGSize(width: 60, height: font.lineHeight * 2.5), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(two.height - 2 * single.height) < 1)
        let context = NSStringDrawingContext()
        let measured = "One two".boundingRect(
            with: narrow, options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.totalBounds == measured && context.actualScaleFactor == 1)
    }

    // NSStringDrawingContext.minimumScaleFactor: "A value of 0.0 corresponds to a scale factor of
    // 1.0. Any value greater than 0.0 is multiplied by the font point size to get the smallest font
    // size that is permissible"; actualScaleFactor: "the actual scale factor value that was used".
    @Test("A minimum scale factor shrinks text that does not fit, as far as the minimum; the context reports the scale")
    func minimumScaleFactor() {
        let text = NSAttributedString(string: "Shrinking text", attributes: [.font: font])
        let full = text.size().width
        let context = NSStringDrawingContext()
        #expect(context.minimumScaleFactor == 0)
        context.minimumScaleFactor = 0.25
        let half = text.boundingRect(with: CGSize(width: full / 2, height: 100), options: [], context: context)
        #expect(context.actualScaleFactor > 0.45 && context.actualScaleFactor <= 0.5)
        #expect(half.width <= full / 2 && half.width > full * 0.45)
        // Not below the minimum: the text stays too wide.
        context.minimumScaleFactor = 0.8
        let limited = text.boundingRect(with: CGSize(width: full / 2, height: 100), options: [], context: context)
        #expect(context.actualScaleFactor == 0.8 && limited.width > full / 2)
        // Text that fits is not shrunk.
        _ = text.boundingRect(with: CGSize(width: full + 1, height: 100), options: [], context: context)
        #expect(context.actualScaleFactor == 1)
        // Several lines shrink until they all fit the height.
        let long = NSAttributedString(string: "One two three four five six seven", attributes: [.font: font])
        context.minimumScaleFactor = 0.3
        let rect = long.boundingRect(
            with: CGSize(width: 120, height: font.lineHeight * 2), options: .usesLineFragmentOrigin, context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.3)
        #expect(rect.height <= font.lineHeight * 2 && rect.width <= 120)
        let unshrunk = long.boundingRect(
            with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(unshrunk.height > font.lineHeight * 2)
        // Drawing shrinks as measuring does.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawContext = NSStringDrawingContext()
        drawContext.minimumScaleFactor = 0.25
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
            text.draw(with: CGRect(x: 0, y: 40, width: full / 2, height: 40), options: [], context: drawContext)
        }.cgImage!
        let columns = inkColumns(image)
        #expect(drawContext.actualScaleFactor < 0.5 + 1e-9 && columns.last! <= Int(full / 2) + 1)
    }

    @Test("draw(at:) and draw(in:) paint in the current context, black by default; without one nothing happens")
    func drawing() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            "III".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font])
            ("WWWWWW WWWWWW" as NSString).draw(in: CGRect(x: 60, y: 0, width: 50, height: 25), withAttributes: [.font: font])
        }.cgImage!
        let columns = inkColumns(image)
        #expect(columns.first! >= 5 && columns.first! < 10)
        // draw(in:) keeps to its rectangle: nothing right of it or below the lines that fit.
        #expect(columns.last! < 110)
        #expect(inkRows(image, 60..<120).last! < 25)
        #expect(image.width == 120)
        // Nothing to draw into: no effect, no crash.
        "III".draw(at: .zero, withAttributes: [.font: font])
    }

    // MARK: Labels

    // UILabel.attributedText: "assigning a new value updates the values in the font, textColor,
    // and other style-related properties so that they reflect the style information starting at
    // location 0".
    @Test("A label takes its alignment and line break mode from the paragraph style at the first character")
    func labelTakesParagraphStyle() {
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Centred",
            attributes: [
                .paragraphStyle: style {
                    $0.alignment = .center; $0.lineBreakMode = .byClipping
                }
            ])
        #expect(label.textAlignment == .center && label.lineBreakMode == .byClipping)
    }

    @Test("A multi-line label with line spacing is taller by it between lines")
    func labelLineSpacing() {
        let plain = UILabel()
        plain.numberOfLines = 0
        plain.attributedText = NSAttributedString(string: "One\nTwo", attributes: [.font: font])
        let spaced = UILabel()
        spaced.numberOfLines = 0
        spaced.attributedText = NSAttributedString(
            string: "One\nTwo", attributes: [.font: font, .paragraphStyle: style { $0.lineSpacing = 12 }])
        #expect(spaced.intrinsicContentSize.height - plain.intrinsicContentSize.height >= 11)
        #expect(spaced.intrinsicContentSize.height - plain.intrinsicContentSize.height <= 13)
    }
}
