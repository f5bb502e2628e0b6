import Foundation
import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Paragraph styles per paragraph and tab stops: each paragraph of a text is laid out with the
/// paragraph style at its first character, as TextKit does.
@MainActor
@Suite("Paragraph styles per paragraph and tab stops")
struct ParagraphStylesTests {
    private let font = UIFont.systemFont(ofSize: 20)

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    /// `pieces` joined, each in its attributes (the font added). Every other piece carries one
    /// more (unused) attribute: Foundation on Linux halts when it compares two adjacent ranges
    /// with the same attribute names and different object values.
    private func text(_ pieces: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for (index, (string, attributes)) in pieces.enumerated() {
            var attributes = attributes
            attributes[.font] = font
            if index % 2 == 1 { attributes[NSAttributedString.Key("ParagraphStylesTests.piece")] = index }
            result.append(NSAttributedString(string: string, attributes: attributes))
        }
        return result
    }

    /// Draws `text` in (0, 0, 300, 200) on white at 1×.
    private func render(_ text: NSAttributedString) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200), format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
            text.draw(in: CGRect(x: 0, y: 0, width: 300, height: 200))
        }.cgImage!
    }

    private func dark(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        image.surface.flush()
        let row = UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)
        return row[x] & 0xff < 0x80
    }

    /// The first and last inked columns of the rows `ys`.
    private func inkSpan(_ image: CGImage, _ ys: Range<Int>) -> ClosedRange<Int>? {
        let columns = (0..<image.width).filter { x in ys.contains { y in dark(image, x, y) } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// The rows of line `index` (0-based) of 20-point text without spacing.
    private func line(_ index: Int) -> Range<Int> {
        let height = Int(font.lineHeight.rounded(.down))
        return index * height + 2..<(index + 1) * height - 2
    }

    // NSParagraphStyle: "the paragraph style at the first character" of each paragraph lays it
    // out; a right-aligned second paragraph ends at the right edge while the first starts at the left.
    @Test("Each paragraph takes its own alignment")
    func alignmentPerParagraph() throws {
        let image = render(
            text([
                ("Left\n", [.paragraphStyle: style { $0.alignment = .left }]),
                ("Right\n", [.paragraphStyle: style { $0.alignment = .right }]),
                ("Mid", [.paragraphStyle: style { $0.alignment = .center }]),
            ]))
        let first = try #require(inkSpan(image, line(0)))
        let second = try #require(inkSpan(image, line(1)))
        let third = try #require(inkSpan(image, line(2)))
        #expect(first.lowerBound < 5)
        #expect(second.upperBound > 290 && second.lowerBound > 200)
        #expect(abs((third.lowerBound + third.upperBound) / 2 - 150) <= 3)
    }

    @Test("Each paragraph takes its own indents")
    func indentsPerParagraph() throws {
        let image = render(
            text([
                ("Plain\n", [:]),
                ("Indented", [.paragraphStyle: style { $0.firstLineHeadIndent = 40 }]),
            ]))
        let first = try #require(inkSpan(image, line(0)))
        let second = try #require(inkSpan(image, line(1)))
        #expect(second.lowerBound - first.lowerBound >= 39 && second.lowerBound - first.lowerBound <= 41)
    }

    // paragraphSpacing is "added at the end of the paragraph", paragraphSpacingBefore "before the
    // paragraph's content": each from its own paragraph's style.
    @Test("Spacing between paragraphs comes from the paragraph before and the paragraph after")
    func spacingPerParagraph() {
        let plain = text([("One\nTwo\nThree", [:])]).size().height
        let spaced = text([
            ("One\n", [.paragraphStyle: style { $0.paragraphSpacing = 10 }]),
            ("Two\n", [:]),
            ("Three", [.paragraphStyle: style { $0.paragraphSpacingBefore = 6 }]),
        ]).size()
        #expect(abs(spaced.height - (plain + 16)) < 0.01)
        // Line spacing of one paragraph does not space the others' lines.
        let lined = text([
            ("One\n", [:]),
            ("Two two two two two two two", [.paragraphStyle: style { $0.lineSpacing = 8 }]),
        ])
        let narrow = CGSize(width: 100, height: 1000)
        let rect = lined.boundingRect(with: narrow, options: .usesLineFragmentOrigin, context: nil)
        let plainRect = text([("One\nTwo two two two two two two", [:])])
            .boundingRect(with: narrow, options: .usesLineFragmentOrigin, context: nil)
        let wrappedLines = CGFloat(
            TextEngine.current.layout(
                "Two two two two two two two", font: font.face, width: 100, maxLines: 0, lineBreakMode: .byWordWrapping,
                alignment: .left
            ).lineCount)
        // 8 after each of the second paragraph's lines but its last, and after "One"'s line none.
        #expect(abs(rect.height - (plainRect.height + 8 * (wrappedLines - 1))) < 0.01)
        #expect(wrappedLines >= 2)
    }

    @Test("A line height of one paragraph leaves the others' lines at their natural height")
    func lineHeightPerParagraph() {
        let natural = text([("Ag", [:])]).size().height
        let mixed = text([
            ("Ag\n", [:]),
            ("Ag", [.paragraphStyle: style { $0.minimumLineHeight = 60 }]),
        ])
        #expect(abs(mixed.size().height - (natural + 60)) < 0.01)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = mixed
        #expect(label.intrinsicContentSize.height == (natural + 60).rounded(.up))
        // The second baseline sits the tall line's descent above its bottom.
        #expect(abs(label.baselineMetrics.last - (natural + 60 + font.descender)) < 0.5)
    }

    // UILabel.textAlignment: "assigning a new value to this property applies the text alignment to
    // the entirety of the string in the attributedText property".
    @Test("A label's textAlignment aligns every paragraph of its attributed text")
    func labelAlignmentAppliesToAll() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 3 * font.lineHeight))
        label.numberOfLines = 0
        label.attributedText = text([
            ("One\n", [.paragraphStyle: style { $0.alignment = .left }]),
            ("Two", [.paragraphStyle: style { $0.alignment = .right }]),
        ])
        #expect(label.textAlignment == .left)
        func drawn() -> CGImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { ctx in
                UIColor.white.setFill()
                ctx.fill(label.bounds)
                label.drawText(in: label.bounds)
            }.cgImage!
        }
        // Text centred vertically: the two lines are the middle two thirds' halves.
        let top = Int((label.bounds.height - 2 * font.lineHeight) / 2)
        let rows = { (index: Int) in top + index * Int(font.lineHeight) + 2..<top + (index + 1) * Int(font.lineHeight) - 2 }
        let before = drawn()
        #expect(try #require(inkSpan(before, rows(0))).lowerBound < 5)
        #expect(try #require(inkSpan(before, rows(1))).upperBound > 290)
        label.textAlignment = .center
        let after = drawn()
        for line in 0..<2 {
            let span = try #require(inkSpan(after, rows(line)))
            #expect(abs((span.lowerBound + span.upperBound) / 2 - 150) <= 3)
        }
        // A new attributed text brings its own alignments again.
        label.attributedText = label.attributedText
        #expect(try #require(inkSpan(drawn(), rows(1))).upperBound > 290)
    }

    // MARK: Tab stops

    // NSParagraphStyle.default / tabStops: "12 left-aligned tabs, spaced by 28.0 points";
    // defaultTabInterval: "Default value is 0.0".
    @Test("The default tab stops: 12 left-aligned tabs 28 points apart, no default interval")
    func defaultTabStops() {
        let stops = NSParagraphStyle.default.tabStops!
        #expect(stops.count == 12)
        #expect(stops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(stops.allSatisfy { $0.alignment == .left && $0.options.isEmpty })
        #expect(NSParagraphStyle.default.defaultTabInterval == 0)
    }

    @Test("Tab stops are kept in order of location; setting nil restores the default ones")
    func tabStopsOrder() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 90), NSTextTab(textAlignment: .right, location: 30)]
        #expect(style.tabStops.map(\.location) == [30, 90])
        style.addTabStop(NSTextTab(textAlignment: .center, location: 60))
        #expect(style.tabStops.map(\.location) == [30, 60, 90])
        style.removeTabStop(NSTextTab(textAlignment: .center, location: 60))
        #expect(style.tabStops.map(\.location) == [30, 90])
        style.tabStops = nil
        #expect(style.tabStops == NSParagraphStyle.default.tabStops)
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy == style)
    }

    /// The first inked column right of `x` in the first line of `text` drawn at (0, 0).
    private func inkStart(_ text: NSAttributedString, after x: Int) -> Int? {
        let image = render(text)
        return (x..<300).first { column in line(0).contains { dark(image, column, $0) } }
    }

    /// The last inked column of the first line of `text`.
    private func inkEnd(_ text: NSAttributedString) -> Int? { inkSpan(render(text), line(0))?.upperBound }

    @Test("A tab takes the text to the next default stop, 28 points apart")
    func defaultTabs() throws {
        // "l" has little side bearing: its ink starts about where it is placed.
        let start = try #require(inkStart(text([("\tl", [:])]), after: 0))
        #expect(start >= 28 && start <= 31)
        let second = try #require(inkStart(text([("\t\tl", [:])]), after: 0))
        #expect(second >= 56 && second <= 59)
    }

    @Test("Left, right and center tab stops place the text after the tab at, before and around them")
    func tabAlignments() throws {
        let left = style { $0.tabStops = [NSTextTab(textAlignment: .left, location: 100)] }
        let start = try #require(inkStart(text([("A\tl", [.paragraphStyle: left])]), after: 20))
        #expect(start >= 100 && start <= 103)
        let right = style { $0.tabStops = [NSTextTab(textAlignment: .right, location: 150)] }
        let end = try #require(inkEnd(text([("A\tlll", [.paragraphStyle: right])])))
        #expect(end >= 145 && end <= 150)
        let center = style { $0.tabStops = [NSTextTab(textAlignment: .center, location: 150)] }
        let image = render(text([("A\tWWW", [.paragraphStyle: center])]))
        let columns = (20..<300).filter { x in line(0).contains { dark(image, x, $0) } }
        let middle = (columns.first! + columns.last!) / 2
        #expect(abs(middle - 150) <= 2)
    }

    @Test("Tab locations are from the leading edge, whatever the head indent")
    func tabsFromLeadingEdge() throws {
        let indented = style {
            $0.firstLineHeadIndent = 30; $0.headIndent = 30
            $0.tabStops = [NSTextTab(textAlignment: .left, location: 120)]
        }
        let start = try #require(inkStart(text([("A\tl", [.paragraphStyle: indented])]), after: 50))
        #expect(start >= 120 && start <= 123)
    }

    // NSTextTab: "decimal (based on the decimal separator character of the locale in effect)";
    // columnTerminators(for:) "can be used ... to make a decimal tab stop".
    @Test("A right tab with column terminators lines numbers up on their decimal separator")
    func decimalTab() throws {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        #expect(terminators.contains("."))
        let decimal = style {
            $0.tabStops = [NSTextTab(textAlignment: .right, location: 150, options: [.columnTerminators: terminators])]
        }
        // The text before the separator ends at the stop: "1" of "1.5" and "111" of "111.5" both
        // end there, so their ink ends in the same column.
        let short = try #require(inkSpan(render(text([("\t1.", [.paragraphStyle: decimal])])), line(0)))
        let long = try #require(inkSpan(render(text([("\t111.", [.paragraphStyle: decimal])])), line(0)))
        #expect(abs(short.upperBound - long.upperBound) <= 1)
        #expect(long.lowerBound < short.lowerBound - 10)
        #expect(short.upperBound > 140 && short.upperBound < 165)
    }

    @Test("Past the last stop, tabs go to multiples of the default tab interval")
    func defaultTabInterval() throws {
        let interval = style {
            $0.tabStops = [NSTextTab(textAlignment: .left, location: 30)]
            $0.defaultTabInterval = 50
        }
        let start = try #require(inkStart(text([("\t\t\tl", [.paragraphStyle: interval])]), after: 0))
        // 30, then 50 and 100.
        #expect(start >= 100 && start <= 103)
    }
}
